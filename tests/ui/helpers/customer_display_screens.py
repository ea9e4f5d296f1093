"""Run under Qt's offscreen platform with two screens (its configuration file): where the customer
display goes as the second screen is unplugged and plugged in again; prints JSON."""

from __future__ import annotations

import json
import sys

from PySide6.QtWidgets import QApplication, QMainWindow

from app.counter.config.settings import Settings
from app.ui.customer_display import CustomerDisplay


def where(display: CustomerDisplay) -> list[object]:
    """Shown or not, the screen's name and the window's size."""
    QApplication.processEvents()
    window = display.window
    return [window.isVisible(), window.screen().name(), window.width(), window.height()]


def main() -> None:
    """Place the display, unplug the customer's screen, plug it in again, switch it off."""
    app = QApplication(sys.argv[:1])
    clerk = QMainWindow()
    clerk.setGeometry(0, 0, 800, 600)
    clerk.show()
    settings = [Settings(agency_name="Andaman Tours", customer_display=True)]
    display = CustomerDisplay(clerk, lambda: settings[0])
    steps: dict[str, object] = {"screens": [s.name() for s in app.screens()]}
    clerk.activateWindow()
    QApplication.processEvents()
    display.place()
    steps["plugged"] = where(display)
    # The clerk's keys stay in the clerk's window: the display never takes them.
    steps["active"] = app.activeWindow() is clerk
    customer = next(s for s in app.screens() if s.name() == "customer")
    app.screenRemoved.emit(customer)
    steps["unplugged"] = where(display)
    app.screenAdded.emit(customer)
    steps["plugged_again"] = where(display)
    steps["active_again"] = app.activeWindow() is clerk
    settings[0] = Settings(agency_name="Andaman Tours", customer_display=False)
    display.place()
    steps["switched_off"] = where(display)
    print(json.dumps(steps))


if __name__ == "__main__":
    main()
