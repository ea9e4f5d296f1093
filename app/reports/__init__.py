"""Reports over the counter journal and the wallet's ledger snapshot. No Qt here."""
