"""Item models of the lists and tables (Qt model/view)."""
