"""The agency day close below the shift report: each counter's share, every counter's Z reports
of the day, whether all their records reached the agency store, and any record that does not
hold together."""

from __future__ import annotations

import datetime as dt

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from app.agency.bank import CounterProof
from app.agency.queries import AgencyDayClose, CounterBooks, CounterDay, IntegrityProblem
from app.bank.proofs import FIGURES
from app.counter.papers.formatting import money_text
from app.figures import stamp_text
from app.i18n import Catalogue
from app.ui.models.agency import ZReportsModel
from app.ui.style import Tone, set_tone
from app.ui.widgets.table_view import EmptyState, make_table

AGENCY_CLOSE = Catalogue("AGENCY_CLOSE")

SHOWN_PROBLEMS = 5  # the agency day close lists this many tampered records (and counts the rest)


def bank_part(proof: CounterProof) -> str:
    """One counter's UPI and bank takings against the agency's statements, its name in bold,
    then its UPI and bank refunds to customers in the same words, when it paid any."""
    takings = AGENCY_CLOSE.tr(
        "<b>{counter}</b> proved {proved}, not yet {not_yet}, questioned {questioned}, "
        "still owed {still_owed}, written off {written_off}"
    ).format(
        counter=proof.counter,
        **{name: money_text(proof.total(standing)) for standing, name in FIGURES.items()},
    )
    if not proof.refunds:
        return takings
    return AGENCY_CLOSE.tr(
        "{takings}; refunds to customers proved {proved}, not yet {not_yet}, "
        "questioned {questioned}, still owed {still_owed}, written off {written_off}"
    ).format(
        takings=takings,
        **{name: money_text(proof.refunded(standing)) for standing, name in FIGURES.items()},
    )


def counter_part(part: CounterDay) -> str:
    """One counter's share of the agency day close by its books, its name in bold: the wallet's
    money, the customers' money by tender, and what the drawer holds."""
    tenders = "; ".join(
        AGENCY_CLOSE.tr("{tender} taken {taken}, given back {given}, net {net}").format(
            tender=tender.tender.title(),
            taken=money_text(tender.taken),
            given=money_text(tender.given_back),
            net=money_text(tender.net),
        )
        for tender in part.tenders
    )
    sales = part.sales  # lupdate reads a count by its plain name only
    return AGENCY_CLOSE.tr(
        "<b>{counter}</b> %n sales: the wallet paid {paid}, the wallet got back {back}; "
        "the customers' money: {tenders}; the drawer holds {drawer}",
        "",
        sales,
    ).format(
        counter=part.counter,
        paid=money_text(part.wallet_paid),
        back=money_text(part.wallet_back),
        tenders=tenders or "-",
        drawer=money_text(part.drawer),
    )


