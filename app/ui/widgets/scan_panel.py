"""The passport scan of one passenger: preview, size meter, and choose, paste, drop or shrink."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QMimeData, Qt, Signal
from PySide6.QtGui import (
    QDragEnterEvent,
    QDropEvent,
    QGuiApplication,
    QImage,
    QKeySequence,
    QPixmap,
    QShortcut,
)
from PySide6.QtWidgets import (
    QFileDialog,
    QGridLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.counter.papers.formatting import megabytes_text
from app.domain.id_proof import max_bytes_for, pdf_page_count
from app.i18n import Catalogue
from app.ui.bridge import Level, log_shown
from app.ui.scans import JPEG, SCAN_SUFFIXES, THUMBNAIL_PX, Scan, file_filter
from app.ui.style import Tone, named, restyle, set_tone

SCAN_PANEL = Catalogue("SCAN_PANEL")
ScanSource = Path | QImage


def _no_scan() -> str:
    return SCAN_PANEL.tr("No scan")


def _empty_meter() -> str:
    # Before a scan is chosen the meter shows the limit of a JPEG, the usual scan.
    return SCAN_PANEL.tr("No file · up to {limit}").format(
        limit=megabytes_text(max_bytes_for(JPEG))
    )


def _hint() -> str:
    return SCAN_PANEL.tr(
        "Choose a file (Ctrl+O), paste an image (Ctrl+Shift+V) or drop a file here."
    )


def dropped_scan(mime: QMimeData) -> ScanSource | None:
    """The file or image a drag carries, if it carries one that could be a scan."""
    for url in mime.urls():
        if url.isLocalFile():
            return Path(url.toLocalFile())
    if mime.hasImage():
        image = mime.imageData()
        if isinstance(image, QImage) and not image.isNull():
            return image
    return None


def clipboard_scan() -> ScanSource | None:
    """What the clipboard holds that could be a scan: an image, or a copied file."""
    mime = QGuiApplication.clipboard().mimeData()
    return dropped_scan(mime) if mime is not None else None


ScanStamp = tuple[int, str, int]  # a scan file's modification time (ns), path and size


def newest_scan_stamp(folder: Path) -> ScanStamp | None:
    """The time, path and size of the most recently written JPEG, PNG or PDF in ``folder``;
    None when there is none (or the folder cannot be read)."""
    try:
        with os.scandir(folder) as entries:
            found = []
            for entry in entries:
                if entry.is_file() and Path(entry.name).suffix.lower() in SCAN_SUFFIXES:
                    status = entry.stat()
                    found.append((status.st_mtime_ns, entry.path, status.st_size))
    except OSError:
        return None
    return max(found) if found else None


def newest_scan(folder: Path) -> Path | None:
    """The most recently written JPEG, PNG or PDF in ``folder``; None when there is none (or
    the folder cannot be read)."""
    stamp = newest_scan_stamp(folder)
    return Path(stamp[1]) if stamp is not None else None


def pdf_label(scan: Scan) -> str:
    """A PDF's preview: it says it is a PDF and how many pages (no PDF renderer is shipped)."""
    pages = pdf_page_count(scan.data_uri) if scan.data_uri else None
    if pages is None:
        return SCAN_PANEL.tr("<b style='font-size:16pt'>PDF</b><br>document<br>pages not known")
    return SCAN_PANEL.tr("<b style='font-size:16pt'>PDF</b><br>document<br>%n page(s)", "", pages)


