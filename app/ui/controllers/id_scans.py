"""A supervisor's look at the ID scans of a sale still waiting for its answer: their PIN and
reason (asked by the scans' service), the look logged, the sealed files opened off the UI thread,
then shown (nothing is saved)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QWidget

from app.booking import UnresolvedSale
from app.counter.config.declared import NotApproved
from app.counter.services.id_scans import OpenedScans, SaleScans
from app.domain.id_proof import decoded_scan, pdf_page_count
from app.i18n import Catalogue
from app.records.customers import ScansUnavailable
from app.ui.error_words import reason_of
from app.ui.widgets.id_scans_dialog import IdScansDialog, ShownScan

ID_SCANS_CONTROLLER = Catalogue("ID_SCANS_CONTROLLER")


def shown_scans(scans: OpenedScans) -> list[ShownScan]:
    """Each scan of ``scans`` decoded for showing (run it in a worker)."""
    opened = scans.files
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
    scans: SaleScans,
    window: QWidget,
    sale: UnresolvedSale,
    refused: Callable[[str], None],
) -> IdScansDialog | None:
    """The ID scans ``sale`` holds, shown once a supervisor gives their PIN and reason (the
    service asks; the look logged); staff are told through ``refused`` why not when it cannot
    be; the dialog shown, or None."""
    try:
        opened = await scans.open(sale.request_id, sale.describe())
    except NotApproved as refusal:
        refused(reason_of(refusal))
        return None
    except ScansUnavailable as exc:
        refused(
            ID_SCANS_CONTROLLER.tr("The ID scans cannot be shown: {problem}.").format(
                problem=reason_of(exc)
            )
        )
        return None
    if opened is None:
        refused(ID_SCANS_CONTROLLER.tr("The sale holds no ID scans any more: its answer came."))
        return None
    shown = await asyncio.to_thread(shown_scans, opened)
    dialog = IdScansDialog(sale.describe(), shown, window)
    dialog.finished.connect(dialog.deleteLater)
    dialog.open()
    return dialog
