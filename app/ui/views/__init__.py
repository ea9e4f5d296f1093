"""What each screen offers the controller that drives it, as ``typing.Protocol`` classes: a
controller is written against its screen's view, the screen (a level above the controllers)
satisfies it, and the desk hands one to the other."""
