"""A supervisor's look at the ID scans a sale still waiting for its answer holds: each passenger's
scan shown (an image) or described (a PDF), nothing saved. It only shows: the controller opens
the sealed files, off the UI thread, and logs the look."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.i18n import Catalogue

ID_SCANS = Catalogue("ID_SCANS")
# The widest a scan is drawn: a passport's page stays legible on a 1366x768 screen.
SHOWN_WIDTH = 720


@dataclass(frozen=True, slots=True)
class ShownScan:
    """One passenger's scan as the dialog shows it: the image (None for a PDF or a file that
    cannot be drawn) or a sentence saying what it is."""

    name: str
    image: QImage | None
    note: str


class IdScansDialog(QDialog):
    """The scans of one pending sale, one under the other, each under its passenger's name."""

    def __init__(self, sale: str, scans: list[ShownScan], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(ID_SCANS.tr("ID scans of a sale waiting for its answer"))
        heading = QLabel(
            ID_SCANS.tr(
                "{sale} The scans are kept sealed until the service answers, then deleted. This "
                "look is in the access log."
            ).format(sale=sale)
        )
        heading.setWordWrap(True)
        body = QWidget()
        column = QVBoxLayout(body)
        self.names: list[QLabel] = []
        self.pictures: list[QLabel] = []
        for scan in scans:
            name = QLabel(scan.name or ID_SCANS.tr("(no name)"))
            name.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            picture = QLabel()
            picture.setWordWrap(True)
            if scan.image is not None:
                shown = scan.image
                if shown.width() > SHOWN_WIDTH:
                    shown = shown.scaledToWidth(
                        SHOWN_WIDTH, Qt.TransformationMode.SmoothTransformation
                    )
                picture.setPixmap(QPixmap.fromImage(shown))
            else:
                picture.setText(scan.note)
            column.addWidget(name)
            column.addWidget(picture)
            self.names.append(name)
            self.pictures.append(picture)
        column.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(scroll, 1)
        layout.addWidget(buttons)
        self.resize(SHOWN_WIDTH + 80, 600)
