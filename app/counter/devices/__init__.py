"""The counter's devices: its printers, by the system's driver or spoken to in ESC/POS, and the
cash drawer they open."""
