"""Help at the counter: F1 explains the screen shown, Ctrl+/ lists every keyboard shortcut.

The help of each screen is translatable rich text written here, one entry per screen of the
registry. The shortcuts are never written down a second time: they are read from the window as
it is (the registry's screens, the QShortcuts and the QActions of its widgets), so a new shortcut
shows up in both lists by itself; only what it does is described here (``_KEY_MEANINGS``).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.domain.aadhaar_qr import TRAINING_CARDS_FILE
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.reports.qr import qr_img_tag
from app.ui.registry import (
    BOOK,
    CATALOGUE,
    DISRUPTIONS,
    HISTORY,
    LOOKUP,
    SCREENS,
    SETTINGS,
    SHIFT,
    WALLET,
    ScreenEntry,
)
from app.ui.widgets.table_view import TitleHeader

if TYPE_CHECKING:
    from app.ui.screen_window import ScreenWindow

HELP = Catalogue("HELP")

# A menu item's mnemonic: "&Help" in English, "सहायता (&H)" in Hindi.
_MNEMONIC = re.compile(r"\s*\(&\w\)|&(?=\w)")

# What each shortcut a screen or widget defines does, by its key sequence as Qt writes it
# portably; the lists read the keys from the window, so a key missing here is found by a test.
_KEY_MEANINGS = {
    "Ctrl+F": QT_TRANSLATE_NOOP("HELP", "Find in the catalogue: the cursor to its filter"),
    "F5": QT_TRANSLATE_NOOP("HELP", "Read the screen's figures again"),
    "Alt+Right": QT_TRANSLATE_NOOP("HELP", "Next travel day"),
    "Alt+Left": QT_TRANSLATE_NOOP("HELP", "Previous travel day"),
    "Ctrl+Return": QT_TRANSLATE_NOOP("HELP", "Review the sale"),
    "Ctrl+PgDown": QT_TRANSLATE_NOOP("HELP", "Next passenger"),
    "Ctrl+PgUp": QT_TRANSLATE_NOOP("HELP", "Previous passenger"),
    "Ctrl+Z": QT_TRANSLATE_NOOP("HELP", "Bring back the passengers removed last"),
    "Ctrl+O": QT_TRANSLATE_NOOP("HELP", "Add a scan from a file"),
    "Ctrl+Shift+V": QT_TRANSLATE_NOOP("HELP", "Paste a scan"),
    "Ctrl+T": QT_TRANSLATE_NOOP("HELP", "Take the scanner's new scan for the passenger shown"),
    "Esc": QT_TRANSLATE_NOOP("HELP", "From the review back to the form"),
    "Ctrl+C": QT_TRANSLATE_NOOP("HELP", "Copy the booking reference"),
    "Ctrl+P": QT_TRANSLATE_NOOP("HELP", "Print the voucher"),
    "Ctrl+S": QT_TRANSLATE_NOOP("HELP", "Save the voucher as PDF"),
    "Ctrl+N": QT_TRANSLATE_NOOP("HELP", "New sale: back to the catalogue"),
    "Ctrl+Shift+C": QT_TRANSLATE_NOOP("HELP", "Copy the message for the customer"),
}


@dataclass(frozen=True, slots=True)
class Shortcut:
    """One key of the window: its keys as staff read them, what it does, where it works."""

    keys: str
    meaning: str
    where: str  # the screen's name, or "" for everywhere in the window


def screen_help(entry: ScreenEntry[Any, Any]) -> tuple[str, str] | None:
    """What ``entry``'s screen is for and its usual steps (rich text); None for a screen that
    has no help written yet (a test finds it)."""
    pages = {
        DISRUPTIONS: (
            HELP.tr(
                "The bookings sold here that the operator cancelled or changed, found by the "
                "counter on its own, by departure, with each customer's contacts and money."
            ),
            HELP.tr(
                "<ol><li>Choose a booking: its message for the customer shows below.</li>"
                "<li><b>Copy message</b> (Ctrl+Shift+C) and send it by SMS or WhatsApp.</li>"
                "<li><b>Refund</b> gives everything owed back the way it was paid, from the open "
                "shift; <b>Rebook</b> sells the party another departure; <b>Customer told</b> "
                "closes a change the customer keeps.</li></ol>"
            ),
        ),
        CATALOGUE: (
            HELP.tr(
                "What is for sale on a travel day: the island tours (activities) and the boat "
                "trips, with the seats left in each slot or departure."
            ),
            HELP.tr(
                "<ol><li>Choose <b>Activities</b> (Alt+A) or <b>Boats</b> (Alt+B): the cursor "
                "goes to the filter.</li><li>Choose the travel day; Alt+← and Alt+→ move it by "
                "one day.</li><li>Type part of a name: Enter opens the first match on its first "
                "bookable slot or departure.</li><li>Enter again (or <b>Book this slot</b>) "
                "starts the sale on the Book screen.</li></ol>"
            ),
        ),
        BOOK: (
            HELP.tr(
                "The sale: the customer, the passengers, the review and the payment from the "
                "wallet, then the voucher."
            ),
            HELP.tr(
                "<ol><li>Type the customer on the quick line (Alt+T): name, e-mail, phone, "
                "then Enter. A customer who bought here before: their phone alone (and the "
                "seats) offers their details, and Enter fills them in. The customer's language "
                "(Alt and the number on its button) is what the customer display and their "
                "papers are in; a returning "
                "customer's comes back with their phone.</li><li>Type each "
                "passenger on the quick passenger line (Alt+Q): "
                "name, age, gender and nationality, then Enter; or read the passport with the "
                "MRZ reader, or add a scan (Ctrl+O, drop or paste). An Indian passenger with "
                "Aadhaar: scan the card's QR code with the imager into the quick passenger line "
                "(see below).</li><li>Ctrl+Enter reviews "
                "the sale. The review opens on <b>Confirm</b>: Enter pays, Esc goes back.</li>"
                "<li>Print or save the voucher and give the customer the receipt; Ctrl+N starts "
                "the next sale.</li></ol>"
            ),
        ),
        LOOKUP: (
            HELP.tr("A booking by its reference: its status, and its cancellation with refund."),
            HELP.tr(
                "<ol><li>Type or scan the booking reference and press Enter.</li><li>The status "
                "card shows the booking, its passengers and what it cost.</li><li>To cancel, "
                "choose the whole booking or some passengers and ask for the quote: the refunds "
                "are shown side by side.</li><li>Nothing is cancelled until you confirm the "
                "question that follows; then the customer's refund is recorded.</li></ol>"
            ),
        ),
        WALLET: (
            HELP.tr(
                "The agency's prepaid wallet: the balance, the credit left and the ledger of "
                "every debit and refund."
            ),
            HELP.tr(
                "<ol><li>Read the balance and the credit gauge.</li><li>Choose a ledger journal "
                "to see its double-entry lines.</li><li>Alt+B shows the balance through today, "
                "each top-up and sale marked, with the same figures in a table (Ctrl+C copies "
                "it).</li><li>F5 reads the wallet again.</li></ol>"
            ),
        ),
        HISTORY: (
            HELP.tr("This counter's bookings: search, filter by day, totals and CSV."),
            HELP.tr(
                "<ol><li>Type a reference, a name or a product to search.</li><li>Choose a day "
                "to see its bookings and totals.</li><li>Enter opens the chosen booking in "
                "Lookup.</li><li>Save the list as CSV for the office.</li></ol>"
            ),
        ),
        SETTINGS: (
            HELP.tr(
                "Where this counter sells and how: the service, the API key, printers and the "
                "agency's details on documents."
            ),
            HELP.tr(
                "<ol><li>Choose <b>Sandbox</b> for training or <b>Live</b> for real "
                "sales.</li><li>For live, type the service's address and the API key from its "
                "office (the key is kept in the system's key store).</li><li>Check the printers "
                "and the agency's name, address and GSTIN.</li><li>Save: the counter connects "
                "again at once.</li></ol>"
            ),
        ),
        SHIFT: (
            HELP.tr(
                "The day's sales and refunds checked against the wallet's ledger, and the cash "
                "drawer of the shift."
            ),
            HELP.tr(
                "<ol><li>Choose the day: the report is made on arrival, F5 makes it "
                "again.</li><li>Check that the counter's figures agree with the wallet.</li>"
                "<li>Alt+H shows the charts: sales by hour and takings by tender (per counter "
                "in the agency day close), each with its table.</li>"
                "<li>Save it as PDF or CSV, or print it.</li><li>The <b>Drawer</b> tab: "
                "open the shift with its float, take the X report at any time, and at "
                "the end of the shift count the drawer and close it: the Z report is "
                "saved.</li><li>The <b>Bank statement</b> tab: import the agency "
                "account's statement (CSV or Excel as the bank downloads it, or MT940: .sta, "
                ".mt940, .txt) to match UPI, card and bank transfer takings to its "
                "credits.</li></ol>"
            ),
        ),
    }
    return pages.get(entry)


def _page_of(window: ScreenWindow, widget: QObject | None) -> str:
    """The name of the screen ``widget`` is on, or "" when it belongs to the whole window."""
    while widget is not None and widget is not window:
        for entry in SCREENS:
            if window.is_built(entry) and window.page(entry) is widget:
                return entry.name()
        widget = widget.parent()
    return ""


def _key_texts(keys: list[QKeySequence]) -> tuple[str, str]:
    """The keys as staff read them, and the first one as Qt writes it portably."""
    native = QKeySequence.SequenceFormat.NativeText
    shown = [key.toString(native) for key in keys if not key.isEmpty()]
    portable = keys[0].toString(QKeySequence.SequenceFormat.PortableText) if keys else ""
    return " / ".join(shown), portable


def window_shortcuts(window: ScreenWindow, build_all: bool = True) -> list[Shortcut]:
    """Every shortcut of ``window`` with what it does, the screens' own after the window's.

    ``build_all``: the screens not built yet are built first, so that their shortcuts are there
    to read (the help of one screen, shown, needs only its own).
    """
    if build_all:
        for entry in SCREENS:
            window.page(entry)
    by_key = {entry.shortcut: entry for entry in SCREENS}
    found: list[Shortcut] = []
    for shortcut in window.findChildren(QShortcut):
        shown, portable = _key_texts(shortcut.keys())
        if not shown:
            continue
        screen = by_key.get(portable)
        if screen is not None:
            meaning = HELP.tr("Go to {screen}").format(screen=screen.name())
        else:
            meaning = shortcut.whatsThis() or (
                HELP.known(_KEY_MEANINGS[portable]) if portable in _KEY_MEANINGS else ""
            )
        found.append(Shortcut(shown, meaning, _page_of(window, shortcut.parent())))
    for action in window.findChildren(QAction):
        shown, _ = _key_texts(action.shortcuts())
        if shown:
            meaning = _MNEMONIC.sub("", action.text().split("\t")[0]).replace("…", "")
            found.append(Shortcut(shown, meaning, ""))
    unique = {(s.keys, s.where): s for s in found}
    return sorted(unique.values(), key=lambda s: (s.where != "", s.where, s.keys))


def screen_mnemonics(page: QWidget) -> list[Shortcut]:
    """The Alt+letter keys of a screen's buttons and field labels, those of its later steps
    too (Lookup's keys are all of this kind, and most wait for a booking to be shown)."""
    found: list[Shortcut] = []
    native = QKeySequence.SequenceFormat.NativeText
    for widget in page.findChildren(QWidget):
        if isinstance(widget, QAbstractButton):
            text, meaning_of = widget.text(), "{text}"
        elif isinstance(widget, QLabel) and widget.buddy() is not None:
            text, meaning_of = widget.text(), HELP.tr("The cursor to “{text}”")
        else:
            continue
        keys = QKeySequence.mnemonic(text)
        if keys.isEmpty():
            continue
        plain = _MNEMONIC.sub("", text).replace("…", "").rstrip(": ")
        found.append(Shortcut(keys.toString(native), meaning_of.format(text=plain), ""))
    return sorted({s.keys: s for s in found}.values(), key=lambda s: s.keys)


def _table(rows: list[Shortcut], with_place: bool, name: str) -> QTableWidget:
    """A read-only table of ``rows`` (keys, what they do and, for all of them, where)."""
    headers = [HELP.tr("Keys"), HELP.tr("What it does")]
    if with_place:
        headers.append(HELP.tr("Where"))
    table = QTableWidget(len(rows), len(headers))
    table.setObjectName("shortcutTable")
    table.setHorizontalHeader(TitleHeader(table))
    table.setAccessibleName(name)
    table.setHorizontalHeaderLabels(headers)
    table.verticalHeader().hide()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    everywhere = HELP.tr("Everywhere")
    for number, row in enumerate(rows):
        cells = [row.keys, row.meaning]
        if with_place:
            cells.append(row.where or everywhere)
        for column, text in enumerate(cells):
            table.setItem(number, column, QTableWidgetItem(text))
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
    return table


class _Sheet(QDialog):
    """A non-modal window of help beside the counter's, closed by Esc or its Close button."""

    def __init__(self, parent: QWidget, name: str) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.resize(720, 560)
        self.body = QVBoxLayout(self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setText(HELP.tr("&Close"))
        buttons.rejected.connect(self.reject)
        self.buttons = buttons

    def finish(self) -> None:
        """Put the Close button last and show the sheet in front."""
        self.body.addWidget(self.buttons)
        self.show()
        self.activateWindow()


def aadhaar_help(training: bool) -> str:
    """Where an Aadhaar card's Secure QR is, on the card and in the app, drawn as a sketch of the
    card; in training, the sandbox's test cards to scan off the screen."""
    card = HELP.tr(
        "<h3>An Aadhaar card's QR code</h3>"
        "<p>Scan the <b>large QR code</b> with the imager, the cursor in the quick passenger "
        "line: the name, age, gender, ID type Aadhaar and the number's last four digits are "
        "filled in, and <b>card genuine (UIDAI signature)</b> shows when UIDAI's signature "
        "holds. Where the trip needs the document number, type the card's 12 digits after the "
        "scan. The photo, address and contact details in the code are never kept.</p>"
    )
    front = HELP.tr("Front of the card")
    photo = HELP.tr("photo")
    details = HELP.tr("name, date of birth, gender, XXXX XXXX 1234")
    qr = HELP.tr("QR code: scan this")
    sketch = (
        f"<p><b>{front}</b></p>"
        '<table border="1" cellpadding="8" cellspacing="0"><tr>'
        f'<td width="70" align="center">{photo}</td>'
        f"<td>{details}</td>"
        f'<td width="110" align="center"><b>▦▦▦<br>▦▦▦<br>{qr}</b></td>'
        "</tr></table>"
    )
    places = HELP.tr(
        "<ul><li>Aadhaar letter and e-Aadhaar: the QR code at the right of the part with the "
        "photo.</li><li>Plastic (PVC) card: the QR code on the front, right of the photo and "
        "details.</li><li>mAadhaar app: open the profile and tap its QR code; it fills the "
        "phone's screen, and the imager reads it from there.</li><li>A small QR code on an "
        "older card (before 2019) is read too, but carries no signature: check the card.</li>"
        "</ul>"
    )
    text = card + sketch + places
    if training:
        cards = json.loads(TRAINING_CARDS_FILE.read_text(encoding="utf-8"))
        intro = HELP.tr(
            "<h3>Training cards</h3><p>SANDBOX only: these test cards are signed by a training "
            "key, which a counter selling for real never trusts. Scan one off this screen.</p>"
        )
        # Each card's whole number beside its QR, for a trip that needs the number: the trainee
        # types it (the QR holds its last four only) rather than inventing one.
        number = HELP.tr("Aadhaar number, for a trip that needs it: {number}")
        text += intro + "".join(
            f"<p>{escape(sample['name'])}<br>"
            f"{escape(number.format(number=_in_fours(sample['number'])))}<br>"
            f"{qr_img_tag(sample['qr'], 2)}</p>"
            for sample in cards
        )
    return text


def _in_fours(number: str) -> str:
    """``4000 0006 4821``: a training card's number grouped as the card prints it."""
    return " ".join(number[start : start + 4] for start in range(0, len(number), 4))


class HelpPage(_Sheet):
    """The help of one screen: what it is for, its usual steps and its shortcuts; the Book
    screen's adds where an Aadhaar card's QR code is (and in training, the test cards)."""

    def __init__(
        self, window: ScreenWindow, entry: ScreenEntry[Any, Any], training: bool = False
    ) -> None:
        super().__init__(window, "helpPage")
        name = entry.name()
        self.setWindowTitle(HELP.tr("Help: {screen}").format(screen=name))
        purpose, steps = screen_help(entry) or ("", "")
        self.text = QTextBrowser()
        self.text.setObjectName("helpText")
        self.text.setAccessibleName(HELP.tr("Help for the screen"))
        self.text.setOpenLinks(False)
        purpose_title = HELP.tr("What it is for")
        steps_title = HELP.tr("Usual steps")
        keys_note = HELP.tr(
            "Alt with the underlined letter of a button presses it. Ctrl+/ lists every "
            "shortcut of the window."
        )
        self.text.setHtml(
            f"<h2>{name} ({entry.shortcut})</h2><h3>{purpose_title}</h3><p>{purpose}</p>"
            f"<h3>{steps_title}</h3>{steps}<p>{keys_note}</p>"
            + (aadhaar_help(training) if entry is BOOK else "")
        )
        rows = [s for s in window_shortcuts(window, build_all=False) if s.where == name]
        rows += screen_mnemonics(window.page(entry))
        self.body.addWidget(self.text, 3)
        self.body.addWidget(QLabel(HELP.tr("Shortcuts of this screen")))
        self.shortcuts = _table(rows, False, HELP.tr("Shortcuts of this screen"))
        self.body.addWidget(self.shortcuts, 2)
        self.finish()


class ShortcutList(_Sheet):
    """Every shortcut of the window, read from the window itself."""

    def __init__(self, window: ScreenWindow) -> None:
        super().__init__(window, "shortcutList")
        self.setWindowTitle(HELP.tr("Keyboard shortcuts"))
        self.rows = window_shortcuts(window)
        note = QLabel(
            HELP.tr(
                "Alt with the underlined letter of a button or a menu presses it; Tab and "
                "Shift+Tab move between the fields."
            )
        )
        note.setWordWrap(True)
        self.body.addWidget(note)
        self.table = _table(self.rows, True, HELP.tr("Keyboard shortcuts"))
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)
        self.body.addWidget(self.table, 1)
        self.finish()
