"""The records the counter keeps and its screens show, as plain values: below the journal, which
stores them, and the screens and services, which read them. Free of Qt and of storage."""
