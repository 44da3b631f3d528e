"""Where everything sits on the felt: pure geometry computed from the view's size, the
number of seats, the game's direction and what the centre must hold.

Nothing here is stored in scene items: the scene asks for a fresh ``TableLayout`` on every
resize and every change of viewer, and places its items from it. Coordinates are scene
pixels with the origin at the top left; angles are degrees measured clockwise on screen
from the positive x axis (90 is straight down, towards the player at the bottom).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

CARD_RATIO = 58 / 88
"""Width over height of a card (the art is 58 × 88 mm)."""

BOARD_ASPECTS = {"poch": 1.0, "poque": 1.0, "hoc": 2.5, "pot": 1.0}
"""Width over height of each stake board's art."""


@dataclass(frozen=True)
class Placement:
    """Where one card is drawn: its centre, its rotation and its size."""

    x: float
    y: float
    rotation: float
    width: float
    height: float


@dataclass(frozen=True)
class Rect:
    """An axis-aligned rectangle."""

    x: float
    y: float
    width: float
    height: float

    @property
    def centre(self) -> tuple[float, float]:
        """The rectangle's centre."""
        return (self.x + self.width / 2, self.y + self.height / 2)

    @property
    def right(self) -> float:
        """The x of the right edge."""
        return self.x + self.width

    @property
    def bottom(self) -> float:
        """The y of the bottom edge."""
        return self.y + self.height


@dataclass(frozen=True)
class SeatGeometry:
    """Where one seat's things are: its plate, hand fan, chips, won tricks and bubble."""

    angle: float
    """Direction from the table's centre towards the seat."""
    plate: Rect
    hand: tuple[float, float]
    """Centre of the hand fan."""
    hand_rotation: float
    bank: tuple[float, float]
    """Centre of the seat's chip stack."""
    won: tuple[float, float]
    """Centre of the seat's pile of won tricks."""
    bubble: tuple[float, float]
    """Where the seat's speech bubbles point."""
    deck: tuple[float, float]
    """Where the seat holds the pack when it deals."""
    trick: tuple[float, float]
    """Where the seat's card lands in a trick."""


@dataclass(frozen=True)
class TableSpec:
    """What the layout depends on besides the view's size."""

    players: int
    viewer: int
    clockwise: bool
    board: str | None = None
    """``poch``, ``poque``, ``hoc``, ``pot`` or None: the stake board in the centre."""


def clamp(value: float, low: float, high: float) -> float:
    """``value`` limited to ``[low, high]``."""
    return max(low, min(high, value))


def seat_angle(seat: int, spec: TableSpec) -> float:
    """The direction of ``seat`` from the table's centre: the viewer at the bottom, the
    others spread evenly in playing order, clockwise or anticlockwise."""
    offset = (seat - spec.viewer) % spec.players
    step = 360 / spec.players
    return (90 + (offset * step if spec.clockwise else -offset * step)) % 360


