"""What the UI tests share: screens driven, sample sales and scans, and the scenarios run as
processes (``python -m tests.ui.helpers.crash_sale``...)."""
