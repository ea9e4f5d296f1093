"""The header: environment (SANDBOX / LIVE), agent, wallet balance and connection state."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QWidget

from app.counter.wallet import WalletSummary
from app.domain.environment import EnvironmentChange, ServiceEnvironment
from app.ui.bridge import ConnectionState, ConnectionStatus

# Amber for training, red for real money, and the word on each: nobody mistakes one for the
# other at a glance, colour-blind or not. Grey until the service has said which it is.
ENVIRONMENT_BADGE = {
    ServiceEnvironment.SANDBOX: ("SANDBOX", "background:#f6b73c; color:#1d1d1d;"),
    ServiceEnvironment.LIVE: ("LIVE", "background:#c62828; color:#ffffff;"),
    ServiceEnvironment.UNKNOWN: ("CHECKING…", "background:#5f6b7a; color:#ffffff;"),
}
ENVIRONMENT_TIP = {
    ServiceEnvironment.SANDBOX: "The service says it is a sandbox: training, nothing is real.",
    ServiceEnvironment.LIVE: "Live service: bookings are real and paid from the wallet.",
    ServiceEnvironment.UNKNOWN: "The service has not answered yet: sandbox or live is not known.",
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
        self.change_label = QLabel()
        self.change_label.setObjectName("environmentChange")
        self.change_label.setStyleSheet("color:#c62828; font-weight:bold;")
        # The message bar has the whole sentence; here it must never widen the window.
        self.change_label.setWordWrap(True)
        self.change_label.hide()
        self.agent_label = QLabel("Agent —")
        self.balance_label = QLabel("Wallet —")
        self.connection_label = QLabel()
        # Sales whose answer has not come, answers not saved yet: until the app settles them.
        self.counter_notice = QLabel()
        self.counter_notice.setObjectName("counterNotice")
        self.counter_notice.setStyleSheet("color:#b26a00; font-weight:bold;")
        self.counter_notice.setWordWrap(True)
        self.counter_notice.hide()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.addWidget(self.environment_label)
        layout.addSpacing(12)
        layout.addWidget(self.change_label, 2)  # the free space first, so one line if it fits
        layout.addWidget(self.counter_notice, 2)
        layout.addWidget(self.agent_label)
        layout.addStretch(1)
        layout.addWidget(self.balance_label)
        layout.addSpacing(16)
        layout.addWidget(self.connection_label)
        self.show_connection(ConnectionStatus(ConnectionState.CONNECTING))

    def show_environment(
        self, environment: ServiceEnvironment, change: EnvironmentChange | None = None
    ) -> None:
        """SANDBOX on amber or LIVE on red, as the service says; after a ``change``, that
        selling is stopped."""
        word, style = ENVIRONMENT_BADGE[environment]
        self.environment_label.setText(f" {word} ")
        self.environment_label.setStyleSheet(
            style + "font-weight:bold; padding:4px 10px; border-radius:3px;"
        )
        self.environment_label.setToolTip(ENVIRONMENT_TIP[environment])
        if change is not None:
            self.change_label.setText(
                f"Selling stopped: the service changed from {change.before.upper()} "
                f"to {change.after.upper()}"
            )
        self.change_label.setVisible(change is not None)

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

    def show_counter_notice(self, text: str) -> None:
        """What the counter still waits for ('' hides it)."""
        self.counter_notice.setText(text)
        self.counter_notice.setVisible(bool(text))
