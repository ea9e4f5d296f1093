"""One source for every money figure: the books (issue 93). Read from the source of each module of
app/, two ways of computing a figure of one's own fail here, named by module and function:

- an SQL ``SUM`` or ``TOTAL`` in a statement that reads the till's tables, the books' tables or
  the agency store's copies of them;
- Python's ``sum(`` over, or a ``+`` or ``-`` with, a money field of one of ``app.records``'
  types (its dataclasses' ``Decimal`` fields and properties, found by their names); a
  generator or comprehension of them summed where it is made, or bound to a name and summed
  by it later in the same function.

Outside ``app/books``, which reads the books, only ``ALLOWED`` may: each entry says why (an
entry that computes nothing fails too, so that the list is kept true)."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator, Mapping
from functools import cache
from pathlib import Path

import pytest

APP = Path(__file__).resolve().parent.parent / "app"
RECORDS = APP / "records"
# The packages that read the books, or hold no figure of the counter's money at all: the books
# themselves; the domain's rules, the client, the bank's statements and the sandbox (the service),
# none of which may import app.records, so none holds its types.
EXEMPT = ("books", "domain", "api", "bank", "sandbox")
# The till's tables, the books' and the agency store's copies of them.
TABLES = (
    "till_sales",
    "till_tenders",
    "customer_refunds",
    "refunds_due",
    "refunds_credited",
    "exchanges",
    "shifts",
    "drawer_counts",
    "z_reports",
    "bookings",
    "money_events",
    "book_lines",
    "agency_sales",
    "agency_cancellations",
    "agency_payments",
    "agency_shifts",
    "agency_reports",
    "agency_book_lines",
    "agency_book_balances",
    "agency_book_day_lines",
    "agency_book_tenders",
    "agency_book_wallet_days",
    "agency_book_drawers",
    "agency_book_bookings",
    "agency_book_wallet_lines",
)
AGGREGATE = re.compile(r"\b(SUM|TOTAL)\s*\(", re.IGNORECASE)
TABLE = re.compile(r"\b(" + "|".join(TABLES) + r")\b")

# A place (``path:qualname``) that may compute a money figure of its own, and why.
ALLOWED: Mapping[str, str] = {
    # The till's own writes and refusal checks: what it writes and what it refuses, not figures
    # shown.
    "app/journal/refunds.py:RefundTables.pay_refund": (
        "refuses a refund over what each tender took or over the rule without a supervisor, "
        "and writes what each tender now owes"
    ),
    "app/journal/refunds.py:RefundTables._write_payment": (
        "writes one payment with what left the drawer (the part and its round off)"
    ),
    "app/journal/refunds.py:OWED_OF_SQL": "refuses a payment of a refund all paid",
    "app/journal/refunds.py:OWED_SQL": (
        "the till's list of the refunds it is to pay out, by cancellation and tender; the "
        "amounts shown are the books' (app.books.queries.refunds_owed)"
    ),
    "app/journal/refunds.py:RefundTables._carried": (
        "an exchange's credit carried to a new sale is no refund the till pays out: off its list"
    ),
    "app/journal/refunds.py:RefundTables.owed_on": (
        "what the till's list still owes a booking's customer: the ceiling an operator's "
        "cancellation's refund is computed under, to be written (Watcher._due), and the owed of "
        "a journal whose books the books job has still to post (app.books.queries."
        "customer_owed); what is shown is the books' owed_to"
    ),
    "app/journal/left_sales.py:LeftSaleTables.left_sales": (
        "which sales' customers left with a refund still owed: the till's list to cancel"
    ),
    "app/booking/aftersale.py:Refund.paid_amount": (
        "what a refund's payments came to, for the total agreed and the refusal over the rule"
    ),
    "app/booking/left.py:_due": (
        "the refund written ahead for a sale whose customer left: each tender's part back its way"
    ),
    "app/counter/runtime/watch.py:Watcher._due": (
        "an operator's cancellation's refund by the rule, computed to be written"
    ),
    "app/counter/runtime/watch.py:Watcher._wallet_back": (
        "what the service's wallet gave back for an operator's cancellation, to be written"
    ),
    "app/records/refunds.py:CustomerRefund.handed": "one payment's own two parts, as written",
    "app/records/refunds.py:CustomerRefund.kept": (
        "one payment less what the bank sent back of it, as written: the till's refusal of a "
        "refund over a tender or the rule counts only what the customer kept"
    ),
    "app/records/refunds.py:RefundDue.amount": "a refund's parts by tender, as written",
    "app/ui/controllers/sale_pay.py:handed_over": (
        "a new sale's payment as the clerk types it (computing a new sale's price is not "
        "reading a figure)"
    ),
    "app/ui/till_words.py:ceiling_text": "the till's refusal of a refund over a tender, in words",
    # Money the books hold no entry of yet.
    "app/journal/shifts.py:ShiftTables.tally": (
        "the cash taken for sales the service has not answered yet: the books post a sale once "
        "it is answered (the drawer shows it apart from the expected cash)"
    ),
    # A journal of an earlier version, until the books job has posted its history (a moment
    # after the first paint), has no books to read.
    "app/reports/drawer.py:_till_figures": (
        "the drawer of a journal whose books the books job has still to post"
    ),
    "app/journal/shifts.py:ShiftTables.till_takings": (
        "each tender's takings of a shift in a journal whose books the books job has still to post"
    ),
    "app/counter/papers/voucher.py:Voucher.paid_now": (
        "a voucher of a journal whose books the books job has still to post"
    ),
    "app/counter/papers/voucher.py:Voucher.margin": (
        "a voucher's margin in a journal whose books the books job has still to post"
    ),
    "app/counter/services/history.py:_till_payment_text": (
        "a booking's money in a journal whose books the books job has still to post"
    ),
    # The journal's reads of the books inside its own write transactions: app.journal may not
    # import app.books, and the read must be the transaction's own.
    "app/journal/money_events.py:balance": (
        "the books' balance read in the write that posts against it (the float, the drawer's "
        "close, the wallet's credit a cancellation repays)"
    ),
    "app/journal/money_events.py:cancellation_event": (
        "the refund due a cancellation posts, read in its transaction"
    ),
    "app/journal/money_events.py:held_refund": (
        "what the books hold of a refund, read in the payment's write that posts the difference"
        " of the refund agreed from it"
    ),
    "app/journal/money_events.py:agreed_of_payments": (
        "the refund as its payments agreed it, read where its difference from the books is"
        " posted after the fact (the books job, version 39)"
    ),
    "app/journal/bank_vouchers.py:_book_items": (
        "the bank reconciliation's reading of the books' bank, in the bank's own transaction"
    ),
    "app/journal/gst_export.py:books_gst": (
        "the books' GST entry by entry for GSTR-3B, read in the GST export's child, which runs on"
        " the journal alone (app.journal may not import app.books)"
    ),
    "app/journal/bank_named.py:corrections": (
        "what an older entry moved the bank not named by, read in the write of its correcting"
        " entry (journal version 45, an import, a deposit's confirmation)"
    ),
    "app/journal/bank_named.py:corrected_apart": (
        "an older entry's bank against its correcting entry, for the books' check of the bank"
    ),
    # The agency store's book views: each booking's money is the books' (agency_book_bookings,
    # migration 0029); a search's day totals add up the bookings the screen's search matched.
    "app/agency/queries.py:_days_sql": (
        "adds up the store's book views' figures of the bookings an agency search matched"
    ),
    "app/agency/queries.py:books_gst": (
        "the store's copy of each counter's books read entry by entry for GSTR-3B, as the"
        " journal's books_gst reads a counter's"
    ),
    # Money that is no records' type, found by a field's name: the bank's rows and proofs, the
    # service's wallet ledger, a chart's cells.
    "app/agency/bank.py:proofs_on": "a bank proof's payment (app.bank's type)",
    "app/journal/bank_vouchers.py:balances_of": "a bank statement's line (app.bank's type)",
    "app/journal/bank_vouchers.py:_lines": "a bank statement's opening line (app.bank's type)",
    "app/counter/services/bank_settle.py:sums": "a settlement's rows and proofs (app.bank's)",
    "app/counter/services/bank_statements.py:StatementService.settlement_problem": (
        "a settlement report's rows (app.bank's type)"
    ),
    "app/reports/wallet_witness.py:KeyWitness.unexplained_total": (
        "the service's wallet ledger's items, the service's figures"
    ),
    "app/reports/wallet_reconcile.py:_Records.between": (
        "the wallet operations a counter's records claim, held against the service's journals"
    ),
    "app/counter/services/disruptions.py:Party.per_seat_over": (
        "the rule's amount an operator's cancellation owes, shared over its seats: the paise a "
        "seat's share leaves, so the seats' figures add up to that one amount"
    ),
    "app/reports/day_charts.py:Grid.row_total": "a chart adds the cells it draws",
    "app/reports/day_charts.py:Grid.series_total": "a chart adds the cells it draws",
}


def money_fields(records: Path = RECORDS) -> frozenset[str]:
    """The names of the money fields of app.records' types: each class's fields annotated with
    ``Decimal`` (or amounts by tender) and its properties returning ``Decimal``."""
    names: set[str] = set()
    for path in sorted(records.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ClassDef):
                continue
            for item in node.body:
                if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                    if _money_type(ast.unparse(item.annotation)):
                        names.add(item.target.id)
                elif (
                    isinstance(item, ast.FunctionDef)
                    and item.returns is not None
                    and _money_type(ast.unparse(item.returns))
                    and any(ast.unparse(d) == "property" for d in item.decorator_list)
                ):
                    names.add(item.name)
    return frozenset(names)


def _money_type(annotation: str) -> bool:
    return "Decimal" in annotation or "TenderAmounts" in annotation


def _own_nodes(node: ast.AST) -> Iterator[ast.AST]:
    """``node`` and what it holds, but not the statements nested in it (a compound statement's
    head alone: its condition, its iterable, its context managers)."""
    yield node
    for child in ast.iter_child_nodes(node):
        if not isinstance(child, ast.stmt):
            yield from _own_nodes(child)


def _is_money(node: ast.expr, fields: frozenset[str]) -> bool:
    """Whether ``node`` is a money field (``x.taken``) or one of its parts (``x.taken[DRAWER]``)."""
    if isinstance(node, ast.Subscript):
        node = node.value
    return isinstance(node, ast.Attribute) and node.attr in fields


COMPREHENSIONS = (ast.GeneratorExp, ast.ListComp, ast.SetComp)


def _scope_nodes(body: list[ast.stmt]) -> Iterator[ast.AST]:
    """What the statements ``body`` hold, but not the functions, classes and lambdas nested in
    them (a scope of their own)."""
    for statement in body:
        stack: list[ast.AST] = [statement]
        while stack:
            node = stack.pop()
            yield node
            stack += [
                child
                for child in ast.iter_child_nodes(node)
                if not isinstance(
                    child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef | ast.Lambda
                )
            ]


def _bound(body: list[ast.stmt]) -> dict[str, ast.expr]:
    """The names the scope of ``body`` binds to a generator or a comprehension: a ``sum(`` of
    such a name a statement later sums what it holds."""
    bound: dict[str, ast.expr] = {}
    for node in _scope_nodes(body):
        if isinstance(node, ast.Assign) and isinstance(node.value, COMPREHENSIONS):
            targets = node.targets
        elif isinstance(node, ast.AnnAssign) and isinstance(node.value, COMPREHENSIONS):
            targets = [node.target]
        else:
            continue
        for target in targets:
            if isinstance(target, ast.Name):
                bound[target.id] = node.value
    return bound


def _statement_finding(
    statement: ast.stmt, fields: frozenset[str], bound: Mapping[str, ast.expr]
) -> str | None:
    """What ``statement`` (its own part, not its body) computes of its own, or None; ``bound``:
    the generators and comprehensions its scope binds to names (``_bound``)."""
    own = list(_own_nodes(statement))
    text = " ".join(
        node.value for node in own if isinstance(node, ast.Constant) and isinstance(node.value, str)
    )
    aggregate, table = AGGREGATE.search(text), TABLE.search(text)
    if aggregate and table:
        return f"SQL {aggregate[1].upper()} over {table[1]}"
    for node in own:
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "sum":
            summed = [
                bound.get(argument.id, argument) if isinstance(argument, ast.Name) else argument
                for argument in node.args
            ]
            if any(
                isinstance(inner, ast.expr) and _is_money(inner, fields)
                for argument in summed
                for inner in ast.walk(argument)
            ):
                return f"sum( over a money field: {ast.unparse(node)[:80]}"
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.Sub):
            if _is_money(node.left, fields) or _is_money(node.right, fields):
                return f"+/- with a money field: {ast.unparse(node)[:80]}"
        elif (
            isinstance(node, ast.AugAssign)
            and isinstance(node.op, ast.Add | ast.Sub)
            and _is_money(node.value, fields)
        ):
            return f"+=/-= of a money field: {ast.unparse(node)[:80]}"
    return None


def findings(source: str, path: str, fields: frozenset[str]) -> list[tuple[str, str]]:
    """Each place of ``source`` (the text of ``path``) that computes a money figure of its own:
    (``path:qualname``, what it does), a statement at a time; a module's own statement is named
    by what it assigns (``path:NAME``), or ``<module>``."""
    found: list[tuple[str, str]] = []

    def visit(body: list[ast.stmt], scope: str, bound: Mapping[str, ast.expr]) -> None:
        for statement in body:
            if isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                name = f"{scope}.{statement.name}" if scope else statement.name
                visit(statement.body, name, _bound(statement.body))
                continue
            what = _statement_finding(statement, fields, bound)
            if what is not None:
                found.append((f"{path}:{scope or _assigned(statement)}", what))
            for field in ("body", "orelse", "finalbody", "handlers"):
                nested = getattr(statement, field, None)
                if isinstance(nested, list):
                    visit([s for s in nested if isinstance(s, ast.stmt)], scope, bound)
                    for handler in nested:
                        if isinstance(handler, ast.ExceptHandler):
                            visit(handler.body, scope, bound)
            for case in getattr(statement, "cases", []):
                visit(case.body, scope, bound)

    module = ast.parse(source).body
    visit(module, "", _bound(module))
    return found


def _assigned(statement: ast.stmt) -> str:
    """The name a module's statement assigns (``<module>`` for any other)."""
    if isinstance(statement, ast.Assign) and isinstance(statement.targets[0], ast.Name):
        return statement.targets[0].id
    if isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name):
        return statement.target.id
    return "<module>"


