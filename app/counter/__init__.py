"""The counter app without Qt, in floors that import only downwards (bottom to top):

- ``devices``: the printers and the cash drawer.
- ``config``: the settings declared once, where files go, the key, the log, crash reports.
- ``journal_access``: the journal reached without blocking a screen (reads, writes, lock, copy).
- ``papers``: what people read (documents, letters, notices, figures and error sentences).
- ``link``: the connection to the partner service and what is read over it.
- ``services``: each service a screen calls, the owner of its rules over the journal.
- ``runtime``: the counter runtime, its job keeper and its background jobs.
- ``composition``: ``CounterServices``, the journal opened and every service and the runtime made.

``app.ui`` builds the window on top of this; nothing here imports Qt or ``app.ui``, so it is
tested and type-checked like the rest of the core (``tests/test_layering.py`` holds the floors).
"""
