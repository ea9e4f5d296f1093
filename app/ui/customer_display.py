"""The customer display: a frameless window on a second screen, in the customer's language, that
shows the sale being paid (or the agency's name between sales) and follows screens being plugged
in and out."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from decimal import Decimal
from html import escape

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QGuiApplication, QResizeEvent, QScreen
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QLayout,
    QVBoxLayout,
    QWidget,
)

from app.counter.config.settings import Settings, document_language_of
from app.counter.papers.formatting import money_text
from app.counter.papers.privacy_notice import Notice, notice_facts, privacy_notice
from app.counter.services.customer_display import (
    CustomerView,
    Idle,
    NoticeView,
    SaleView,
    Thanks,
    display_screen,
)
from app.domain.money import CURRENCY, ZERO
from app.domain.upi import UpiRequest
from app.i18n import Catalogue, in_language
from app.reports.receipt_data import customer_total_words
from app.ui.style import SIZED, named
from app.ui.widgets.upi_qr import UpiQr

CUSTOMER_DISPLAY = Catalogue("CUSTOMER_DISPLAY")
# The customer stands further from a small screen than the clerk from theirs: the code is bigger,
# up to two fifths of the screen's height (a 7-inch 800x480 panel keeps room for its caption
# below it and the words beside it).
DISPLAY_QR_SIDE = 300
# The notice's smallest and largest letters, in pixels, and the screen's height per pixel of them
# (see resizeEvent): Tamil's notice fills an 800x480 screen in 13-pixel letters.
NOTICE_PX = (13, 19)
HEIGHT_PER_NOTICE_PX = 36


def _money(amount: Decimal) -> str:
    """``INR 5,000.00`` kept on one line (a no-break space after the currency): a wrapped
    caption on a 7-inch panel put "INR" at a line's end and its amount on the next."""
    return money_text(amount, CURRENCY).replace(" ", "\N{NO-BREAK SPACE}", 1)


def _label(name: str) -> QLabel:
    label = QLabel()
    if name in SIZED:
        named(label, name)  # its size is declared by its name
    else:
        label.setObjectName(name)
    label.setWordWrap(True)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    return label


