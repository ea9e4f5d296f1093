"""The header: environment (SANDBOX / LIVE), agent, wallet balance and connection state."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QWidget

from app.ui.bridge import ConnectionState, ConnectionStatus
from app.ui.services.wallet import WalletSummary
from app.ui.settings import Environment
from app.ui.style import roles, text_style

CONNECTION_TEXT = {
    ConnectionState.CONNECTING: "Connecting…",
    ConnectionState.ONLINE: "● Online",
    ConnectionState.RETRYING: "◌ Retrying",
    ConnectionState.OFFLINE: "● Offline",
}


def environment_style(environment: Environment) -> str:
    """The badge's colours: amber for training, red for real money (``app.ui.style``)."""
    tone = roles()
    background, text = (
        (tone.sandbox, tone.on_sandbox)
        if environment is Environment.SANDBOX
        else (tone.live, tone.on_live)
    )
    return f"background:{background.name()}; color:{text.name()};"


def connection_colour(state: ConnectionState) -> QColor:
    """Grey while connecting, green online, amber retrying, red offline."""
    tone = roles()
    return {
        ConnectionState.CONNECTING: tone.muted,
        ConnectionState.ONLINE: tone.success,
        ConnectionState.RETRYING: tone.warning,
        ConnectionState.OFFLINE: tone.error,
    }[state]


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
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.addWidget(self.environment_label)
        layout.addSpacing(12)
        layout.addWidget(self.agent_label)
        layout.addStretch(1)
        layout.addWidget(self.balance_label)
        layout.addSpacing(16)
        layout.addWidget(self.connection_label)
        self.show_connection(ConnectionStatus(ConnectionState.CONNECTING))

    def show_environment(self, environment: Environment) -> None:
        """SANDBOX on amber or LIVE on red."""
        self.environment_label.setText(f" {environment.value.upper()} ")
        self.environment_label.setStyleSheet(
            environment_style(environment)
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
        text = CONNECTION_TEXT[status.state]
        if status.next_try is not None:
            text += f" · next try {status.next_try:%H:%M:%S}"
        self.connection_label.setText(text)
        self.connection_label.setStyleSheet(text_style(connection_colour(status.state), bold=True))
