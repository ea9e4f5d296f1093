"""What the frozen `counterdesk` executable runs (PyInstaller needs a script to start)."""

import sys

from app.cli import main

if __name__ == "__main__":
    sys.exit(main())