@dataclass(frozen=True)
class TableLayout:
    """The computed geometry of the whole table for one view size."""

    width: float
    height: float
    spec: TableSpec
    card: tuple[float, float]
    """Size of the viewer's cards."""
    small: tuple[float, float]
    """Size of the other seats' cards, the deck and won tricks."""
    table: tuple[float, float]
    """Size of cards on the table: tricks, runs, turn-ups."""
    margin: float
    seats: tuple[SeatGeometry, ...]
    centre: Rect
    """The play area: tricks and runs are centred in it."""
    board: Rect | None
    talon: tuple[float, float]
    played: tuple[float, float]
    font_px: float
    """Base text size for plates and labels."""

    # --- hands ---------------------------------------------------------------------

    def hand_slots(self, seat: int, count: int) -> list[Placement]:
        """Placements of a hand of ``count`` cards, left to right as its owner sees it."""
        geometry = self.seats[seat]
        if seat == self.spec.viewer:
            return self._viewer_hand(count)
        width, height = self.small
        step = width * 0.24
        spread = step * (count - 1)
        rotation = geometry.hand_rotation
        tx, ty = math.cos(math.radians(rotation)), math.sin(math.radians(rotation))
        cx, cy = geometry.hand
        slots = []
        for i in range(count):
            along = -spread / 2 + i * step
            slots.append(Placement(cx + tx * along, cy + ty * along, rotation, width, height))
        return slots

    def _viewer_hand(self, count: int) -> list[Placement]:
        width, height = self.card
        cx, cy = self.seats[self.spec.viewer].hand
        available = self.width - 2 * (self.margin * 3 + self.seats[self.spec.viewer].plate.width)
        step = min(width * 0.62, (available - width) / max(1, count - 1)) if count > 1 else 0
        step = max(step, width * 0.18)
        slots = []
        for i in range(count):
            offset = i - (count - 1) / 2
            tilt = offset * 1.6
            drop = (offset * step / (width * 6)) ** 2 * height * 0.5
            slots.append(Placement(cx + offset * step, cy + drop, tilt, width, height))
        return slots

    def raise_offset(self) -> float:
        """How far a legal card of the viewer's hand stands out of the fan."""
        return self.card[1] * 0.1

    # --- the centre ----------------------------------------------------------------

    def trick_slot(self, seat: int, order: int) -> Placement:
        """Where ``seat``'s card of the current trick lies (``order``: its place in the
        trick, which sets nothing but a slight turn so the trick looks dropped by hand)."""
        x, y = self.seats[seat].trick
        wobble = ((seat * 7 + order * 3) % 5 - 2) * 2.5
        return Placement(x, y, wobble, *self.table)

    def run_slots(self, count: int) -> list[Placement]:
        """Placements of a stops run, overlapping left to right, in rows if it is long."""
        width, height = self.table
        area = self.centre
        step = width * 0.34
        per_row = max(1, int((area.width - width) / step) + 1)
        rows = max(1, math.ceil(count / per_row))
        cx, cy = area.centre
        slots = []
        for i in range(count):
            row, col = divmod(i, per_row)
            in_row = min(per_row, count - row * per_row)
            x = cx + (col - (in_row - 1) / 2) * step
            y = cy + (row - (rows - 1) / 2) * height * 0.42
            slots.append(Placement(x, y, 0.0, width, height))
        return slots

    def need_point(self, count: int) -> tuple[float, float]:
        """Where the label naming the rank a run needs sits (below the run)."""
        slots = self.run_slots(max(1, count))
        bottom = max(s.y for s in slots) + self.table[1] / 2
        return (self.centre.centre[0], bottom + self.font_px * 1.2)

    def turnup_slots(self, count: int) -> list[Placement]:
        """Placements of the turn-ups, beside the talon."""
        width, height = self.table
        x, y = self.talon
        return [Placement(x - width * (0.9 + 0.45 * i), y, 0.0, width, height)
                for i in range(count)]

    def talon_slot(self, index: int) -> Placement:
        """The ``index``-th card of the face-down talon, squared up in a neat pile."""
        x, y = self.talon
        return Placement(x - index * 0.35, y - index * 0.35, 0.0, *self.table)

    def played_slot(self, index: int) -> Placement:
        """The ``index``-th card of the pile of finished runs (face down)."""
        x, y = self.played
        return Placement(x - index * 0.3, y - index * 0.3, (index % 3 - 1) * 1.5, *self.small)

    def deck_slot(self, dealer: int, index: int) -> Placement:
        """A card of the pack in the dealer's hands while he deals."""
        x, y = self.seats[dealer].deck
        return Placement(x - index * 0.25, y - index * 0.25, 0.0, *self.small)

    def won_slot(self, seat: int) -> Placement:
        """Where a swept trick's cards go: onto the winner's pile."""
        x, y = self.seats[seat].won
        return Placement(x, y, 90.0, *self.small)


def compute_layout(width: float, height: float, spec: TableSpec) -> TableLayout:
    """The table's geometry for a view of ``width`` × ``height`` pixels."""
    width, height = max(width, 320.0), max(height, 240.0)
    margin = clamp(min(width, height) * 0.014, 6, 20)
    card_h = clamp(min(height * 0.2, width * 0.14), 56, 300)
    card = (card_h * CARD_RATIO, card_h)
    small_h = card_h * 0.56
    small = (small_h * CARD_RATIO, small_h)
    table_h = card_h * 0.8
    table = (table_h * CARD_RATIO, table_h)
    plate_w = clamp(card_h * 1.3, 128, 260)
    plate_h = plate_w * 0.36
    font_px = plate_h * 0.22
    band_top = height - margin - card_h * 1.12
    seats = tuple(_seat_geometry(seat, spec, width, height, margin, card, small, plate_w,
                                 plate_h, band_top)
                  for seat in range(spec.players))
    inner = _inner_rect(seats, spec, width, margin, band_top, small[1] / 2 + margin)
    board, centre = _split_centre(inner, spec.board, table)
    seats = tuple(_with_trick_point(g, centre, table) for g in seats)
    talon = (centre.right - table[0] * 0.65, centre.y + table[1] * 0.6)
    played = (centre.x + small[0] * 0.8, centre.bottom - small[1] * 0.7)
    return TableLayout(width, height, spec, card, small, table, margin, seats, centre, board,
                       talon, played, font_px)


