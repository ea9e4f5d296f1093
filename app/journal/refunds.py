"""The customer's refunds: written due with a cancellation, given at the till (within what the
customer paid each way, above the rule only on a supervisor's decision), and what is still owed."""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections.abc import Sequence
from decimal import Decimal

from app.domain.money import ZERO, from_paise, money, to_paise
from app.domain.payment import Payment
from app.domain.refund_split import cash_round_off
from app.domain.tenders import TENDERS, TenderKind, tender_of
from app.domain.till import RefundVerdict, judge_refund, refund_left
from app.journal import money_events, outbox
from app.journal.disruption_state import close_refunded
from app.journal.excess_refunds import ExcessTables
from app.journal.money_events import RETURNED_PAISE, refund_event
from app.journal.outbox import Kind, amount_text
from app.journal.supervisor import SupervisorTables
from app.journal.tax import issue_credit_note, refund_document_no
from app.journal.till_sales import SaleTables
from app.mail.letters import credit_note_settled, mail_refund_given
from app.records.refunds import (
    AbovePaid,
    AboveRule,
    AlreadyRefunded,
    CustomerRefund,
    RefundCeiling,
    RefundDue,
    RefundOwed,
    RefundPart,
    TenderAmounts,
)
from app.records.till import Refusal, TillRefused

# The refunds due first, each then looked up in the requests (``CROSS JOIN`` keeps that order):
# SQLite's planner otherwise walked every request of the journal for the few refunds due, some
# 20 ms on a year's journal, on the UI thread at each showing of the shift's drawer. Each row is
# one tender's due, less what was paid that way (the payments found by their request's index)
# and the bank did not send back (``RETURNED_PAISE``).
OWED_SQL = (
    "SELECT d.*, d.amount_paise - COALESCE((SELECT SUM(c.amount_paise - "
    f"{RETURNED_PAISE}) FROM customer_refunds"
    " AS c WHERE c.request_id = d.request_id AND c.mode = d.mode), 0) AS owed_paise,"
    " r.updated_at FROM refunds_due AS d"
    " CROSS JOIN requests AS r ON r.request_id = d.request_id"
    " LEFT JOIN till_sales AS s ON s.booking_ref = d.booking_ref AND s.state = 'taken'"
    " WHERE r.state = 'done'"
    " AND NOT EXISTS (SELECT 1 FROM refunds_credited AS k WHERE k.request_id = d.request_id)"
    " AND (? IS NULL OR s.counter = ?) ORDER BY r.updated_at, r.rowid, d.rowid"
)
# A refund's payments with what of each the bank sent back (``CustomerRefund.returned``).
_PAYMENTS = f"SELECT c.*, {RETURNED_PAISE} AS returned_paise FROM customer_refunds AS c"
# What one cancellation's refund still owes, by tender (its due less its payments kept).
OWED_OF_SQL = (
    "SELECT d.mode, d.amount_paise - COALESCE((SELECT SUM(c.amount_paise - "
    f"{RETURNED_PAISE}) FROM customer_refunds"
    " AS c WHERE c.request_id = d.request_id AND c.mode = d.mode), 0) FROM refunds_due AS d"
    " WHERE d.request_id = ? ORDER BY d.rowid"
)


def record_refund_due(conn: sqlite3.Connection, request_id: str, due: RefundDue) -> None:
    """Write the customer refund ``due`` (a row per tender) beside the pending cancellation
    ``request_id``; written again (a retry), the first stands."""
    rule = to_paise(due.amount if due.rule is None else due.rule)
    conn.executemany(
        "INSERT INTO refunds_due (request_id, booking_ref, customer, amount_paise, mode,"
        " rule_paise) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (request_id, mode) DO NOTHING",
        [
            (request_id, due.booking_ref, due.customer, to_paise(amount), mode.code, rule)
            for mode, amount in due.by
        ],
    )


def _by_tender(amounts: dict[TenderKind, Decimal]) -> TenderAmounts:
    """The tenders of ``amounts`` with something on them, in registry order."""
    return tuple((kind, money(amounts[kind])) for kind in TENDERS if amounts.get(kind, ZERO) > 0)


