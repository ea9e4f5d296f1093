"""Counterdesk: the counter desktop for a tour distribution service, and its local sandbox."""

__version__ = "0.1.0"
