"""The frame of a small dialog that asks through a form: its words above the form, a line under
it saying what is happening or wrong, and OK and Cancel below."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
)

# Wide enough that a "Saving…" or a refusal under the form reads in a few lines.
MIN_WIDTH_PX = 440


def wrapped(label: QLabel) -> QLabel:
    """``label``, its words wrapped within a line at least as wide as the dialog's."""
    label.setWordWrap(True)
    label.setMinimumWidth(MIN_WIDTH_PX)
    return label


def state_line(name: str) -> QLabel:
    """The line under the form, empty until the dialog says what is happening or wrong."""
    state = wrapped(QLabel())
    state.setObjectName(name)
    return state


def lay_out(
    dialog: QDialog,
    intro: QLabel,
    form: QFormLayout,
    state: QLabel,
    submit: Callable[[], object],
    *,
    grows: bool = False,
) -> tuple[QPushButton, QPushButton]:
    """``intro``, ``form``, ``state`` and OK and Cancel under each other in ``dialog``: OK runs
    ``submit``, Cancel rejects; (OK, Cancel), for their words. ``grows``: the dialog grows with
    what ``state`` says rather than squeeze the lines above out of sight."""
    ok, cancel = QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Cancel
    buttons = QDialogButtonBox(ok | cancel)
    buttons.accepted.connect(submit)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    if grows:
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
    layout.addWidget(intro)
    layout.addLayout(form)
    layout.addWidget(state)
    layout.addWidget(buttons)
    return buttons.button(ok), buttons.button(cancel)