class RefundTables(SaleTables, SupervisorTables, ExcessTables):
    """The customer refunds given at the till or credited another way, and those still owed
    (the customers' excesses accepted among them)."""

    def record_refund(
        self,
        request_id: str,
        *,
        booking_ref: str,
        counter: str,
        clerk: str,
        shift_id: int | None,
        rule_amount: Decimal,
        amount: Decimal,
        mode: TenderKind,
        reference: str = "",
        decision_id: int | None = None,
    ) -> CustomerRefund:
        """Record ``amount`` by ``mode`` as the whole refund of the confirmed cancellation
        ``request_id`` (nothing stays owed): ``pay_refund`` with one part."""
        (paid,) = self.pay_refund(
            request_id,
            booking_ref=booking_ref,
            counter=counter,
            clerk=clerk,
            shift_id=shift_id,
            rule_amount=rule_amount,
            parts=(RefundPart(mode, amount, reference),),
            decision_id=decision_id,
        )
        return paid

    def pay_refund(
        self,
        request_id: str,
        *,
        booking_ref: str,
        counter: str,
        clerk: str,
        shift_id: int | None,
        rule_amount: Decimal,
        parts: Sequence[RefundPart],
        owed: dict[TenderKind, Decimal] | None = None,
        decision_id: int | None = None,
        address: str = "",
    ) -> list[CustomerRefund]:
        """Record a payment of the confirmed cancellation ``request_id``'s refund, ``parts``
        given now, ``owed`` (by tender) still to give later; one credit note for the
        cancellation, at its first payment (naming the consumer's ``address`` given for it).

        Less than the rule in all is staff's to decide; more needs ``decision_id`` (a
        supervisor's). A tender's parts now and owed above what the customer paid that way less
        what went back already, or a payment of a refund all paid, are refused whoever approves
        (a ``TillError`` saying why).
        """
        later = {kind: money(amount) for kind, amount in (owed or {}).items()}
        amounts = [part.amount for part in parts] + list(later.values())
        if not parts or any(judge_refund(ZERO, a, a) is RefundVerdict.REFUSED for a in amounts):
            raise TillRefused(Refusal.BAD_AMOUNT)
        done = self._conn.execute(
            "SELECT 1 FROM requests WHERE request_id = ? AND endpoint = 'cancel_booking'"
            " AND state = 'done'",
            (request_id,),
        ).fetchone()
        if done is None:
            raise TillRefused(Refusal.NOT_CONFIRMED)
        self._refuse_when_paid(request_id)
        before = self.payments_of(request_id)
        now = {kind: ZERO for kind in TENDERS}
        for part in parts:
            now[part.mode] += part.amount
        left = self.refund_left(booking_ref)
        for kind in TENDERS:
            if now[kind] + later.get(kind, ZERO) > left[kind]:
                raise AbovePaid(self.ceiling(booking_ref, kind))
        paid_before = sum((p.kept for p in before), ZERO)
        whole = paid_before + sum(now.values(), ZERO) + sum(later.values(), ZERO)
        if whole > rule_amount and decision_id is None:
            raise AboveRule(rule_amount)
        due = self.refund_due(request_id)
        customer = "" if due is None else due.customer
        paid_by = {kind: ZERO for kind in TENDERS}
        for payment in before:
            paid_by[payment.mode] += payment.kept
        stamp = self._stamp()
        ids = [_payment_id(request_id, len(before) + n) for n in range(len(parts))]
        try:
            with self._conn as conn:
                for payment_id, part in zip(ids, parts, strict=True):
                    self._write_payment(
                        conn,
                        (payment_id, request_id, booking_ref, counter, clerk, shift_id),
                        rule_amount,
                        part,
                        decision_id,
                        stamp,
                    )
                # A refund agreed lower than the books owe it (the clerk's) or higher (the
                # supervisor's): the difference is posted with the payment, so the books owe
                # the customer what the till does.
                differs = money_events.agreed_event(
                    conn, ids[-1], request_id, booking_ref, money(whole)
                )
                if differs is not None:
                    money_events.record(conn, differs, self._now())
                owed_later = sum(later.values(), ZERO)
                agreed = sum(now.values(), ZERO) + owed_later
                told = self._owed_told(conn, request_id, booking_ref, owed_later)
                self._credit_once(conn, request_id, booking_ref, agreed, address, told)
                if before and not told:
                    # The last tender given: the customer is told so, the credit note (mailed
                    # with the first payment) not again.
                    mail_refund_given(conn, booking_ref, self._now())
                # What the refund comes to by tender from now on: what each paid, and owes.
                conn.execute("DELETE FROM refunds_due WHERE request_id = ?", (request_id,))
                record_refund_due(
                    conn,
                    request_id,
                    RefundDue(
                        booking_ref,
                        customer,
                        _by_tender(
                            {
                                kind: paid_by[kind] + now[kind] + later.get(kind, ZERO)
                                for kind in TENDERS
                            }
                        ),
                        rule_amount,
                    ),
                )
                if not any(later.values()):
                    # All given: an operator's cancellation's disruption is settled with it.
                    close_refunded(conn, request_id, self._now())
        except sqlite3.IntegrityError:
            # Another window of this till recorded a payment between the check and the write.
            self._refuse_when_paid(request_id)
            raise
        return [p for p in self.payments_of(request_id) if p.payment_id in ids]

    def _write_payment(
        self,
        conn: sqlite3.Connection,
        keys: tuple[str, str, str, str, str, int | None],
        rule_amount: Decimal,
        part: RefundPart,
        decision_id: int | None,
        stamp: str,
    ) -> None:
        """One part's row and its agency record, in ``conn``'s transaction."""
        payment_id, request_id, booking_ref, counter, clerk, shift_id = keys
        reference = part.reference.strip()
        round_off = cash_round_off(part.mode, part.amount)
        conn.execute(
            "INSERT INTO customer_refunds (payment_id, request_id, booking_ref, counter, clerk,"
            " shift_id, rule_paise, amount_paise, mode, reference, decision_id, recorded_at,"
            " round_off_paise) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                payment_id,
                request_id,
                booking_ref,
                counter,
                clerk,
                shift_id,
                to_paise(rule_amount),
                to_paise(part.amount),
                part.mode.code,
                reference,
                decision_id,
                stamp,
                to_paise(round_off),
            ),
        )
        # The agency's copy says what left the drawer (its day close counts the drawer from
        # it), the round off within it named.
        given = {
            "payment_id": payment_id,
            "request_id": request_id,
            "booking_ref": booking_ref,
            "clerk": clerk,
            "shift_id": shift_id,
            "mode": part.mode.code,
            "amount": amount_text(money(part.amount + round_off)),
            "round_off": amount_text(round_off),
            "rule_amount": amount_text(rule_amount),
            "reference": reference,
            "decision_id": decision_id,
            "recorded_at": stamp,
        }
        outbox.add(conn, Kind.CUSTOMER_REFUND, f"refund:{payment_id}", given, self._now())
        paid = refund_event(payment_id, booking_ref, part.mode.code, part.amount, round_off)
        money_events.record(conn, paid, self._now())

    def _credit_once(
        self,
        conn: sqlite3.Connection,
        request_id: str,
        booking_ref: str,
        amount: Decimal,
        address: str,
        owed: Decimal,
    ) -> None:
        """The cancellation's one credit note (keyed by ``request_id``, as an exchange's is),
        for ``amount``: the refund as agreed at its first payment (given now and owed later),
        whatever tenders pay it back; a later payment finds it and issues none. Then the
        cancellation's letter, which waited for it, is sent; a credit note issued now goes
        once, saying the refund was given only when nothing of it is ``owed``."""
        issued = refund_document_no(conn, request_id)
        note = issue_credit_note(conn, request_id, booking_ref, amount, self._now(), address)
        # A later payment finds the note issued at the first: it is not mailed again.
        credit_note_settled(
            conn, booking_ref, request_id, note if issued is None else None, self._now(), owed
        )

    def _owed_told(
        self, conn: sqlite3.Connection, request_id: str, booking_ref: str, owed_later: Decimal
    ) -> Decimal:
        """What a payment of ``request_id``'s refund tells the customer is still owed on
        ``booking_ref`` (``owed_later``: what it leaves owed of this refund): the books' owed to
        them, this payment's entries just posted (a refund agreed other than the rule with
        them), as Lookup and the header say it, whichever cancellation owes it; nothing once the
        till's list has no refund of the booking left to pay out, as the header's list places
        the books' owed. The till's own while a journal of an earlier version waits for
        the books job."""
        owed = money_events.customer_owed(conn, booking_ref)
        if owed is None:
            return owed_later
        listed = owed_later > 0 or any(
            o.due.booking_ref == booking_ref and o.request_id != request_id
            for o in self.refunds_owed()
        )
        return owed if listed else ZERO

    def _refuse_when_paid(self, request_id: str) -> None:
        """``AlreadyRefunded`` with the last payment when the cancellation's refund was paid
        and nothing of it is owed."""
        payments = self.payments_of(request_id)
        if payments and not self.owed_of(request_id):
            raise AlreadyRefunded(payments[-1])

    def payments_of(self, request_id: str) -> list[CustomerRefund]:
        """The payments of the cancellation ``request_id``'s refund, oldest first."""
        rows = self._conn.execute(
            _PAYMENTS + " WHERE c.request_id = ? ORDER BY c.recorded_at, c.rowid",
            (request_id,),
        )
        return [_refund_from(row) for row in rows.fetchall()]

    def owed_of(self, request_id: str) -> TenderAmounts:
        """What the cancellation ``request_id``'s refund still owes, by tender."""
        rows = self._conn.execute(OWED_OF_SQL, (request_id,)).fetchall()
        return _by_tender({tender_of(mode): from_paise(paise) for mode, paise in rows})

    def refunds_of(self, booking_ref: str) -> list[CustomerRefund]:
        """Every customer refund payment for cancellations of ``booking_ref``, oldest first."""
        rows = self._conn.execute(
            _PAYMENTS + " WHERE c.booking_ref = ? ORDER BY c.recorded_at, c.rowid",
            (booking_ref,),
        )
        return [_refund_from(row) for row in rows.fetchall()]

    def refund_left(self, booking_ref: str) -> dict[TenderKind, Decimal]:
        """The most each tender may still give back on ``booking_ref``: what the customer paid
        that way at this till, less what was given back and kept (all zero when not sold
        here): a refund the bank sent back gave nothing."""
        sale = self.sale_of(booking_ref)
        paid = Payment(()) if sale is None else sale.payment
        return refund_left(paid, ((r.mode, r.kept) for r in self.refunds_of(booking_ref)))

    def ceiling(self, booking_ref: str, mode: TenderKind) -> RefundCeiling:
        """The most a refund by ``mode`` may give back on ``booking_ref``, and why: what the
        customer paid that way at this till and each refund given that way already."""
        sale = self.sale_of(booking_ref)
        return RefundCeiling(
            booking_ref,
            mode,
            self.refund_left(booking_ref)[mode],
            None if sale is None else sale.payment.total_by(mode),
            tuple(r for r in self.refunds_of(booking_ref) if r.mode is mode),
        )

    def refund(self, request_id: str) -> CustomerRefund | None:
        """The last payment of the cancellation ``request_id``'s refund when it is all paid
        (None while any of it is owed, or nothing was paid)."""
        try:
            self._refuse_when_paid(request_id)
        except AlreadyRefunded as paid:
            return paid.given
        return None

    # --- what the customer is owed ------------------------------------------------------------

    def refunds_owed(self, counter: str | None = None) -> list[RefundOwed]:
        """Every confirmed cancellation whose customer refund is not all given at the till nor
        credited another way (of the sales of ``counter`` when given), oldest first, with what
        it still owes by tender; then each customer's excess accepted and not paid back
        (``excesses_owed``): money owed to a customer is said until it is paid."""
        # No part of the app writes ``refunds_credited``, but it is a table of journal version 5
        # (``OWED_SCHEMA``) and stays while that schema does: a row there says the refund was
        # given, so it is read. Dropping it, here and in ``left_sales``, is a schema step.
        owed: dict[str, tuple[sqlite3.Row, dict[TenderKind, Decimal]]] = {}
        for row in self._conn.execute(OWED_SQL, (counter, counter)).fetchall():
            _, by = owed.setdefault(row["request_id"], (row, {}))
            by[tender_of(row["mode"])] = from_paise(row["owed_paise"])
        for request_id, (_, by) in owed.items():
            _less(by, self._carried(request_id))
        return [
            RefundOwed(
                request_id,
                RefundDue(row["booking_ref"], row["customer"], _by_tender(by)),
                dt.datetime.fromisoformat(row["updated_at"]),
            )
            for request_id, (row, by) in owed.items()
            if _by_tender(by)
        ] + self.excesses_owed(counter)

    def owed_on(self, booking_ref: str) -> Decimal:
        """All that the customer of ``booking_ref`` is still owed at this till, whatever
        cancellation owes it (the clerk's, the operator's, a customer who left); 0: nothing."""
        owed = (o.due.amount for o in self.refunds_owed() if o.due.booking_ref == booking_ref)
        return money(sum(owed, ZERO))

    def _carried(self, request_id: str) -> Decimal:
        """What of the cancellation ``request_id``'s refund an exchange carried to a new sale
        (``exchanges``, closed): the new sale's price, at most the credit; not owed at the
        till."""
        (paise,) = self._conn.execute(
            "SELECT COALESCE(SUM(MIN(e.credit_paise, t.total_paise)), 0) FROM exchanges AS e"
            " JOIN till_sales AS t ON t.request_id = e.sale_request_id"
            " WHERE e.cancel_request_id = ? AND e.closed_at IS NOT NULL",
            (request_id,),
        ).fetchone()
        return from_paise(paise)

    def refund_due(self, request_id: str) -> RefundDue | None:
        """The customer refund of the cancellation ``request_id``, by tender: written ahead
        with it, then as payments were made (paid and owed)."""
        rows = self._conn.execute(
            "SELECT * FROM refunds_due WHERE request_id = ? ORDER BY rowid", (request_id,)
        ).fetchall()
        if not rows:
            return None
        by = {tender_of(row["mode"]): from_paise(row["amount_paise"]) for row in rows}
        rule = rows[0]["rule_paise"]
        return RefundDue(
            rows[0]["booking_ref"],
            rows[0]["customer"],
            _by_tender(by),
            None if rule is None else from_paise(rule),
        )


