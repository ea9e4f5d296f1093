"""A process killed outright, as each system does it: SIGKILL on POSIX, TerminateProcess on
Windows (what ``Popen.kill`` calls on each). Neither lets the process run another instruction;
only the code its end leaves differs."""

from __future__ import annotations

import signal
import sys

# The return code of a process killed by ``kill``: -SIGKILL on POSIX; on Windows the exit code
# ``Popen.kill`` gives TerminateProcess, 1.
if sys.platform == "win32":
    KILLED = 1
else:
    KILLED = -signal.SIGKILL