class CustomerDisplayWindow(QWidget):
    """The window the customer looks at; ``show_view`` draws one view in one language."""

    def __init__(self) -> None:
        # Shown without taking the keyboard: at start (a second screen plugged in) the display
        # took the focus, and the clerk's first keys went nowhere until a click.
        flags = Qt.WindowType.FramelessWindowHint | Qt.WindowType.WindowDoesNotAcceptFocus
        super().__init__(None, Qt.WindowType.Window | flags)
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setObjectName("customerDisplay")
        # The clerk's window closing ends the app, whatever the customer's screen shows.
        self.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)
        self.setWindowTitle(CUSTOMER_DISPLAY.tr("Customer display"))
        self.agency = _label("displayAgency")
        self.headline = _label("displayHeadline")
        self.details = _label("displayDetails")
        self.notice = _label("displayNotice")
        self.notice.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.notice.setTextFormat(Qt.TextFormat.RichText)
        self.amount = _label("displayAmount")
        self.qr = UpiQr(DISPLAY_QR_SIDE)
        self.qr_caption = _label("displayQrCaption")
        self.change = _label("displayChange")
        # The words and the amounts on the left, the QR code and its caption beside them (one
        # above the other, they ran past the bottom of a 1024x600 or 800x480 screen); each
        # column takes the window's height and centres what it shows in it.
        words = QVBoxLayout()
        words.addStretch(1)
        for widget in (self.headline, self.details, self.notice, self.amount, self.change):
            words.addWidget(widget)
        words.addStretch(1)
        code = QVBoxLayout()
        code.addStretch(1)
        code.addWidget(self.qr)
        code.addWidget(self.qr_caption)
        code.addStretch(1)
        row = QHBoxLayout()
        row.addLayout(words, 1)
        row.addLayout(code)
        layout = QVBoxLayout(self)
        # The window is its screen's size, never more: a view's words, laid out before they
        # wrapped, asked for a minimum that grew an 800x480 panel's window to 1013x586 and put
        # the QR code past the screen's right edge. What is shown fits each customer screen in
        # every language (tests/ui/test_fit.py), so nothing needs the window to grow.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        layout.setContentsMargins(24, 16, 24, 16)
        layout.addWidget(self.agency)
        layout.addLayout(row, 1)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The notice's words and the QR code as large as the screen's height lets everything
        show (a customer screen may be 800x480 or 1366x768)."""
        height = event.size().height()
        font = self.notice.font()
        font.setPixelSize(max(NOTICE_PX[0], min(NOTICE_PX[1], height // HEIGHT_PER_NOTICE_PX)))
        self.notice.setFont(font)
        side = min(DISPLAY_QR_SIDE, height * 2 // 5)
        self.qr.set_side(side)
        # The caption a little wider than the code above it (fewer lines under it); the words
        # beside them keep the rest.
        self.qr_caption.setMaximumWidth(side * 3 // 2)
        super().resizeEvent(event)

    def show_view(self, view: CustomerView, language: str) -> None:
        """Draw ``view`` with every word in ``language`` (the customer documents' language)."""
        with in_language(language):
            self._draw(view)

    def _draw(self, view: CustomerView) -> None:
        self.agency.setText(view.agency)
        self.agency.setVisible(not isinstance(view, Idle | NoticeView))  # the notice names it
        upi = view.upi_amount if isinstance(view, SaleView) and view.upi_link else None
        self.qr.show_link(view.upi_link if isinstance(view, SaleView) else "")
        self.qr_caption.setText("" if upi is None else self._qr_text(upi, view))
        self.notice.setText(notice_html(view.notice) if isinstance(view, NoticeView) else "")
        if isinstance(view, NoticeView):
            self.headline.setText(view.notice.title)
            self.details.setText("")
            self.amount.setText("")
            self.change.setText("")
        elif isinstance(view, Idle):
            self.headline.setText(view.agency or CUSTOMER_DISPLAY.tr("Welcome"))
            self.details.setText(CUSTOMER_DISPLAY.tr("Welcome"))
            self.amount.setText("")
            self.change.setText("")
        elif isinstance(view, SaleView):
            self.headline.setText(view.trip)
            self.details.setText(
                CUSTOMER_DISPLAY.tr("{when}\nPlease check the names: {names}").format(
                    when=view.when, names=", ".join(view.names)
                )
            )
            self.amount.setText(
                CUSTOMER_DISPLAY.tr("{total}: {amount}").format(
                    total=customer_total_words(), amount=_money(view.amount)
                )
            )
            self.change.setText(self._change_text(view.change))
        else:
            self.headline.setText(CUSTOMER_DISPLAY.tr("Thank you!"))
            self.details.setText(CUSTOMER_DISPLAY.tr("Have a good trip."))
            self.amount.setText("")
            self.change.setText(self._change_text(view.change))
        for label in (self.details, self.notice, self.amount, self.qr_caption, self.change):
            label.setVisible(bool(label.text()))

    @staticmethod
    def _qr_text(upi: Decimal, view: CustomerView) -> str:
        """What the QR asks for; of a split, which part of the amount to pay it is."""
        scan = CUSTOMER_DISPLAY.tr("Scan with any UPI app to pay {amount} by UPI").format(
            amount=_money(upi)
        )
        if not isinstance(view, SaleView) or upi == view.amount:
            return scan
        part = CUSTOMER_DISPLAY.tr("UPI part: {part} of {total}").format(
            part=_money(upi), total=_money(view.amount)
        )
        return f"{part}\n{scan}"

    @staticmethod
    def _change_text(change: Decimal | None) -> str:
        if change is None or change <= ZERO:
            return ""
        return CUSTOMER_DISPLAY.tr("Your change: {amount}").format(amount=_money(change))


def notice_html(notice: Notice) -> str:
    """The notice's items as rich text: each heading bold, its words after it."""
    return "".join(
        f"<p style='margin:0 0 6px 0'><b>{escape(item.heading)}</b> {escape(item.text)}</p>"
        for item in notice.items
    )


class CustomerDisplay(QObject):
    """Puts the customer display on a screen other than the clerk's window's when Settings turn it
    on, takes it off when that screen goes, and keeps what it shows up to date."""

    def __init__(self, clerk_window: QWidget, settings: Callable[[], Settings]) -> None:
        super().__init__(clerk_window)
        self.clerk_window = clerk_window
        self.settings = settings
        self.window = CustomerDisplayWindow()
        self.view: CustomerView = Idle("")
        # The sale's customer language; None between sales (the counter's document language).
        self.language: str | None = None
        app = QGuiApplication.instance()
        assert isinstance(app, QGuiApplication)
        # Bound methods: Qt drops the connections when this object goes with the clerk's window.
        app.screenAdded.connect(self._screen_added)
        app.screenRemoved.connect(self.place)
        clerk_window.destroyed.connect(self.window.deleteLater)

    def _screen_added(self, _screen: QScreen) -> None:
        self.place()

    def _clerk_screen(self) -> QScreen | None:
        handle = self.clerk_window.windowHandle()
        return handle.screen() if handle is not None else QGuiApplication.primaryScreen()

    def place(self, gone: QScreen | None = None) -> None:
        """Show the display on its screen, or hide it (switched off, one screen); ``gone``: a
        screen being unplugged, no longer a choice."""
        screens = [s for s in QGuiApplication.screens() if s is not gone]
        clerk = self._clerk_screen()
        chosen = display_screen(
            [s.name() for s in screens],
            clerk.name() if clerk is not None and clerk is not gone else "",
            self.settings().customer_display,
        )
        screen = next((s for s in screens if s.name() == chosen), None)
        if screen is None:
            self.window.hide()
            return
        self.window.setScreen(screen)
        self.window.setGeometry(screen.geometry())
        self._draw()
        # The keys stay where they were (the clerk's window at start): some platforms activate
        # every window shown, whatever it asks.
        keys = QApplication.activeWindow()
        if keys is None and self.clerk_window.isVisible():
            keys = self.clerk_window.window()
        self.window.show()
        if keys is not None and keys is not self.window:
            keys.activateWindow()

    def _draw(self) -> None:
        settings = self.settings()
        self.view = replace(self.view, agency=settings.agency_name)
        self.window.show_view(self.view, self.language or document_language_of(settings))

    def set_language(self, code: str) -> None:
        """The sale's customer reads ``code``: what is shown is drawn again in it (the notice
        too, while their details are typed)."""
        self.language = code
        if isinstance(self.view, NoticeView):
            self.view = replace(self.view, notice=self.notice())
        self._draw()

    def show(self, view: CustomerView) -> None:
        """Show ``view`` (drawn even while hidden: the screen may be plugged in any moment)."""
        self.view = view
        self._draw()

    def show_idle(self) -> None:
        """Between sales: the agency's name, in the counter's document language."""
        self.language = None
        self.show(Idle(""))

    def show_upi(self, request: UpiRequest | None) -> None:
        """The UPI request of the sale's UPI part (None for none)."""
        if isinstance(self.view, SaleView):
            link, amount = ("", None) if request is None else (request.link(), request.amount)
            self.show(replace(self.view, upi_link=link, upi_amount=amount))

    def show_change(self, change: Decimal | None) -> None:
        """The change due as the clerk types the cash tendered."""
        if isinstance(self.view, SaleView):
            self.show(replace(self.view, change=change))

    def notice(self) -> Notice:
        """The privacy notice as Settings make it, in the customer's language (the counter's
        document language between sales)."""
        settings = self.settings()
        language = self.language or document_language_of(settings)
        return privacy_notice(notice_facts(settings), language)

    def show_notice(self) -> None:
        """While the customer's details are typed: how their personal data is used."""
        self.show(NoticeView("", self.notice()))

    def show_thanks(self, change: Decimal) -> None:
        """The sale is booked: thank you, and the change to hand back."""
        self.show(Thanks("", change))