@cache
def app_findings(app: Path = APP) -> list[tuple[str, str]]:
    """Every finding among app/'s modules outside the exempt packages."""
    fields = money_fields(app / "records")
    found: list[tuple[str, str]] = []
    for path in sorted(app.rglob("*.py")):
        relative = path.relative_to(app.parent)
        if relative.parts[1] in EXEMPT:
            continue
        found += findings(path.read_text(encoding="utf-8"), relative.as_posix(), fields)
    return found


def broken(found: list[tuple[str, str]]) -> list[str]:
    """The findings not allowed, and the allowed places that compute nothing, as sentences."""
    places = {place for place, _ in found}
    sentences = [
        f"{place} computes a money figure of its own ({what}): read it from app/books "
        "(issue 93), or say in ALLOWED why it may."
        for place, what in found
        if place not in ALLOWED
    ]
    sentences += [
        f"{place} is in ALLOWED and computes nothing of its own: drop it."
        for place in ALLOWED
        if place not in places
    ]
    return sorted(set(sentences))


def test_every_money_figure_is_read_from_the_books() -> None:
    assert broken(app_findings()) == []


FIELDS = money_fields()
PLANTED = {
    "app/ui/screens/planted.py": (
        "def shown(takings):\n    return takings.taken[DRAWER] - takings.given[DRAWER]\n",
        "app/ui/screens/planted.py:shown",
    ),
    "app/reports/planted.py": (
        "class Owed:\n    def total(self, owed):\n"
        "        return sum((o.due.amount for o in owed), ZERO)\n",
        "app/reports/planted.py:Owed.total",
    ),
    "app/journal/planted.py": (
        "def taken(conn):\n    return conn.execute(\n"
        '        "SELECT SUM(amount_paise) FROM till_tenders"\n'
        '        " WHERE mode = ?", ("cash",)\n'
        "    ).fetchone()\n",
        "app/journal/planted.py:taken",
    ),
    "app/agency/planted.py": (
        'DAY = (\n    "SELECT counter_code, TOTAL(customer_total)"\n'
        '    " FROM agency_sales GROUP BY 1"\n)\n',
        "app/agency/planted.py:DAY",
    ),
    # A generator of money bound to a name and summed a statement later (as
    # RefundTables.owed_on did).
    "app/ui/planted_owed.py": (
        "class Owed:\n    def on(self, ref):\n"
        "        owed = (o.due.amount for o in self.owed() if o.due.booking_ref == ref)\n"
        "        return money(sum(owed, ZERO))\n",
        "app/ui/planted_owed.py:Owed.on",
    ),
    "app/agency/planted_refunds.py": (
        "def given(rows):\n    total = ZERO\n    for r in rows:\n"
        "        if r.mode:\n            total += r.handed\n    return total\n",
        "app/agency/planted_refunds.py:given",
    ),
}


@pytest.mark.parametrize("path", sorted(PLANTED))
def test_a_planted_figure_of_its_own_fails(path: str) -> None:
    source, place = PLANTED[path]
    found = findings(source, path, FIELDS)
    assert [p for p, _ in found] == [place]
    # Planted among the app's own modules, it breaks the check, and nothing else does.
    assert broken([*app_findings(), *found]) == [
        f"{place} computes a money figure of its own ({found[0][1]}): read it from app/books "
        "(issue 93), or say in ALLOWED why it may."
    ]


def test_a_query_of_other_tables_or_other_fields_is_no_finding() -> None:
    source = (
        "def fine(conn, sale):\n"
        '    conn.execute("SELECT SUM(amount_paise) FROM bank_rows")\n'
        '    conn.execute("SELECT COUNT(*) FROM till_sales")\n'
        "    seats = (line.qty for line in sale.lines)\n"
        "    return sale.price.total + sale.charge + sum(seats)\n"
    )
    assert findings(source, "app/ui/fine.py", FIELDS) == []
