"""An import's progress on the Bank statement tab, as a clerk sees it: the click shows the words,
the bar and Stop at once, and each progress line moves the bar; none of it is drawn inside the
call that changed it (Qt's progress bar repaints itself at once when it moves, 6 to 7 ms of the
window's paint in the click's own turn), but at the window's next paint."""

from __future__ import annotations

from functools import partial

from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QTabWidget
from pytestqt.qtbot import QtBot

from app.ui.widgets.bank_statements import BankStatementPanel
from tests.ui.conftest import SCREEN_SIZES, screenshot
from tests.ui.helpers.paints import Paints


def _chunk(panel: BankStatementPanel) -> int:
    """How many pixels of the bar's middle row are drawn in the highlight's hue (the chunk)."""
    bar = panel.progress
    image = bar.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    hue = bar.palette().highlight().color().hueF()
    row = image.height() // 2
    drawn = [QColor(image.pixel(x, row)) for x in range(image.width())]
    return sum(c.saturationF() > 0.4 and abs(c.hueF() - hue) < 0.05 for c in drawn)


def test_the_click_shows_the_bar_and_stop_and_each_line_moves_it_at_the_next_paint(
    qtbot: QtBot,
) -> None:
    tabs = QTabWidget()
    qtbot.addWidget(tabs)
    panel = BankStatementPanel()
    tabs.addTab(panel, "Bank statement")
    tabs.resize(*SCREEN_SIZES[0])
    tabs.show()
    qtbot.waitExposed(tabs)
    paints = Paints()
    panel.progress.installEventFilter(paints)

    panel.show_started()
    assert paints.count == 0  # not drawn in the click's turn
    assert panel.progress.isVisible() and panel.stop_button.isVisible()
    assert not panel.import_button.isEnabled()
    assert panel.state.text() == "Reading the statement…"
    qtbot.waitUntil(lambda: paints.count > 0)  # drawn at the next paint

    moved = []
    for done in (12_500, 37_500):
        before = paints.count
        panel.show_progress(done, 50_000)
        assert paints.count == before  # not drawn in the line's turn
        qtbot.waitUntil(partial(lambda n: paints.count > n, before))
        assert panel.progress.value() == done
        # Under load the line's paint may come in two passes: both land before the same line
        # is told again (until a wait with no paint in it).
        drawn = -1
        while drawn != paints.count:
            drawn = paints.count
            qtbot.wait(50)
        panel.show_progress(done, 50_000)  # the same line again: nothing to draw
        qtbot.wait(50)
        assert paints.count == drawn
        moved.append(_chunk(panel))
    # The bar drawn a quarter, then three quarters full.
    assert 0 < 2 * moved[0] < moved[1]
    for width, height in SCREEN_SIZES:
        tabs.resize(width, height)
        screenshot(tabs, f"bank_statement_progress_{width}x{height}")

    panel.show_imported("HDFC Bank: 50,000 rows read, 50,000 new; 20,000 payments proved by them.")
    assert not panel.progress.isVisible() and not panel.stop_button.isVisible()
    assert panel.import_button.isEnabled()
