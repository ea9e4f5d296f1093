"""Every gate a supervisor opens at the counter, declared once as a ``Permission``: the PIN
dialog's title and the sentence staff read when nobody approves. The service that owns each rule
asks for its permission through an injected ``Approve`` and refuses without a decision; the
settings' own gates are declared with the settings they guard (``app.counter.config.settings``).
The texts are marked for the PERMISSIONS catalogue and translated where shown."""

from __future__ import annotations

from app.counter.config.declared import Permission
from app.i18n import QT_TRANSLATE_NOOP

# A drawer counted off (over or short) by more than Settings allow; ``{limit}`` is that amount.
DRAWER_OFF = Permission(
    QT_TRANSLATE_NOOP("PERMISSIONS", "Close the shift with the drawer off"),
    QT_TRANSLATE_NOOP(
        "PERMISSIONS", "Not closed: a drawer off by more than {limit} needs a supervisor's PIN."
    ),
)
# A shift closed by another clerk than the one who opened it; ``{clerk}`` opened it.
OTHER_CLERKS_SHIFT = Permission(
    QT_TRANSLATE_NOOP("PERMISSIONS", "Close another clerk's shift"),
    QT_TRANSLATE_NOOP(
        "PERMISSIONS", "This is {clerk}'s shift: closing it needs a supervisor's PIN."
    ),
)
# The whole access log read (who looked at which customer's data).
ACCESS_LOG = Permission(
    QT_TRANSLATE_NOOP("PERMISSIONS", "Who looked at customers' data"),
    QT_TRANSLATE_NOOP("PERMISSIONS", "Not shown: a supervisor's PIN is needed."),
    recorded=False,
)
# One customer's entries of the access log read, from their booking.
CUSTOMER_ACCESS_LOG = Permission(
    QT_TRANSLATE_NOOP("PERMISSIONS", "See who looked at a customer's data"),
    QT_TRANSLATE_NOOP("PERMISSIONS", "Not shown: a supervisor's PIN is needed."),
    recorded=False,
)
# A sale in progress, once sent to the service, discarded (voided): its summary is shown.
VOID_KEPT_SALE = Permission(
    QT_TRANSLATE_NOOP("PERMISSIONS", "Discard a sale in progress"),
    QT_TRANSLATE_NOOP(
        "PERMISSIONS",
        "The sale is kept: discarding a sale already sent to the service needs a supervisor's PIN.",
    ),
)
# A refund above what the cancellation rule gives back; ``{rule}`` is the rule's amount.
REFUND_ABOVE_RULE = Permission(
    QT_TRANSLATE_NOOP("PERMISSIONS", "Refund above the rule"),
    QT_TRANSLATE_NOOP("PERMISSIONS", "More than the rule's {rule} needs a supervisor's PIN."),
)
# An IRN's cancellation recorded and its portal file written; the document's number is shown.
IRN_CANCEL = Permission(
    QT_TRANSLATE_NOOP("PERMISSIONS", "Cancel an IRN"),
    QT_TRANSLATE_NOOP("PERMISSIONS", "Only a supervisor cancels an IRN."),
)
# The owner's column mapping kept for statements of no known layout; the columns chosen shown.
STATEMENT_COLUMNS = Permission(
    QT_TRANSLATE_NOOP("PERMISSIONS", "Keep a statement's columns"),
    QT_TRANSLATE_NOOP("PERMISSIONS", "The columns were not kept: they need a supervisor's PIN."),
    recorded=False,
)
# A questioned payment resolved (the reference, amount, outcome and detail shown).
PAYMENT_RESOLVED = Permission(
    QT_TRANSLATE_NOOP("PERMISSIONS", "Resolve a questioned payment"),
    QT_TRANSLATE_NOOP("PERMISSIONS", "Not resolved: it needs a supervisor's PIN."),
)
# A statement's cash deposit kept as the cash banked at a close (the deposit and the close shown).
CASH_DEPOSIT_CONFIRMED = Permission(
    QT_TRANSLATE_NOOP("PERMISSIONS", "Confirm cash banked"),
    QT_TRANSLATE_NOOP("PERMISSIONS", "Not confirmed: it needs a supervisor's PIN."),
)
# A statement of no balance accepted as the bank's, so that its rows prove payments (the
# statement's file, account, day and rows shown).
STATEMENT_ACCEPTED = Permission(
    QT_TRANSLATE_NOOP("PERMISSIONS", "Accept a statement without balances"),
    QT_TRANSLATE_NOOP("PERMISSIONS", "Not accepted: it needs a supervisor's PIN."),
)
# A statement's line no rule accounts for assigned to an account (the line, account and narration).
LINE_ASSIGNED = Permission(
    QT_TRANSLATE_NOOP("PERMISSIONS", "Book a statement's line"),
    QT_TRANSLATE_NOOP("PERMISSIONS", "Not booked: it needs a supervisor's PIN."),
)
# A line's assignment undone, its voucher reversed (the line, account and narration shown).
ASSIGNMENT_UNDONE = Permission(
    QT_TRANSLATE_NOOP("PERMISSIONS", "Undo a line's entry in the books"),
    QT_TRANSLATE_NOOP("PERMISSIONS", "Not undone: it needs a supervisor's PIN."),
)
# Every counter's unresolved sales and drafts read from the agency store (a read: not recorded).
AGENCY_UNRESOLVED = Permission(
    QT_TRANSLATE_NOOP("PERMISSIONS", "Unresolved at all counters"),
    QT_TRANSLATE_NOOP("PERMISSIONS", "Only a supervisor sees every counter's unresolved sales."),
    recorded=False,
)
# A customer's personal data written to a file for them; the customer and booking are shown.
EXPORT_CUSTOMER_DATA = Permission(
    QT_TRANSLATE_NOOP("PERMISSIONS", "Export a customer's personal data"),
    QT_TRANSLATE_NOOP("PERMISSIONS", "Not exported: a supervisor's PIN is needed."),
)
# A customer's phone, e-mail and ID numbers erased; the customer and booking are shown.
ERASE_CUSTOMER_DATA = Permission(
    QT_TRANSLATE_NOOP("PERMISSIONS", "Erase a customer's personal data"),
    QT_TRANSLATE_NOOP("PERMISSIONS", "Not erased: a supervisor's PIN is needed."),
)
# A sale whose answer has not come: the supervisor decides to keep trying, or that the customer
# left (the sale then cancelled if it was booked). The sale is shown.
PENDING_REFUSED = QT_TRANSLATE_NOOP(
    "PERMISSIONS",
    "Nothing was decided: a supervisor's decision needs the supervisor's PIN. The app keeps "
    "asking the service about the sale.",
)
KEEP_TRYING_DECIDED = Permission(
    QT_TRANSLATE_NOOP("PERMISSIONS", "Keep trying the unanswered sale"), PENDING_REFUSED
)
CUSTOMER_LEFT_DECIDED = Permission(
    QT_TRANSLATE_NOOP("PERMISSIONS", "The customer left: cancel the sale if it was booked"),
    PENDING_REFUSED,
)
# A sale whose customer pays less than the wallet is debited; the product and both totals shown.
BELOW_COST = Permission(
    QT_TRANSLATE_NOOP("PERMISSIONS", "Price below cost"),
    QT_TRANSLATE_NOOP("PERMISSIONS", "Not sent: a price below cost needs a supervisor's PIN."),
)
# A transfer reference an earlier sale carries, allowed as one transfer split over both sales.
ONE_TRANSFER_TWO_SALES = Permission(
    QT_TRANSLATE_NOOP("PERMISSIONS", "One transfer for two sales"),
    QT_TRANSLATE_NOOP(
        "PERMISSIONS",
        "Not sent: check the reference with the customer; a transfer split over two sales needs "
        "a supervisor's PIN.",
    ),
)
# A passenger's ID numbers opened from their booking, with a reason the access log keeps.
PASSENGER_IDS = Permission(
    QT_TRANSLATE_NOOP("PERMISSIONS", "See the passengers' ID numbers"),
    QT_TRANSLATE_NOOP("PERMISSIONS", "Not shown: a supervisor's PIN is needed."),
    recorded=False,
)
# The ID scans a sale waiting for its answer holds, opened with a reason the access log keeps.
SALE_ID_SCANS = Permission(
    QT_TRANSLATE_NOOP("PERMISSIONS", "See the ID scans of a sale waiting for its answer"),
    QT_TRANSLATE_NOOP("PERMISSIONS", "Not shown: a supervisor's PIN is needed to see ID scans."),
    recorded=False,
)
# e-invoice answers the import's checks refused, kept with the reason typed with the PIN and
# the supervisor's name; the documents' numbers are shown.
ACCEPT_REFUSED_ANSWER = Permission(
    QT_TRANSLATE_NOOP("PERMISSIONS", "Accept the portal's answer the checks refused"),
    QT_TRANSLATE_NOOP("PERMISSIONS", "Only a supervisor accepts an answer the checks refused."),
)
# The key this counter seals its records under made anew (its keyring's entry feared read, or
# on the agency's word): the agency registers the new key by the supervisor's decision.
ROTATE_RECORDS_KEY = Permission(
    QT_TRANSLATE_NOOP("PERMISSIONS", "Seal this counter's records under a new key"),
    QT_TRANSLATE_NOOP("PERMISSIONS", "Not changed: a supervisor's PIN is needed."),
)
# A month closed: nothing dated in it changes after (docs/decisions/month-lock.md). The month and
# what its statements do not explain, to be accepted, are shown; the supervisor's name is kept.
CLOSE_MONTH = Permission(
    QT_TRANSLATE_NOOP("PERMISSIONS", "Close the month"),
    QT_TRANSLATE_NOOP("PERMISSIONS", "The month stays open: closing it needs a supervisor's PIN."),
)
# A closed month re-opened: the owner's act, with a reason every export of it then shows.
REOPEN_MONTH = Permission(
    QT_TRANSLATE_NOOP("PERMISSIONS", "Re-open a closed month (the owner)"),
    QT_TRANSLATE_NOOP(
        "PERMISSIONS", "The month stays closed: re-opening it is the owner's, with a reason."
    ),
)
