"""The fields of the passenger selected in the table, with the MRZ reader and the scan."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Set

from PySide6.QtCore import QRegularExpression, Qt, Signal
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from app.booking import PassengerEntry
from app.counter.papers.bill import COUNTER_BILL, ID_TYPE_WORDS, id_type_word
from app.domain.identity import PASSPORT, is_foreign, masked_aadhaar
from app.domain.tickets import NationalityClass, nationality_shown, nationality_typed
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.ui.style import Tone, set_tone
from app.ui.widgets.field_grid import FieldGrid
from app.ui.widgets.focus_scroll import keep_whole_in_view
from app.ui.widgets.mrz_entry import MrzEntry
from app.ui.widgets.scan_panel import ScanPanel
from app.ui.widgets.wheel_guard import guarded

PASSENGER_EDITOR = Catalogue("PASSENGER_EDITOR")
# The words are translated where the combo is filled (``PASSENGER_EDITOR.known``).
GENDERS = (
    ("", "—"),
    ("MALE", QT_TRANSLATE_NOOP("PASSENGER_EDITOR", "Male")),
    ("FEMALE", QT_TRANSLATE_NOOP("PASSENGER_EDITOR", "Female")),
    ("OTHER", QT_TRANSLATE_NOOP("PASSENGER_EDITOR", "Other")),
)
ID_TYPES = (("", "—"), *ID_TYPE_WORDS.items())
# Narrower than the customer's fields: the MRZ and the scan share the width.
EDITOR_FIELD_WIDTH = 230


def _combo(
    name: str,
    items: tuple[tuple[str, str], ...],
    word: Callable[[str], str] = PASSENGER_EDITOR.known,
) -> QComboBox:
    combo = guarded(QComboBox())
    combo.setObjectName(name)
    for value, text in items:
        combo.addItem(word(text), value)
    return combo


def _select(combo: QComboBox, value: str) -> None:
    index = combo.findData(value)
    if index < 0:
        # A value typed elsewhere (an MRZ, an older sale): shown as it is, so nothing is lost.
        combo.addItem(value, value)
        index = combo.count() - 1
    combo.setCurrentIndex(index)


def carries_passport(entry: PassengerEntry) -> bool:
    """The passenger shows a passport: chosen as the ID type, or foreign (nothing else counts)."""
    nationality = entry.wire_nationality
    return entry.id_type == PASSPORT or (bool(nationality) and is_foreign(nationality))


class PassengerEditor(QGroupBox):
    """Edits one passenger; required fields are starred and each message sits by its field.

    Signals:
        edited(str, object): staff changed a field (wire name; text, or the age as int/None).
        passport_read(PassportMrz): the MRZ field read a passport with every check digit right.
    """

    edited = Signal(str, object)
    passport_read = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(PASSENGER_EDITOR.tr("Passenger"), parent)
        keep_whole_in_view(self)  # the ID fields and the scan are read with the name
        self.grid = FieldGrid(EDITOR_FIELD_WIDTH)
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("traveler_name")
        self.age_edit = QLineEdit()
        self.age_edit.setObjectName("age")
        self.age_edit.setValidator(
            QRegularExpressionValidator(QRegularExpression("[0-9]{0,3}"), self.age_edit)
        )
        self.age_edit.setPlaceholderText(PASSENGER_EDITOR.tr("Years, on the travel date"))
        self.gender_combo = _combo("pax_gender", GENDERS)
        self.nationality_edit = QLineEdit()
        self.nationality_edit.setObjectName("nationality")
        nationality_hint = PASSENGER_EDITOR.tr(
            "{indian}, or the passport's country code (GBR, USA, DEU…)"
        ).format(indian=NationalityClass.INDIAN.text())
        self.nationality_edit.setPlaceholderText(nationality_hint)
        self.nationality_edit.setToolTip(nationality_hint)
        self.nationality_edit.setAccessibleDescription(nationality_hint)
        self.id_type_combo = _combo("id_type", ID_TYPES, COUNTER_BILL.known)
        self.id_number_edit = QLineEdit()
        self.id_number_edit.setObjectName("id_number")
        for name, title, field in (
            ("traveler_name", PASSENGER_EDITOR.tr("Na&me"), self.name_edit),
            ("age", PASSENGER_EDITOR.tr("A&ge"), self.age_edit),
            ("pax_gender", PASSENGER_EDITOR.tr("Gen&der"), self.gender_combo),
            ("nationality", PASSENGER_EDITOR.tr("Nat&ionality"), self.nationality_edit),
            ("id_type", PASSENGER_EDITOR.tr("ID t&ype"), self.id_type_combo),
            ("id_number", PASSENGER_EDITOR.tr("ID n&umber"), self.id_number_edit),
        ):
            self.grid.add(name, title, field)
        # The last four digits a scanned Aadhaar QR gave, in a field of their own: never the
        # ID number, which is sent to the service. Read only; no Tab stop of its own.
        self.aadhaar_edit = QLineEdit()
        self.aadhaar_edit.setObjectName("aadhaar_last_four")
        self.aadhaar_edit.setReadOnly(True)
        self.aadhaar_edit.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.aadhaar_edit.setAccessibleName(PASSENGER_EDITOR.tr("Aadhaar, from the card's QR"))
        self.aadhaar_mark = QLabel()
        self.aadhaar_mark.setObjectName("aadhaarGenuine")
        self.grid.add_row(
            "aadhaar_last_four",
            PASSENGER_EDITOR.tr("Aadhaar (QR)"),
            self.aadhaar_edit,
            self.aadhaar_mark,
        )
        self.mrz = MrzEntry()
        self.scan_panel = ScanPanel()
        self.scan_required = QLabel()
        self.scan_required.setObjectName("scanRequired")
        self.scan_message = QLabel()
        self.grid.add_message("id_proof_file", self.scan_message)

        self.mrz_box = QWidget()
        mrz_layout = QVBoxLayout(self.mrz_box)
        mrz_layout.setContentsMargins(0, 0, 0, 0)
        mrz_title = QLabel(PASSENGER_EDITOR.tr("Passport MRZ (reader, or type the two lines)"))
        mrz_title.setBuddy(self.mrz.edit)
        mrz_layout.addWidget(mrz_title)
        mrz_layout.addWidget(self.mrz)
        documents = QVBoxLayout()
        documents.addWidget(self.mrz_box)
        documents.addWidget(self.scan_required)
        documents.addWidget(self.scan_panel)
        documents.addWidget(self.scan_message)
        layout = QHBoxLayout(self)
        layout.addWidget(self.grid, 1, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(documents, 1)

        self.name_edit.textEdited.connect(lambda text: self._edited("traveler_name", text))
        self.age_edit.textEdited.connect(
            lambda text: self._edited("age", int(text) if text else None)
        )
        self.nationality_edit.textEdited.connect(
            lambda text: self._edited("nationality", nationality_typed(text))
        )
        self.id_number_edit.textEdited.connect(lambda text: self._edited("id_number", text))
        self.gender_combo.activated.connect(
            lambda _index: self._edited("pax_gender", self.gender_combo.currentData())
        )
        self.id_type_combo.activated.connect(
            lambda _index: self._edited("id_type", self.id_type_combo.currentData())
        )
        self.mrz.passport_read.connect(self.passport_read)
        self.setFocusProxy(self.name_edit)

    def _edited(self, name: str, value: object) -> None:
        self.grid.touch(name)
        self.edited.emit(name, value)

    def show_passenger(self, number: int, entry: PassengerEntry, show_all: bool) -> None:
        """Show passenger ``number`` (1-based); ``show_all``: every message, typed or not."""
        self.setTitle(PASSENGER_EDITOR.tr("Passenger {number}").format(number=number))
        self.grid.reset(show_all)
        self.mrz.clear()
        self.show_entry(entry)

    def show_entry(self, entry: PassengerEntry) -> None:
        """Put the passenger's values in the fields (the one being typed in keeps its cursor)."""
        for edit, value in (
            (self.name_edit, entry.traveler_name),
            (self.age_edit, "" if entry.age is None else str(entry.age)),
            (self.id_number_edit, entry.id_number),
        ):
            if edit.text() != value:
                edit.setText(value)
        self._show_aadhaar(entry)
        # The domestic nationality in words; "INDIAN" typed in full stays as typed.
        if nationality_typed(self.nationality_edit.text()) != entry.nationality:
            self.nationality_edit.setText(nationality_shown(entry.nationality))
        _select(self.gender_combo, entry.pax_gender)
        _select(self.id_type_combo, entry.id_type)
        passport = carries_passport(entry)
        # The MRZ is a passport's: no use for an Aadhaar or a voter ID. A passenger not typed
        # yet may still be filled from a passport, so the reader's field is there for them too.
        self.mrz_box.setVisible(passport or not (entry.id_type or entry.traveler_name.strip()))
        document = (
            PASSENGER_EDITOR.tr("Passport")
            if passport
            else id_type_word(entry.id_type)
            if entry.id_type in ID_TYPE_WORDS
            else PASSENGER_EDITOR.tr("ID document")
        )
        self.scan_panel.set_document(document, passport)

    def _show_aadhaar(self, entry: PassengerEntry) -> None:
        """The scanned card's last four digits and its genuine mark, or no such row."""
        scanned = bool(entry.aadhaar_last_four)
        self.grid.set_row_visible("aadhaar_last_four", scanned)
        self.aadhaar_edit.setText(masked_aadhaar(entry.aadhaar_last_four) if scanned else "")
        mark = entry.genuine_text()
        self.aadhaar_mark.setText(f"✓ {mark}" if mark else "")
        set_tone(self.aadhaar_mark, Tone.SUCCESS if mark else Tone.PLAIN)

    def focus_first_of(self, errors: Mapping[str, str]) -> bool:
        """Put the cursor in the ID type or number when ``errors`` says one is missing or
        wrong (after a scan filled the rest); False, the cursor left where it is, otherwise."""
        for name, field in (("id_type", self.id_type_combo), ("id_number", self.id_number_edit)):
            if name in errors:
                field.setFocus()
                return True
        return False

    def show_rules(
        self, required: Set[str], errors: Mapping[str, str], scanned: bool = False
    ) -> None:
        """Star the required fields and write what is wrong next to each one; a required scan
        is in bold only while it is missing (``scanned``: the passenger has one that fits)."""
        self.grid.set_required(required)
        self.grid.show_errors(errors)
        if "id_proof_file" not in required:
            line = PASSENGER_EDITOR.tr("Scan ({document}): optional")
        elif scanned:
            line = PASSENGER_EDITOR.tr("Scan ({document}): required, attached")
        else:
            line = PASSENGER_EDITOR.tr("Scan ({document}): <b>required</b>")
        self.scan_required.setText(line.format(document=self.scan_panel.document))

    def touch_scan(self) -> None:
        """A scan was chosen or removed: its message shows from now on."""
        self.grid.touch("id_proof_file")
