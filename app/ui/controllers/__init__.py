"""Controllers: connect what the screens ask for to the service coroutines, and show results."""
