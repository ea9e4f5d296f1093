"""A personal-data breach reported (DPDP Rules, rule 7): from what a supervisor says happened, the
inventory of personal data and the journal's access log, the papers the rule asks for.

- To each affected customer, in their language: what happened (its nature, extent, when and
  where), the consequences likely for them, what the agency did, what they can do, and whom to
  contact.
- To the Data Protection Board, without delay: what happened, its nature, extent, when and where,
  and its likely impact.
- To the Board within 72 hours of becoming aware: the detailed report (the facts, circumstances
  and reasons; the mitigation; what is known of who caused it; the measures against a
  recurrence; the intimations given to the people affected), with its deadline.

Who is affected is read from the journal: the bookings named, and every sale whose data of the
kinds affected was read (the access log) while the breach lasted, by its booking's reference or,
as a pending sale's scans are looked at, its request id. A subject whose customer cannot be found
is never skipped: the Board's papers name it, for the agency to find its customer by hand.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from app.counter.papers.paper import Paper
from app.domain.clock import SERVICE_TZ
from app.domain.personal_data import INVENTORY, Location
from app.figures import stamp_text
from app.i18n import Catalogue, in_language
from app.journal.privacy_tables import PrivacyTables
from app.records.customers import Access, Action

BREACH = Catalogue("BREACH")
# Rule 7(2)(b): the detailed report is due this long after the agency became aware.
DETAILED_REPORT_DUE = dt.timedelta(hours=72)


class Kind(StrEnum):
    """A kind of personal data a breach may reach, named in the papers."""

    ID_SCANS = "id_scans"
    ID_NUMBERS = "id_numbers"
    CONTACTS = "contacts"
    NAMES = "names"


# The access-log actions that read each kind (who looked while the breach lasted).
_READ_BY: dict[Kind, frozenset[Action]] = {
    Kind.ID_SCANS: frozenset({Action.SCAN_VIEW, Action.EXPORT}),
    Kind.ID_NUMBERS: frozenset({Action.ID_VIEW, Action.REPRINT, Action.EXPORT}),
    Kind.CONTACTS: frozenset({Action.EXPORT, Action.SUMMARY}),
    Kind.NAMES: frozenset({Action.EXPORT, Action.SUMMARY}),
}
# Words of the inventory's descriptions that mark a location as holding each kind.
_HELD_AS: dict[Kind, tuple[str, ...]] = {
    Kind.ID_SCANS: ("scan",),
    Kind.ID_NUMBERS: ("ID number",),
    Kind.CONTACTS: ("phone", "e-mail"),
    Kind.NAMES: ("name",),
}


@dataclass(frozen=True, slots=True)
class Breach:
    """What a supervisor says happened."""

    began: dt.datetime
    ended: dt.datetime | None  # None: not known to have ended
    aware_at: dt.datetime
    how_found: str
    what_happened: str
    where: str
    kinds: frozenset[Kind]
    booking_refs: tuple[str, ...] = ()
    mitigation: str = ""  # what the agency did: each notice says it, so a report needs it
    cause: str = ""
    prevention: str = ""


@dataclass(frozen=True, slots=True)
class Affected:
    """One customer reached by a breach: how to tell them, in which language, and which of
    their bookings and kinds of data (a sale not booked by its request id); ``subjects``: the
    breach's bookings and the access log's subjects found to be theirs."""

    name: str
    phone: str
    email: str
    language: str
    booking_refs: tuple[str, ...]
    kinds: frozenset[Kind]
    subjects: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class BreachReport:
    """Every paper of one breach, and when the detailed report is due; ``unfound``: the
    bookings named and the subjects read whose customer was not found (named in the papers)."""

    customer_notices: tuple[tuple[Affected, Paper], ...]
    first_intimation: Paper
    detailed_report: Paper
    due: dt.datetime
    unfound: tuple[str, ...] = ()


def locations_of(kinds: Iterable[Kind]) -> list[Location]:
    """The inventory's locations that hold any of ``kinds``."""
    wanted = [word for kind in kinds for word in _HELD_AS[kind]]
    return [loc for loc in INVENTORY if any(word in loc.what for word in wanted)]


