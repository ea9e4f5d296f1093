"""The desktop app (Qt)."""