class AgencyClosePanel(QWidget):
    """Every counter's Z reports and the agency store's state for one agency day close."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.z_model = ZReportsModel()
        self.z_table = make_table(self.z_model, "agencyZReports", fit_columns=True)
        self.z_table.setAccessibleName(AGENCY_CLOSE.tr("Z reports of every counter"))
        EmptyState(
            self.z_table,
            AGENCY_CLOSE.tr("No counter has closed a shift (Z report) on this day."),
        )
        self.links_label = QLabel()
        self.links_label.setObjectName("agencyLinks")
        self.links_label.setWordWrap(True)
        agency_layout = QVBoxLayout(self)
        agency_layout.setContentsMargins(0, 0, 0, 0)
        self.by_counter_label = QLabel()
        self.by_counter_label.setObjectName("agencyByCounter")
        self.by_counter_label.setWordWrap(True)
        agency_layout.addWidget(self.by_counter_label)
        # Each counter's UPI and bank takings against the bank's statements (issue 65).
        self.bank_label = QLabel()
        self.bank_label.setObjectName("agencyBank")
        self.bank_label.setWordWrap(True)
        agency_layout.addWidget(self.bank_label)
        agency_layout.addWidget(
            QLabel(AGENCY_CLOSE.tr("<b>Drawers: every counter's Z reports of the day</b>"))
        )
        agency_layout.addWidget(self.z_table, 1)
        agency_layout.addWidget(self.links_label)
        # Records changed or removed in the store after they arrived, or whose amounts do not
        # add up: hidden while there are none.
        self.integrity_label = QLabel()
        self.integrity_label.setObjectName("agencyIntegrity")
        self.integrity_label.setWordWrap(True)
        self.integrity_label.hide()
        agency_layout.addWidget(self.integrity_label)
        # Each counter's books as its latest check found them: hidden while all are sound.
        self.books_label = QLabel()
        self.books_label.setObjectName("agencyBooks")
        self.books_label.setWordWrap(True)
        self.books_label.hide()
        agency_layout.addWidget(self.books_label)
        # The day's rotations of the counters' records' keys, one sentence each: hidden while
        # there are none.
        self.rotations_label = QLabel()
        self.rotations_label.setObjectName("agencyKeyRotations")
        self.rotations_label.setWordWrap(True)
        self.rotations_label.hide()
        agency_layout.addWidget(self.rotations_label)
        # Records sealed under keys the agency never registered; counters sending unsealed.
        self.keys_label = QLabel()
        self.keys_label.setObjectName("agencyKeys")
        self.keys_label.setWordWrap(True)
        self.keys_label.hide()
        agency_layout.addWidget(self.keys_label)

    def show_close(self, close: AgencyDayClose) -> None:
        """The counters' shares, drawers and records of ``close``."""
        self.z_model.set_rows(close.z_reports)
        behind = [link for link in close.counters if link.missing]
        parts = " · ".join(counter_part(part) for part in close.by_counter)
        self.by_counter_label.setText(
            AGENCY_CLOSE.tr("By counter: {parts}").format(parts=parts)
            if parts
            else AGENCY_CLOSE.tr("By counter: no sales or refunds on this day")
        )
        # A counter a line below the heading: its takings and refunds are ten figures.
        bank = "".join(f"<br>{bank_part(proof)}" for proof in close.bank)
        self.bank_label.setVisible(bool(bank))
        self.bank_label.setText(
            AGENCY_CLOSE.tr("UPI and bank against the statements: {parts}").format(parts=bank)
        )
        expected = money_text(close.drawers_expected)
        if any(z.figures.counted is not None for z in close.z_reports):
            counted = AGENCY_CLOSE.tr(
                "Drawers expected {expected}, counted differ by {difference}"
            ).format(expected=expected, difference=money_text(close.drawers_difference))
        else:
            counted = AGENCY_CLOSE.tr("Drawers expected {expected}").format(expected=expected)
        if behind:
            set_tone(self.links_label, Tone.ERROR)
            waiting = ", ".join(
                AGENCY_CLOSE.tr("{counter}: {count} missing").format(
                    counter=link.label, count=link.missing
                )
                for link in behind
            )
            self.links_label.setText(
                AGENCY_CLOSE.tr(
                    "{counted}. Not every record has reached the agency store ({waiting}): "
                    "the close is not final until they do."
                ).format(counted=counted, waiting=waiting)
            )
        else:
            set_tone(self.links_label, Tone.SUCCESS)
            counters = len(close.counters)
            self.links_label.setText(
                AGENCY_CLOSE.tr(
                    "{counted}. Every record of the %n counters has reached the agency store.",
                    "",
                    counters,
                ).format(counted=counted)
            )
        self._show_problems(close.problems)
        self._show_books(close.books, close.compared)
        self._show_keys(close)

    def _show_keys(self, close: AgencyDayClose) -> None:
        """The day's key rotations, then records sealed under a key the agency never registered
        and unsealed counters."""
        self.rotations_label.setVisible(bool(close.rotations))
        self.rotations_label.setText("\n".join(item.describe() for item in close.rotations))
        lines = [item.describe() for item in close.foreign_seals[:SHOWN_PROBLEMS]]
        more = len(close.foreign_seals) - SHOWN_PROBLEMS
        if more > 0:
            lines.append(AGENCY_CLOSE.tr("… and %n more.", "", more))
        lines += [item.describe() for item in close.unsealed]
        self.keys_label.setVisible(bool(lines))
        set_tone(self.keys_label, Tone.ERROR)
        self.keys_label.setText("\n".join(lines))

    def _show_books(self, books: list[CounterBooks], compared: list[CounterBooks]) -> None:
        """Each counter whose books' latest check found problems, and each whose books the
        agency's copy of its events contradicts, with each problem."""
        self.books_label.setVisible(bool(books or compared))
        if not books and not compared:
            self.books_label.clear()
            return
        set_tone(self.books_label, Tone.ERROR)
        lines = []
        for heading, found in (
            (AGENCY_CLOSE.tr("Counter {counter}'s books, checked {at}:"), books),
            (
                AGENCY_CLOSE.tr(
                    "Counter {counter}'s books as they stood at {at}, against the agency "
                    "store's copy of its events:"
                ),
                compared,
            ),
        ):
            for counter in found:
                at = stamp_text(dt.datetime.fromisoformat(counter.checked_at))
                lines.append(heading.format(counter=counter.counter, at=at))
                lines += [problem.describe() for problem in counter.problems]
        self.books_label.setText("\n".join(lines))

    def _show_problems(self, problems: list[IntegrityProblem]) -> None:
        """The first few tampered or inconsistent records, each with its record."""
        self.integrity_label.setVisible(bool(problems))
        if not problems:
            self.integrity_label.clear()
            return
        set_tone(self.integrity_label, Tone.ERROR)
        lines = [problem.describe() for problem in problems[:SHOWN_PROBLEMS]]
        more = len(problems) - SHOWN_PROBLEMS
        if more > 0:
            lines.append(AGENCY_CLOSE.tr("… and %n more.", "", more))
        count = len(problems)
        heading = AGENCY_CLOSE.tr(
            "The agency store's records do not hold together: %n record(s) were changed or "
            "removed after they arrived, or their amounts do not add up. The counters' journals "
            "keep what was sold; the agency administrator must look into it.",
            "",
            count,
        )
        self.integrity_label.setText("\n".join([heading, *lines]))
