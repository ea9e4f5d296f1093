"""The counter app without Qt: the connection to the service (settings, key store, the embedded
sandbox's process), where its files and log go, named preemptive tasks, and what the screens show
as text (catalogue rows, wallet summary, bills, vouchers, error sentences).

``app.ui`` builds the window on top of this; nothing here imports Qt or ``app.ui``, so it is
tested and type-checked like the rest of the core.
"""
