"""A supervisor's look at the ID scans of a sale still waiting for its answer: their PIN, the
look logged, the sealed files opened off the UI thread, then shown (nothing is saved)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QWidget

from app.booking import UnresolvedSale
from app.domain.id_proof import decoded_scan, pdf_page_count
from app.i18n import Catalogue
from app.journal import Journal
from app.journal.privacy_book import ScanSet
from app.journal.scans import ScanStore, ScansUnavailable
from app.ui.controllers.supervisor import Supervisor
from app.ui.widgets.id_scans_dialog import IdScansDialog, ShownScan

ID_SCANS_CONTROLLER = Catalogue("ID_SCANS_CONTROLLER")


def shown_scans(store: ScanStore, scans: ScanSet) -> list[ShownScan]:
    """Each scan of ``scans`` opened and decoded for showing (disk, decryption and decoding: run
    it in a worker); ``ScansUnavailable`` when a file is missing or does not match."""
    opened = store.load(scans.request_id, scans.digests)
    shown = []
    for index in sorted(opened):
        name = scans.names.get(index, "")
        decoded = decoded_scan(opened[index])
        if decoded is None:
            shown.append(ShownScan(name, None, ID_SCANS_CONTROLLER.tr("Not a readable scan.")))
            continue
        mime, data = decoded
        image = QImage.fromData(data) if mime != "application/pdf" else QImage()
        if not image.isNull():
            shown.append(ShownScan(name, image, ""))
            continue
        pages = pdf_page_count(opened[index])
        shown.append(
            ShownScan(
                name,
                None,
                ID_SCANS_CONTROLLER.tr(
                    "A PDF ({pages} pages): it cannot be drawn here. It goes to the service with"
                    " the sale."
                ).format(pages=pages if pages is not None else "?"),
            )
        )
    return shown


async def show_id_scans(
    journal: Journal,
    supervisor: Supervisor,
    window: QWidget,
    sale: UnresolvedSale,
    refused: Callable[[str], None],
) -> IdScansDialog | None:
    """After a supervisor's PIN, show the ID scans ``sale`` holds (the look logged); staff are
    told through ``refused`` why not when it cannot be; the dialog shown, or None."""
    action = ID_SCANS_CONTROLLER.tr("See the ID scans of a sale waiting for its answer")
    who = await supervisor.reader(window, action, sale.describe())
    if who is None:
        refused(ID_SCANS_CONTROLLER.tr("Not shown: a supervisor's PIN is needed to see ID scans."))
        return None
    scans = journal.privacy.scans_of(sale.request_id, who)
    if scans is None:
        refused(ID_SCANS_CONTROLLER.tr("The sale holds no ID scans any more: its answer came."))
        return None
    try:
        shown = await asyncio.to_thread(shown_scans, journal.scans, scans)
    except ScansUnavailable as exc:
        refused(
            ID_SCANS_CONTROLLER.tr("The ID scans cannot be shown: {problem}.").format(problem=exc)
        )
        return None
    dialog = IdScansDialog(sale.describe(), shown, window)
    dialog.finished.connect(dialog.deleteLater)
    dialog.open()
    return dialog
