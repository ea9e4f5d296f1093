"""Pure rules shared by the client, the GUI and the sandbox (no Qt, no I/O)."""
