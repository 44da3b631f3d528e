"""Items torn down by the garbage collector still answer Qt's last questions."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from histcards.engine import GAMES
from histcards.table.board import BoardItem
from histcards.table.cards_view import CardItem, SvgCache
from histcards.table.plates import PeekItem, PlateItem


def test_an_item_whose_attributes_were_cleared_has_an_empty_bounding_rect(qapp) -> None:
    cache = SvgCache()
    board = BoardItem(cache, GAMES["homme"].info.board(["pot"]), ["pot"])
    board.set_rect(QRectF(0, 0, 120, 80))
    assert board.boundingRect() == QRectF(0, 0, 120, 80)
    for item in (board, PlateItem(), PeekItem(cache, None)):
        item.__dict__.clear()  # what the collector does to an object of a cycle
        assert item.boundingRect() == QRectF()


def test_a_missing_attribute_of_a_live_item_is_still_an_error(qapp) -> None:
    card = CardItem(5, SvgCache(), None)
    del card.lift
    with pytest.raises(AttributeError):
        card.boundingRect()