def read_during(breach: Breach, log: Sequence[Access]) -> list[Access]:
    """The access log's entries that read the breach's kinds of data while it lasted."""
    actions = frozenset().union(*(_READ_BY[kind] for kind in breach.kinds))
    end = breach.ended or breach.aware_at
    return [e for e in log if e.action in actions and breach.began <= e.at <= end]


def affected_refs(breach: Breach, log: Sequence[Access]) -> tuple[str, ...]:
    """The sales the breach reached: the bookings named, and the subjects read while it lasted
    (a booking's reference, or a pending sale's request id)."""
    refs = list(breach.booking_refs) + [e.subject for e in read_during(breach, log)]
    return tuple(dict.fromkeys(ref for ref in refs if ref))


def _kinds_words(kinds: frozenset[Kind]) -> str:
    words = {
        Kind.ID_SCANS: BREACH.tr("scans of ID documents"),
        Kind.ID_NUMBERS: BREACH.tr("ID document numbers"),
        Kind.CONTACTS: BREACH.tr("phone numbers and e-mail addresses"),
        Kind.NAMES: BREACH.tr("names"),
    }
    return ", ".join(words[kind] for kind in Kind if kind in kinds)


def _when(breach: Breach) -> str:
    began = stamp_text(breach.began.astimezone(SERVICE_TZ))
    if breach.ended is None:
        return BREACH.tr("from {began}, not known to have ended").format(began=began)
    ended = stamp_text(breach.ended.astimezone(SERVICE_TZ))
    return BREACH.tr("from {began} to {ended}").format(began=began, ended=ended)


def _consequences(kinds: frozenset[Kind]) -> str:
    said = []
    if kinds & {Kind.ID_SCANS, Kind.ID_NUMBERS}:
        said.append(
            BREACH.tr(
                "Someone could try to use your ID document's details to pretend to be you, "
                "for example to open an account or a SIM card in your name."
            )
        )
    if Kind.CONTACTS in kinds:
        said.append(
            BREACH.tr(
                "You may receive calls, messages or e-mails that pretend to come from us or "
                "from a bank, asking for money or passwords."
            )
        )
    if kinds == frozenset({Kind.NAMES}):
        said.append(BREACH.tr("Your name alone is unlikely to harm you."))
    return " ".join(said)


def _safety(kinds: frozenset[Kind]) -> str:
    said = [
        BREACH.tr(
            "Do not share passwords, OTPs or card numbers with anyone who calls or writes about "
            "this; we will never ask for them."
        )
    ]
    if kinds & {Kind.ID_SCANS, Kind.ID_NUMBERS}:
        said.append(
            BREACH.tr(
                "Watch for accounts or SIM cards opened in your name, and report any to the "
                "police and to the office that issued your ID document."
            )
        )
    return " ".join(said)


def customer_notice(
    breach: Breach, person: Affected, agency: str, contact: str, done: str
) -> Paper:
    """The notice to ``person`` in their language (rule 7(1)): ``done`` is what the agency did."""
    with in_language(person.language):
        kinds = breach.kinds & person.kinds or breach.kinds
        return Paper(
            BREACH.tr("{agency}: your personal data may have been exposed").format(agency=agency),
            (
                (
                    BREACH.tr("What happened"),
                    BREACH.tr(
                        "{what} It happened {when} at {where}. It concerns your {kinds} held "
                        "for your booking {refs}."
                    ).format(
                        what=breach.what_happened,
                        when=_when(breach),
                        where=breach.where,
                        kinds=_kinds_words(kinds),
                        refs=", ".join(person.booking_refs),
                    ),
                ),
                (BREACH.tr("What it may mean for you"), _consequences(kinds)),
                (BREACH.tr("What we have done"), done),
                (BREACH.tr("What you can do"), _safety(kinds)),
                (
                    BREACH.tr("Whom to contact"),
                    BREACH.tr("{contact}, who can answer your questions about this.").format(
                        contact=contact
                    ),
                ),
            ),
        )


def _impact(breach: Breach, count: int) -> str:
    return (
        f"{count} customer(s) affected; data reached: {_kinds_words(breach.kinds)}. "
        f"Likely impact: {_consequences(breach.kinds)}"
    )


