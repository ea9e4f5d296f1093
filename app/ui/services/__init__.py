"""Plain coroutines over the partner client: what the controllers await and the tests call."""
