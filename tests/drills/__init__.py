"""Drills: whole stories of the counters against the sandbox, as tests and as scripts."""