def breach_report(
    breach: Breach,
    affected: Sequence[Affected],
    log: Sequence[Access],
    agency: str,
    contact: str,
) -> BreachReport:
    """Every paper rule 7 asks for about ``breach`` (the Board's in English, the customers' in
    their languages), from the people ``affected`` and the access ``log``."""
    done = breach.mitigation.strip()
    if not done:
        # Each notice must say what was done (rule 7(1)); a dash would tell the customer nothing.
        raise ValueError("say what the agency has done about the breach (its mitigation)")
    notices = tuple(
        (person, customer_notice(breach, person, agency, contact, done)) for person in affected
    )
    due = breach.aware_at + DETAILED_REPORT_DUE
    with in_language("en"):
        description = (
            f"{breach.what_happened} Nature: {_kinds_words(breach.kinds)} exposed. "
            f"When: {_when(breach)}. Where: {breach.where}. How found: {breach.how_found}. "
            f"Aware since {breach.aware_at.isoformat(timespec='minutes')}."
        )
        places = "; ".join(
            f"{loc.store.value} {loc.table}{'.' + loc.column if loc.column else ''}"
            for loc in locations_of(breach.kinds)
        )
        found = {subject for person in affected for subject in person.subjects}
        unfound = tuple(ref for ref in affected_refs(breach, log) if ref not in found)
        missing = ", ".join(unfound)
        extent = f"{len(affected)} customer(s); bookings {', '.join(_refs(affected))}."
        if unfound:
            extent += (
                f" Also reached, their customer not found in the journal: {missing}"
                " (to be found by hand)."
            )
        first = Paper(
            f"{agency}: intimation of a personal data breach to the Data Protection Board",
            (
                ("Description", description),
                ("Extent", extent),
                ("Where the data was held", places),
                ("Likely impact", _impact(breach, len(affected))),
            ),
        )
        read = read_during(breach, log)
        accesses = "; ".join(
            f"{e.at.isoformat(timespec='minutes')} {e.who} ({e.role}) {e.action.value} "
            f"{e.subject}: {e.why}"
            for e in read
        )
        told = "; ".join(
            f"{p.name} ({', '.join(p.booking_refs)}) by {_channel(p)}" for p in affected
        )
        if unfound:
            not_told = f"not told, their customer not found: {missing}"
            told = f"{told}; {not_told}" if told else not_told
        detailed = Paper(
            f"{agency}: detailed report of a personal data breach "
            f"(due by {due.isoformat(timespec='minutes')})",
            (
                ("Updated description", f"{description} {extent}"),
                (
                    "Facts, circumstances and reasons",
                    f"{breach.what_happened} Reads of the data logged while it lasted: "
                    f"{accesses or 'none'}.",
                ),
                ("Measures to mitigate the risk", done),
                ("Findings on who caused it", breach.cause or "not known yet"),
                ("Measures against a recurrence", breach.prevention or "none yet"),
                ("Intimations to the people affected", told or "none"),
            ),
        )
    return BreachReport(notices, first, detailed, due, unfound)


def affected_customers(
    book: PrivacyTables, breach: Breach, default_language: str
) -> list[Affected]:
    """The customers the breach reached, one per phone or e-mail (else name), read from the
    journal: the bookings named and the sales whose data was read while it lasted (a subject
    whose customer is not found is left to ``breach_report``, which names it)."""
    people: dict[str, Affected] = {}
    for subject in affected_refs(breach, book.entries()):
        customer = book.customer_of(subject)
        if customer is None:
            continue
        key = customer.phone or customer.email or customer.name
        known = people.get(key)
        ref = customer.booking_ref or subject
        refs = known.booking_refs if known else ()
        people[key] = Affected(
            customer.name,
            customer.phone,
            customer.email,
            customer.language or default_language,
            tuple(dict.fromkeys((*refs, ref))),
            breach.kinds,
            (*known.subjects, subject) if known else (subject,),
        )
    return list(people.values())


def _refs(affected: Sequence[Affected]) -> list[str]:
    return list(dict.fromkeys(ref for person in affected for ref in person.booking_refs))


def _channel(person: Affected) -> str:
    ways = [way for way in (person.email and "e-mail", person.phone and "phone") if way]
    return " and ".join(ways) or "letter at the counter"
