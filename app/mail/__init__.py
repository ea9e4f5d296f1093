"""E-mail to customers through the agency's own mail server: its settings, the outbox in the
journal, and the worker that sends what waits there (all free of Qt)."""
