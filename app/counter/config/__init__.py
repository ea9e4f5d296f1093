"""What the counter is set up with: its settings declared once, where its files go, its key, its
logs and crash reports."""
