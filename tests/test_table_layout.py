"""The table's geometry: seats in playing order around the felt, everything on screen,
nothing of one seat on top of another's, the play area and the stake board clear of the
seats and of each other and growing with the view, the viewer's fan clear of his plate
and the talon with every card's index in sight."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest

from histcards.engine import GAMES
from histcards.engine.declaration import Board, GameInfo
from histcards.table.board import board_size
from histcards.table.layout import (
    FAN_MIN,
    BoardSize,
    Rect,
    TableSpec,
    _fan_box,
    bubble_box,
    compute_layout,
    keep_clear,
    over_table,
    seat_angle,
)

SIZES = [(1280, 800), (1024, 700), (1920, 1080), (1280, 760), (1024, 640), (1920, 1040),
         (800, 560)]
DECLARED: dict[str, tuple[Board, GameInfo]] = {
    board.art: (board, GAMES[game].info) for game in GAMES for board in GAMES[game].info.boards}
"""Each stake board the games declare, by its art, with the game that has it."""
BOARDS = {**{art: info.players for art, (_, info) in DECLARED.items()}, None: range(2, 9)}
"""Each board with the player counts its game is played by; None: a table without one."""
CASES = [(players, size, board) for board, counts in BOARDS.items() for players in counts
         for size in SIZES]


def size_of(board: str | None) -> BoardSize | None:
    """How the layout sizes a declared board (by its art), or None."""
    return board_size(DECLARED[board][0]) if board is not None else None


def spec_for(players: int, board: str | None, viewer: int = 0) -> TableSpec:
    """A table like the games': Hoc for two deals 15 cards each, the others fewer."""
    hand = 15 if board == "hoc" and players == 2 else 12
    stops = board is not None and "run" in DECLARED[board][1].zones
    return TableSpec(players, viewer, players % 2 == 0, size_of(board),
                     chips=board is not None, hand_max=hand, stops=stops)


def test_every_declared_board_is_laid_out() -> None:
    assert set(DECLARED) == {"poch", "poque", "hoc", "pot"}


def seat_boxes(layout, seat: int) -> list[Rect]:
    """What a seat other than the viewer has on the table: plate, fan, won tricks."""
    geometry = layout.seats[seat]
    boxes = [geometry.plate, _fan_box(geometry.hand, geometry.hand_rotation, layout.small,
                                      layout.spec.hand_max)]
    pile = layout.won_box(seat)
    if pile is not None and not layout.spec.stops:
        boxes.append(pile)
    return boxes


def overlaps(a: Rect, b: Rect) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


def inside(rect: Rect, width: float, height: float) -> bool:
    return rect.x >= 0 and rect.y >= 0 and rect.right <= width and rect.bottom <= height


@pytest.mark.parametrize("clockwise", [True, False])
def test_the_viewer_sits_at_the_bottom_and_the_next_seat_follows_the_direction(clockwise):
    spec = TableSpec(4, 2, clockwise)
    assert seat_angle(2, spec) == 90
    # On screen, clockwise play passes from the bottom to the left (180°), anticlockwise
    # to the right (0°).
    assert seat_angle(3, spec) == (180 if clockwise else 0)
    assert seat_angle(0, spec) == 270


@pytest.mark.parametrize(("players", "size", "board"), CASES)
def test_plates_hands_and_centre_stay_on_screen_and_apart(players, size, board):
    width, height = size
    spec = TableSpec(players, players - 1, players % 2 == 0, size_of(board),
                     chips=board is not None, hand_max=12)
    layout = compute_layout(width, height, spec)
    plates = [g.plate for g in layout.seats]
    for plate in plates:
        assert inside(plate, width, height)
    for a, b in itertools.combinations(plates, 2):
        assert not overlaps(a, b)
    for seat in range(players):
        for slot in layout.hand_slots(seat, 12 if seat != spec.viewer else 10):
            assert 0 <= slot.x <= width and 0 <= slot.y <= height
    assert inside(layout.centre, width, height)
    assert layout.centre.width > 0 and layout.centre.height > 0
    for plate in plates[:spec.viewer]:
        assert not overlaps(plate, layout.centre)
    if board is not None:
        assert layout.board is not None and inside(layout.board, width, height)
        assert not overlaps(layout.board, layout.centre)


def test_the_viewers_hand_is_centred_below_the_play_area():
    layout = compute_layout(1280, 760, TableSpec(4, 0, True))
    slots = layout.hand_slots(0, 8)
    assert abs(sum(s.x for s in slots) / len(slots) - 640) < 1
    assert min(s.y - s.height / 2 for s in slots) > layout.centre.bottom
    assert max(s.y + s.height / 2 for s in slots) <= 760


def test_a_bigger_view_gives_bigger_cards():
    small = compute_layout(800, 560, TableSpec(4, 0, True))
    large = compute_layout(1920, 1040, TableSpec(4, 0, True))
    assert large.card[1] > small.card[1]
    assert large.table[1] > small.table[1]


