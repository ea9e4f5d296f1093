"""The link to the partner service: its connection (settings, key, the embedded sandbox's process,
the HTTP client), the catalogue and wallet read over it, the last ones seen kept for the next
start, and named preemptive tasks."""