def _seat_geometry(seat: int, spec: TableSpec, width: float, height: float, margin: float,
                   card: tuple[float, float], small: tuple[float, float], plate_w: float,
                   plate_h: float, band_top: float) -> SeatGeometry:
    angle = seat_angle(seat, spec)
    if seat == spec.viewer:
        plate = Rect(margin * 2, height - margin - plate_h, plate_w, plate_h)
        hand = (width / 2, height - margin - card[1] / 2)
        bank = (plate.centre[0], plate.y - margin - plate_h * 0.45)
        won = (width - margin * 2 - small[1] / 2, height - margin - small[0])
        bubble = (width / 2, band_top - margin)
        deck = (width / 2 + card[0] * 1.5, band_top - small[1] * 0.6)
        return SeatGeometry(angle, plate, hand, 0.0, bank, won, bubble, deck, (0, 0))
    rad = math.radians(angle)
    dx, dy = math.cos(rad), math.sin(rad)
    cx, cy = width / 2, (margin + band_top) / 2
    rx = width / 2 - margin * 2 - plate_w / 2
    ry = (band_top - margin) / 2 - plate_h / 2
    px, py = cx + rx * dx, cy + ry * dy
    plate = Rect(px - plate_w / 2, py - plate_h / 2, plate_w, plate_h)
    plate_extent = abs(dx) * plate_w / 2 + abs(dy) * plate_h / 2
    fan_extent = small[1] / 2 + margin
    hx, hy = px - dx * (plate_extent + fan_extent), py - dy * (plate_extent + fan_extent)
    side = 1 if px <= width / 2 else -1
    chip = plate_h * 0.5
    bank = (px + side * (plate_w / 2 + chip + margin), py)
    won = (px - side * (plate_w / 2 + small[1] * 0.5 + margin), py)
    if not margin < won[0] - small[1] / 2 and won[0] + small[1] / 2 < width - margin:
        won = (px, py + plate_h / 2 + small[0] / 2 + margin / 2)
    inward = small[1] * 0.75 + margin
    bubble = (hx - dx * inward, hy - dy * inward)
    deck = (hx - dx * small[1] * 0.9, hy - dy * small[1] * 0.9)
    return SeatGeometry(angle, plate, (hx, hy), angle - 90, bank, won, bubble, deck, (0, 0))


def _inner_rect(seats: tuple[SeatGeometry, ...], spec: TableSpec, width: float,
                margin: float, band_top: float, fan_half: float) -> Rect:
    """The free middle of the table, inside the other seats' hand fans."""
    left, right, top = margin * 2, width - margin * 2, margin * 2
    for seat, geometry in enumerate(seats):
        if seat == spec.viewer:
            continue
        dx, dy = math.cos(math.radians(geometry.angle)), math.sin(math.radians(geometry.angle))
        hx, hy = geometry.hand
        if dx < -0.35:
            left = max(left, hx + fan_half)
        if dx > 0.35:
            right = min(right, hx - fan_half)
        if dy < -0.35:
            top = max(top, hy + fan_half)
    bottom = band_top - margin * 2
    if left >= right:
        left, right = width * 0.2, width * 0.8
    if top >= bottom:
        top = bottom * 0.3
    return Rect(left, top, right - left, bottom - top)


def _split_centre(inner: Rect, board: str | None,
                  table: tuple[float, float]) -> tuple[Rect | None, Rect]:
    """Give the stake board its part of the middle; the rest is the play area."""
    if board is None:
        return None, inner
    gap = table[0] * 0.25
    if BOARD_ASPECTS[board] > 1.5:
        board_w = min(inner.width * 0.8, inner.height * 0.42 * BOARD_ASPECTS[board])
        board_h = board_w / BOARD_ASPECTS[board]
        rect = Rect(inner.centre[0] - board_w / 2, inner.y, board_w, board_h)
        return rect, Rect(inner.x, inner.y + board_h + gap, inner.width,
                          inner.height - board_h - gap)
    share = 0.24 if board == "pot" else 0.45
    side = min(inner.height * (0.5 if board == "pot" else 1.0), inner.width * share)
    rect = Rect(inner.x, inner.centre[1] - side / 2, side, side)
    return rect, Rect(inner.x + side + gap, inner.y, inner.width - side - gap, inner.height)


def _with_trick_point(geometry: SeatGeometry, centre: Rect,
                      table: tuple[float, float]) -> SeatGeometry:
    cx, cy = centre.centre
    rad = math.radians(geometry.angle)
    reach = min(table[1] * 0.62, centre.height / 2 - table[1] / 2)
    reach = max(reach, table[1] * 0.35)
    point = (cx + math.cos(rad) * reach * 1.15, cy + math.sin(rad) * reach)
    return SeatGeometry(geometry.angle, geometry.plate, geometry.hand, geometry.hand_rotation,
                        geometry.bank, geometry.won, geometry.bubble, geometry.deck, point)