def test_trick_cards_lie_towards_their_players():
    layout = compute_layout(1280, 760, TableSpec(4, 0, False))
    cx, cy = layout.centre.centre
    bottom, right, top, left = (layout.trick_slot(s, 0) for s in range(4))
    assert bottom.y > cy and top.y < cy
    assert right.x > cx and left.x < cx


@pytest.mark.parametrize(("players", "size", "board"), CASES)
def test_board_centre_and_seats_keep_clear_of_each_other(players, size, board):
    width, height = size
    layout = compute_layout(width, height, spec_for(players, board))
    others = [seat for seat in range(players) if seat != layout.spec.viewer]
    for seat in others:
        for box in seat_boxes(layout, seat):
            assert inside(box, width, height)
            assert not overlaps(box, layout.centre)
            if board is not None:
                assert not overlaps(box, layout.board)
    for a, b in itertools.combinations(others, 2):
        for box_a in seat_boxes(layout, a):
            assert not any(overlaps(box_a, box_b) for box_b in seat_boxes(layout, b))
    band_top = min(s.y - s.height / 2 for s in layout.hand_slots(layout.spec.viewer, 8))
    assert layout.centre.bottom < band_top
    if board is not None:
        assert inside(layout.board, width, height)
        assert not overlaps(layout.board, layout.centre)
        assert layout.board.bottom < band_top
    for seat in range(players):
        x, y = layout.seats[seat].trick
        assert layout.centre.x <= x <= layout.centre.right
        assert layout.centre.y <= y <= layout.centre.bottom


@pytest.mark.parametrize(("board", "players"), [(b, n) for b in BOARDS if b for n in BOARDS[b]])
def test_boards_grow_with_the_view(board, players):
    sizes = [compute_layout(w, h, spec_for(players, board)).board
             for w, h in ((800, 560), (1024, 700), (1280, 800), (1920, 1080))]
    heights = [b.height for b in sizes]
    assert heights == sorted(heights)
    assert heights[-1] > heights[0] * 1.4
    table_h = compute_layout(1280, 800, spec_for(players, board)).table[1]
    assert sizes[2].height >= table_h * (0.8 if board == "pot" else 1.15)


def test_the_hoc_board_takes_the_width_it_has_at_three_players():
    layout = compute_layout(1280, 800, spec_for(3, "hoc"))
    assert layout.board.width >= 500


@pytest.mark.parametrize("size", [*SIZES, (640, 480)])
@pytest.mark.parametrize(("players", "board", "count"),
                         [(2, "hoc", 15), (3, "hoc", 12), (4, None, 10), (6, "poch", 6)])
def test_the_viewers_fan_keeps_clear_and_readable(size, players, board, count):
    width, height = size
    layout = compute_layout(width, height, spec_for(players, board))
    slots = layout.hand_slots(0, count)
    card_w = layout.card[0]
    steps = [b.x - a.x for a, b in itertools.pairwise(slots)]
    assert min(steps) >= card_w * FAN_MIN - 1e-6
    left = min(s.x - s.width / 2 for s in slots)
    right = max(s.x + s.width / 2 for s in slots)
    assert left > layout.seats[0].plate.right
    assert right < layout.turnup_slots(1)[0].x - layout.table[0] / 2
    assert right <= width and left >= 0


TABLES = [(1280, 720), (974, 720), (1024, 620), (718, 620)]
"""The table in a window of 1280×800 and 1024×700, alone and beside a dock at its widest."""


@pytest.fixture(scope="module")
def tallest(qapp):
    """The height of the panel of decisions at its tallest on a table of a width, measured."""
    from histcards.table.panel import ActionPanel
    from histcards.table.view import PANEL_MARGIN

    panel = ActionPanel()
    return lambda width: panel.tallest(width - PANEL_MARGIN)


@pytest.mark.parametrize("size", TABLES)
@pytest.mark.parametrize(("board", "players"),
                         [(b, n) for b in BOARDS if b for n in BOARDS[b] if n <= 5])
def test_panel_band_bubbles_and_cards_laid_open_keep_clear(tallest, size, board, players):
    width, height = size
    panel = tallest(width)
    layout = compute_layout(width, height, replace(spec_for(players, board), panel=panel))
    assert layout.decision.height >= panel
    kept = keep_clear(layout)
    for a, b in itertools.combinations(kept, 2):
        assert not overlaps(a, b)
    font = layout.font_px
    for seat in range(players):
        bubble = bubble_box(layout, seat, font * 16, font * 3.3)
        assert inside(bubble, width, height)
        assert not any(overlaps(bubble, box) for box in kept)
    # A showdown of two hands of eight cards, with its title and captions.
    spot, scale = over_table(layout, layout.table[0] * 12, layout.table[1] * 2.2)
    assert scale >= 0.4
    assert inside(spot, width, height)
    assert not any(overlaps(spot, box) for box in kept)
