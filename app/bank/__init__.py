"""The agency's bank statements and UPI settlement reports: read (CSV, XLSX, MT940) into rows,
and each credit matched to the till's UPI and bank tenders. No Qt, no journal: the journal keeps
the rows and the matches (``app.journal.bank``), the screens show them."""

from app.i18n import Catalogue

# The bank's sentences' translation context, declared once for every module of the package.
BANK = Catalogue("BANK")
