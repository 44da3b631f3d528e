"""The table's geometry: seats in playing order around the felt, everything on screen,
nothing of one seat on top of another's, the play area clear of the seats."""

from __future__ import annotations

import itertools

import pytest

from histcards.table.layout import Rect, TableSpec, compute_layout, seat_angle

SIZES = [(1280, 760), (1024, 640), (1920, 1040), (800, 560)]
BOARDS = {"poch": range(3, 7), "hoc": range(2, 4), "pot": range(2, 6), None: range(2, 9)}
"""Each board with the player counts its game is played by."""
CASES = [(players, size, board) for board, counts in BOARDS.items() for players in counts
         for size in SIZES]


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
    spec = TableSpec(players, players - 1, players % 2 == 0, board, chips=board is not None,
                     hand_max=12)
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