def _less(by: dict[TenderKind, Decimal], carried: Decimal) -> None:
    """Take ``carried`` off what ``by`` owes, tender after tender in registry order."""
    for kind in TENDERS:
        part = min(by.get(kind, ZERO), carried)
        if part > 0:
            by[kind] = money(by[kind] - part)
            carried -= part


def _payment_id(request_id: str, earlier: int) -> str:
    """A payment's key: the cancellation's request_id for its first (as rows, credit notes and
    agency records were keyed before refunds took several payments), then ``request_id/2``..."""
    return request_id if earlier == 0 else f"{request_id}/{earlier + 1}"


def _refund_from(row: sqlite3.Row) -> CustomerRefund:
    return CustomerRefund(
        payment_id=row["payment_id"],
        request_id=row["request_id"],
        booking_ref=row["booking_ref"],
        counter=row["counter"],
        clerk=row["clerk"],
        shift_id=row["shift_id"],
        rule_amount=from_paise(row["rule_paise"]),
        amount=from_paise(row["amount_paise"]),
        mode=tender_of(row["mode"]),
        reference=row["reference"],
        decision_id=row["decision_id"],
        recorded_at=dt.datetime.fromisoformat(row["recorded_at"]),
        round_off=from_paise(row["round_off_paise"]),
        returned=from_paise(row["returned_paise"]),
    )
