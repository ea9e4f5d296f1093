"""The header: environment (SANDBOX / LIVE), agent, wallet balance, connection state, and why
selling is off when the journal cannot be written."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QWidget

from app.journal.faults import WriteFault
from app.ui.bridge import ConnectionState, ConnectionStatus
from app.ui.services.wallet import WalletSummary
from app.ui.settings import Environment

# Amber for training, red for real money: nobody mistakes one for the other at a glance.
ENVIRONMENT_STYLE = {
    Environment.SANDBOX: "background:#f6b73c; color:#1d1d1d;",
    Environment.LIVE: "background:#c62828; color:#ffffff;",
}
CONNECTION_STYLE = {
    ConnectionState.CONNECTING: ("Connecting…", "#5f6b7a"),
    ConnectionState.ONLINE: ("● Online", "#2e7d32"),
    ConnectionState.RETRYING: ("◌ Retrying", "#b26a00"),
    ConnectionState.OFFLINE: ("● Offline", "#c62828"),
}


class StatusHeader(QFrame):
    """Always visible at the top of the window; it only displays (no signals)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statusHeader")
        self.environment_label = QLabel()
        self.environment_label.setObjectName("environmentBadge")
        self.agent_label = QLabel("Agent —")
        self.balance_label = QLabel("Wallet —")
        self.connection_label = QLabel()
        self.journal_label = QLabel()
        self.journal_label.setObjectName("journalFault")
        self.journal_label.setStyleSheet("color:#c62828; font-weight:bold;")
        self.journal_label.hide()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.addWidget(self.environment_label)
        layout.addSpacing(12)
        layout.addWidget(self.agent_label)
        layout.addStretch(1)
        layout.addWidget(self.journal_label)
        layout.addSpacing(16)
        layout.addWidget(self.balance_label)
        layout.addSpacing(16)
        layout.addWidget(self.connection_label)
        self.show_connection(ConnectionStatus(ConnectionState.CONNECTING))

    def show_environment(self, environment: Environment) -> None:
        """SANDBOX on amber or LIVE on red."""
        self.environment_label.setText(f" {environment.value.upper()} ")
        self.environment_label.setStyleSheet(
            ENVIRONMENT_STYLE[environment]
            + "font-weight:bold; padding:4px 10px; border-radius:3px;"
        )
        self.environment_label.setToolTip(
            "Training: bookings are not real and cost nothing."
            if environment is Environment.SANDBOX
            else "Live service: bookings are real and paid from the wallet."
        )

    def show_wallet(self, wallet: WalletSummary | None) -> None:
        """The agent and its balance (dashes until known)."""
        if wallet is None:
            self.agent_label.setText("Agent —")
            self.balance_label.setText("Wallet —")
            return
        self.agent_label.setText(wallet.agent_text())
        self.balance_label.setText(
            f"Wallet <b>{wallet.balance_text()}</b> · credit left {wallet.credit_text()}"
        )

    def show_connection(self, status: ConnectionStatus) -> None:
        """Online, retrying or offline, with the time of the next try."""
        text, colour = CONNECTION_STYLE[status.state]
        if status.next_try is not None:
            text += f" · next try {status.next_try:%H:%M:%S}"
        self.connection_label.setText(text)
        self.connection_label.setStyleSheet(f"color:{colour}; font-weight:bold;")

    def show_journal(self, fault: WriteFault | None) -> None:
        """Why selling is off (the journal cannot be written); nothing when it can."""
        self.journal_label.setVisible(fault is not None)
        self.journal_label.setText("" if fault is None else fault.header_text)
        self.journal_label.setToolTip("" if fault is None else fault.sentence)
