"""Run as a process of its own: send the journal's due mail, the first message held at the
server's door (marked sending) until the file RELEASE exists, as the round of a killed app's
mail child may still be running when the app starts again. The file STARTED is written when the
first message is being sent.

Arguments: the journal's file, the server's port, the CA's certificate file, RELEASE, STARTED."""

from __future__ import annotations

import sys
import time
from pathlib import Path

from app.mail import sender as sender_module
from tests.mail.kill_child import child_sender


def main() -> None:
    """Send, the first message only once released."""
    journal, port, ca_file = Path(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    release, started = Path(sys.argv[4]), Path(sys.argv[5])
    delivered = sender_module.deliver  # type: ignore[attr-defined]

    def deliver_when_released(*args: object) -> object:
        started.touch()
        while not release.exists():
            time.sleep(0.02)
        return delivered(*args)  # type: ignore[arg-type]

    sender_module.deliver = deliver_when_released  # type: ignore[attr-defined,assignment]
    child_sender(journal, port, ca_file).send_due()


if __name__ == "__main__":
    main()
