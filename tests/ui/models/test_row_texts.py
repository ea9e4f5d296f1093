"""A table model of rows keeps each row's texts once made, and makes them again whenever its rows
or their texts change (issue 92: a view asks a cell's text at each paint and each measure)."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt

from app.ui.models.rows import Column, RowTableModel


class Clock:
    """A text that changes with time, as a departure's "leaves in" does."""

    def __init__(self) -> None:
        self.minutes = 5
        self.asked = 0

    def text(self, row: str) -> str:
        self.asked += 1
        return f"{row} in {self.minutes} min"


class KeptTexts(RowTableModel[str]):
    """A model whose texts are its rows' alone."""

    keeps_texts = True


def model_of(clock: Clock) -> RowTableModel[str]:
    return KeptTexts([Column("Name", lambda row: row), Column("Leaves", clock.text)])


def test_a_model_that_keeps_no_texts_makes_each_as_it_is_asked() -> None:
    """The catalogue's prices follow the till's rules as they are shown: nothing is kept."""
    clock = Clock()
    model = RowTableModel([Column("Leaves", clock.text)])
    model.set_rows(["Ross"])
    assert shown(model, 0, 0) == "Ross in 5 min"
    clock.minutes = 4
    assert shown(model, 0, 0) == "Ross in 4 min"


def shown(model: RowTableModel[str], row: int, column: int) -> object:
    return model.data(model.index(row, column), Qt.ItemDataRole.DisplayRole)


def test_a_row_s_texts_are_made_once_for_every_paint() -> None:
    clock = Clock()
    model = model_of(clock)
    model.set_rows(["Ross", "Havelock"])
    for _paint in range(3):
        assert shown(model, 1, 1) == "Havelock in 5 min"
    assert clock.asked == 1
    assert shown(model, 2, 1) is None and model.data(QModelIndex()) is None


def test_texts_are_made_again_when_told_they_changed() -> None:
    clock = Clock()
    model = model_of(clock)
    model.set_rows(["Ross"])
    assert shown(model, 0, 1) == "Ross in 5 min"
    clock.minutes = 4
    model.refresh_columns([1])
    assert shown(model, 0, 1) == "Ross in 4 min"
    model.set_rows(["Neil"])
    assert shown(model, 0, 1) == "Neil in 4 min"
    model.add_rows(["Baratang"])
    assert [shown(model, row, 0) for row in range(2)] == ["Neil", "Baratang"]