class ScanPanel(QWidget):
    """Shows the current passenger's scan and takes a new one; work happens elsewhere.

    Signals:
        scan_offered(object): a file (Path) or an image (QImage) was chosen, pasted or dropped.
        shrink_requested(): re-encode the image over the limit until it fits.
        remove_requested(): forget the scan.
        stop_requested(): stop reading the file being read.
    """

    scan_offered = Signal(object)
    shrink_requested = Signal()
    remove_requested = Signal()
    stop_requested = Signal()

    # The folder a scan was last chosen from, for the whole session (every sale's panel): a
    # counter's scanner saves into one folder.
    last_folder: Path | None = None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAcceptDrops(True)
        self.preview = QLabel(_no_scan())
        named(self.preview, "scanPreview")
        self.preview.setFixedSize(THUMBNAIL_PX, THUMBNAIL_PX)
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.summary = QLabel(_hint())
        self.summary.setObjectName("scanSummary")
        self.summary.setWordWrap(True)
        self.meter = QProgressBar()
        self.meter.setObjectName("scanMeter")
        self.meter.setAccessibleName(SCAN_PANEL.tr("Size of the scan against the limit"))
        self.meter.setRange(0, max_bytes_for(JPEG))
        self.meter.setValue(0)
        self.meter.setFormat(_empty_meter())
        self.problem = QLabel()
        self.problem.setObjectName("scanProblem")
        self.problem.setWordWrap(True)
        set_tone(self.problem, Tone.ERROR)
        # The shortcut on the button itself: a clerk new to the app reads it there.
        self.choose_button = QPushButton(SCAN_PANEL.tr("&Choose file… (Ctrl+O)"))
        self.choose_button.setObjectName("chooseScan")
        # The folder the counter's scanner saves into (the settings'), None when none is set.
        self.scanner_folder: Path | None = None
        self.set_document(SCAN_PANEL.tr("Passport"), passport=True)
        self.paste_button = QPushButton(SCAN_PANEL.tr("&Paste image"))
        self.paste_button.setToolTip(SCAN_PANEL.tr("Ctrl+Shift+V: the image on the clipboard"))
        self.shrink_button = QPushButton(SCAN_PANEL.tr("Shrin&k to fit"))
        self.shrink_button.setToolTip(
            SCAN_PANEL.tr("Alt+K: encode the image smaller until it is under the limit")
        )
        self.shrink_button.setEnabled(False)
        self.remove_button = QPushButton(SCAN_PANEL.tr("Remove scan"))
        self.remove_button.setEnabled(False)
        self.stop_button = QPushButton(SCAN_PANEL.tr("Stop reading"))
        self.stop_button.setToolTip(
            SCAN_PANEL.tr("Stop reading this file (the passenger keeps the scan shown)")
        )
        self.stop_button.setVisible(False)
        for button in (
            self.choose_button,
            self.paste_button,
            self.shrink_button,
            self.remove_button,
            self.stop_button,
        ):
            button.setAutoDefault(True)  # Enter presses a focused button, as Space does

        buttons = QGridLayout()
        buttons.addWidget(self.choose_button, 0, 0)
        buttons.addWidget(self.paste_button, 0, 1)
        buttons.addWidget(self.shrink_button, 1, 0)
        buttons.addWidget(self.remove_button, 1, 1)
        buttons.addWidget(self.stop_button, 2, 0)
        column = QVBoxLayout()
        column.addWidget(self.summary)
        column.addWidget(self.meter)
        column.addWidget(self.problem)
        column.addLayout(buttons)
        column.addStretch(1)
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.preview, 0, 0)
        layout.addLayout(column, 0, 1)
        layout.setColumnStretch(1, 1)

        self.choose_button.clicked.connect(self.choose_file)
        self.paste_button.clicked.connect(self.paste)
        self.shrink_button.clicked.connect(self.shrink_requested)
        self.remove_button.clicked.connect(self.remove_requested)
        self.stop_button.clicked.connect(self.stop_requested)
        for keys, action in (("Ctrl+O", self.choose_file), ("Ctrl+Shift+V", self.paste)):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(action)

    # --- intents -----------------------------------------------------------------------------

    def set_document(self, document: str, passport: bool) -> None:
        """Which document the scan is of (``Passport``, ``Aadhaar``…, as staff read it; a
        ``passport``'s scan is of its photo page): the file dialog says so."""
        self.document = document
        self.choose_button.setToolTip(
            SCAN_PANEL.tr("Ctrl+O: a JPEG, PNG or PDF of the passport's photo page")
            if passport
            else SCAN_PANEL.tr("Ctrl+O: a JPEG, PNG or PDF of the {document}").format(
                document=document
            )
        )

    def choose_file(self) -> None:
        """Ask for a file with the system's file dialog: in the scanner's folder (else the folder
        the last scan came from), its newest scan chosen, so Enter takes what the scanner saved
        last."""
        folder = self.scanner_folder or ScanPanel.last_folder
        start = "" if folder is None else str(newest_scan(folder) or folder)
        title = SCAN_PANEL.tr("{document} scan").format(document=self.document)
        name, _ = QFileDialog.getOpenFileName(self, title, start, file_filter())
        if name:
            ScanPanel.last_folder = Path(name).parent
            self.scan_offered.emit(Path(name))

    def paste(self) -> None:
        """Take the image (or copied file) on the clipboard."""
        source = clipboard_scan()
        if source is None:
            self.show_problem(
                SCAN_PANEL.tr("The clipboard holds no image or file. Copy the scan first.")
            )
            return
        self.scan_offered.emit(source)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        """Qt: accept a file or an image."""
        if dropped_scan(event.mimeData()) is not None:
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        """Qt: a file or image was dropped on the panel."""
        source = dropped_scan(event.mimeData())
        if source is not None:
            event.acceptProposedAction()
            self.scan_offered.emit(source)

    # --- showing -----------------------------------------------------------------------------

    def show_busy(self, text: str) -> None:
        """Encoding or shrinking is under way (in a worker)."""
        self.summary.setText(text)
        self.problem.clear()
        self.meter.setRange(0, 0)  # a moving bar: the work takes a moment
        # Working is not failing: the bar moves in the plain colour, whatever the last scan was.
        restyle(self.meter, bar=Tone.PLAIN)
        self.stop_button.setVisible(True)
        # Shrink shrinks the scan held; the one under way is shown (and offered) once it is done.
        self.shrink_button.setEnabled(False)

    def show_problem(self, text: str) -> None:
        """Say what is wrong (logged); the scan shown stays as it was."""
        log_shown(Level.ERROR, text)
        self.problem.setText(text)

    def show_scan(self, scan: Scan | None) -> None:
        """Show a passenger's scan (None: this passenger has none yet)."""
        self.problem.clear()
        self.stop_button.setVisible(False)
        self.remove_button.setEnabled(scan is not None)
        self.shrink_button.setEnabled(scan is not None and not scan.fits and scan.is_image)
        if scan is None:
            self.preview.setPixmap(QPixmap())
            self.preview.setText(_no_scan())
            self.summary.setText(_hint())
            self.meter.setRange(0, max_bytes_for(JPEG))
            self.meter.setValue(0)
            self.meter.setFormat(_empty_meter())
            restyle(self.meter, bar=Tone.SUCCESS)
            return
        if scan.thumbnail is not None:
            self.preview.setPixmap(QPixmap.fromImage(scan.thumbnail))
        else:
            self.preview.setPixmap(QPixmap())
            self.preview.setText(
                SCAN_PANEL.tr("Image too large\nto preview") if scan.is_image else pdf_label(scan)
            )
        self.summary.setText(scan.summary())
        self.meter.setRange(0, scan.limit)
        self.meter.setValue(min(scan.size, scan.limit))
        meter = (
            SCAN_PANEL.tr("{size} of {limit} · fits")
            if scan.fits
            else SCAN_PANEL.tr("{size} of {limit} · too large")
        )
        self.meter.setFormat(
            meter.format(size=megabytes_text(scan.size), limit=megabytes_text(scan.limit))
        )
        # The bar green while the scan fits the limit, red over it.
        restyle(self.meter, bar=Tone.SUCCESS if scan.fits else Tone.ERROR)
        self.problem.setText(scan.problem() or "")
