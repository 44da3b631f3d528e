"""Where everything sits on the felt: pure geometry computed from the view's size, the
number of seats, the game's direction and what the centre must hold.

Nothing here is stored in scene items: the scene asks for a fresh ``TableLayout`` on every
resize and every change of viewer, and places its items from it. Coordinates are scene
pixels with the origin at the top left; angles are degrees measured clockwise on screen
from the positive x axis (90 is straight down, towards the player at the bottom).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

CARD_RATIO = 58 / 88
"""Width over height of a card (the art is 58 × 88 mm)."""

BOARD_CAP = 1.35
"""The tallest a board grows, as a multiple of the height it is wanted at: a bigger board
would only take room from the play area."""
FAN_STEP = 0.66
"""The viewer's cards lie this many card widths apart when there is room."""
FAN_SNUG = 0.42
"""Closer than this, the viewer's fan may leave the middle of the table for the side
with more room (the seat's plate is on the left, the talon on the right)."""
DEALER_BUTTON = 0.33
"""How far the dealer button stands out of its plate's top edge, in plate heights, and
a little more."""
FAN_MIN = 0.2
"""The closest the viewer's cards come: a card's index stays readable."""
PANEL_LINES = 6.5
"""The height of the panel of decisions (two lines of title and a row of controls) in
lines of the table's text, where the view does not measure it."""
OVER_TABLE_GIVE = 0.9
"""A panel laid over the table may be drawn this much smaller than it could be, to lie
nearer the play area."""
HAND_REACH = 0.62
"""How far above its centre the viewer's fan reaches, a card raised, in card heights."""


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
    won: tuple[float, float] | None
    """Centre of the seat's pile of won tricks (None only when the seat has no room for
    one: the table is too small; they then go under the plate)."""
    bubble: tuple[float, float]
    """Where the seat's speech bubbles point."""
    deck: tuple[float, float]
    """Where the seat holds the pack when it deals."""
    trick: tuple[float, float]
    """Where the seat's card lands in a trick."""


@dataclass(frozen=True)
class BoardSize:
    """What the layout knows of a stake board: its proportions (width over height) and the
    height it is wanted at, in card heights — as much as the play area its room (on a
    crowded table both give way alike)."""

    aspect: float
    want: float

    @property
    def cap(self) -> float:
        """The tallest it grows, in card heights."""
        return self.want * BOARD_CAP


@dataclass(frozen=True)
class TableSpec:
    """What the layout depends on besides the view's size."""

    players: int
    viewer: int
    clockwise: bool
    board: BoardSize | None = None
    """The stake board in the centre, if any."""
    chips: bool = False
    """The seats have banks of chips (shown on their plates)."""
    hand_max: int = 8
    """The most cards a hand holds in this game (sizes the fans)."""
    stops: bool = False
    """The game is played in runs (Poch, Hoc): the play area holds a run, not a trick."""
    panel: float = 0.0
    """The height of the tallest panel of decisions the table shows over the viewer's hand,
    in pixels (0: as tall as ``PANEL_LINES`` lines of the table's text)."""


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
    """The face-down talon (or the pack's rest), bottom right; turn-ups lie to its left."""
    played: tuple[float, float]
    """The pile of finished runs."""
    font_px: float
    """Base text size for plates and labels."""
    hand_span: tuple[float, float]
    """The left and right ends the viewer's fan may reach (clear of his plate and won
    tricks, and of the talon and a turn-up)."""
    decision: Rect
    """The band the panel of decisions takes over the viewer's hand, at its tallest: the
    board, the play area, the cards laid open and the summaries stay above it."""

    # --- hands ---------------------------------------------------------------------

    def hand_slots(self, seat: int, count: int) -> list[Placement]:
        """Placements of a hand of ``count`` cards, left to right as its owner sees it."""
        geometry = self.seats[seat]
        if seat == self.spec.viewer:
            return self._viewer_hand(count)
        width, height = self.small
        step = fan_step(width, count)
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
        """A face-up fan, centred while its cards can lie comfortably apart; closer, it
        spreads into the side with more room, its cards no closer than their index."""
        width, height = self.card
        cx, cy = self.seats[self.spec.viewer].hand
        left, right = self.hand_span
        gaps = max(1, count - 1)
        step = min(width * FAN_STEP, (2 * min(cx - left, right - cx) - width) / gaps)
        if step < width * FAN_SNUG:
            step = max(width * FAN_MIN, min(width * FAN_SNUG, (right - left - width) / gaps))
        span = step * (count - 1)
        middle = clamp(cx, left + width / 2 + span / 2, right - width / 2 - span / 2)
        slots = []
        for i in range(count):
            offset = i - (count - 1) / 2
            tilt = offset * min(1.6, 12 / gaps)
            edge = ((count - 1) / 2 * step / (width * 6)) ** 2 * height * 0.5
            drop = (offset * step / (width * 6)) ** 2 * height * 0.5
            slots.append(Placement(middle + offset * step, cy + drop - edge, tilt, width, height))
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

    def tricks_slots(self, sizes: Sequence[int]) -> list[list[Placement]]:
        """Placements of finished tricks of ``sizes`` cards shown together (a seat's won
        tricks): each a small fan, side by side in rows across the play area."""
        width, height = self.small
        step, gap = width * 0.46, width * 0.35
        widths = [width + step * (size - 1) for size in sizes]
        room = max(self.centre.width, max(widths, default=width))
        rows: list[list[int]] = [[]]
        used = 0.0
        for index, trick_width in enumerate(widths):
            if rows[-1] and used + gap + trick_width > room:
                rows.append([])
                used = 0.0
            used += (gap if rows[-1] else 0.0) + trick_width
            rows[-1].append(index)
        cx, cy = self.centre.centre
        top = cy - (len(rows) * (height + gap) - gap) / 2 + height / 2
        slots: list[list[Placement]] = [[] for _ in sizes]
        for row, members in enumerate(rows):
            x = cx - (sum(widths[i] for i in members) + gap * (len(members) - 1)) / 2
            for index in members:
                slots[index] = [Placement(x + width / 2 + order * step,
                                          top + row * (height + gap), 0.0, width, height)
                                for order in range(sizes[index])]
                x += widths[index] + gap
        return slots

    def turnup_slots(self, count: int) -> list[Placement]:
        """Placements of the turn-ups, left of the talon, each showing its index."""
        width, height = self.table
        x, y = self.talon
        return [Placement(x - width * (1.08 + 0.42 * i), y, 0.0, width, height)
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
        """Where a swept trick's cards go: onto the winner's pile, or under his plate."""
        geometry = self.seats[seat]
        x, y = geometry.won or geometry.plate.centre
        return Placement(x, y - won_half(self.small) * PILE_RISE, 90.0, *self.small)

    def won_box(self, seat: int) -> Rect | None:
        """What a seat's pile of won tricks covers, its count under it (None: no pile)."""
        won = self.seats[seat].won
        return None if won is None else won_rect(won, self.small)


def won_half(small: tuple[float, float]) -> float:
    """Half the side of the square a pile of won tricks and its count take."""
    return small[1] * 0.55


PILE_RISE = 0.22
"""The pile's cards lie this share of the square's half above its centre, leaving room
below for the count."""


def won_rect(centre: tuple[float, float], small: tuple[float, float]) -> Rect:
    """The square of a pile of won tricks centred on ``centre``."""
    half = won_half(small)
    return Rect(centre[0] - half, centre[1] - half, 2 * half, 2 * half)


def fan_step(width: float, count: int) -> float:
    """How far apart the cards of a face-down fan lie: closer in a long hand."""
    return width * min(0.24, 1.7 / max(1, count - 1))


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
    plate_h = clamp(card_h * 1.3, 128, 260) * 0.36
    plate_w = plate_h / 0.36 + (plate_h * 0.9 if spec.chips else 0)
    font_px = plate_h * 0.22
    hand_y = height - margin - card_h / 2 - card[0] * 0.12
    panel = spec.panel or font_px * PANEL_LINES
    decision = Rect(margin, hand_y - card_h * HAND_REACH - margin - panel, width - 2 * margin,
                    panel)
    band_top = height - margin - card_h * 1.12
    sizes = _Sizes(width, height, margin, card, small, plate_w, plate_h, band_top, hand_y)
    seats = _seat_geometries(spec, sizes)
    boxes = _obstacles(seats, spec, small)
    need = _play_need(spec, table)
    frees = _free_rects(boxes, width, margin, decision.y - margin, small)
    board, centre = _place_centre(frees, spec.board, table, boxes, margin, need)
    seats = tuple(_with_trick_point(g, centre, table, spec.players) for g in seats)
    talon = (width - margin * 2 - table[0] / 2, height - margin - table[1] / 2 - card_h * 0.1)
    played = (centre.x + small[0] * 0.8, centre.bottom - small[1] * 0.7)
    viewer = seats[spec.viewer]
    beside = viewer.won if viewer.won is not None and not spec.stops else None
    # The end cards of the fan are turned and raised: they reach a little further.
    slack = margin + card[0] * 0.12
    left = (beside[0] + small[1] * 0.55 if beside else viewer.plate.right) + slack
    right = talon[0] - table[0] * 1.6 - slack
    return TableLayout(width, height, spec, card, small, table, margin, seats, centre, board,
                       talon, played, font_px, (left, right), decision)


@dataclass(frozen=True)
class _Sizes:
    width: float
    height: float
    margin: float
    card: tuple[float, float]
    small: tuple[float, float]
    plate_w: float
    plate_h: float
    band_top: float
    """The foot of the other seats' room (the top of the viewer's cards)."""
    hand_y: float
    """The middle of the viewer's fan."""


def _seat_geometry(seat: int, spec: TableSpec, z: _Sizes) -> SeatGeometry:
    """A seat's plate round the table, the other seats' fans held level under their
    plates (out of the middle, and apart from the next seat on the same side); the
    won tricks are placed afterwards."""
    angle = seat_angle(seat, spec)
    margin, small, plate_w, plate_h = z.margin, z.small, z.plate_w, z.plate_h
    if seat == spec.viewer:
        plate = Rect(margin * 2, z.height - margin - plate_h, plate_w, plate_h)
        hand = (z.width / 2, z.hand_y)
        won = (plate.right + margin + small[1] * 0.55, plate.centre[1] - small[0] * 0.2)
        # Over his plate and its dealer button, out of the panel of decisions' way.
        bubble = (plate.centre[0], plate.y - plate_h * DEALER_BUTTON - margin)
        deck = (z.width / 2 + z.card[0] * 1.5, z.band_top - small[1] * 0.6)
        return SeatGeometry(angle, plate, hand, 0.0, _bank_point(plate), won, bubble, deck,
                            (0, 0))
    rad = math.radians(angle)
    dx, dy = math.cos(rad), math.sin(rad)
    # The dealer button stands on the plate's top edge: a top seat leaves it room.
    top = margin + plate_h * DEALER_BUTTON
    cx, cy = z.width / 2, (top + z.band_top) / 2
    rx = z.width / 2 - margin * 2 - plate_w / 2
    ry = (z.band_top - top) / 2 - plate_h / 2
    px, py = cx + rx * dx, cy + ry * dy
    plate = Rect(px - plate_w / 2, py - plate_h / 2, plate_w, plate_h)
    hx, hy = px, py + plate_h / 2 + small[1] / 2 + margin
    # Low on the fan, so that a bubble (it rises from where it points) covers no plate.
    bubble = (hx, hy + small[1] * 0.3)
    deck = (hx - dx * small[1] * 0.9, hy - dy * small[1] * 0.9)
    return SeatGeometry(angle, plate, (hx, hy), 180.0, _bank_point(plate), None, bubble,
                        deck, (0, 0))


def _seat_geometries(spec: TableSpec, z: _Sizes) -> tuple[SeatGeometry, ...]:
    """Every seat's geometry; the other seats' piles of won tricks go where they are clear
    of every plate, fan and pile placed before them."""
    seats = [_seat_geometry(seat, spec, z) for seat in range(spec.players)]
    taken = [box for seat, g in enumerate(seats) if seat != spec.viewer
             for box in (g.plate, _fan_box(g.hand, g.hand_rotation, z.small, spec.hand_max))]
    for seat, geometry in enumerate(seats):
        if seat == spec.viewer:
            continue
        fan = _fan_box(geometry.hand, geometry.hand_rotation, z.small, spec.hand_max)
        box = _won_spot(geometry.plate, fan, math.cos(math.radians(geometry.angle)), taken, z)
        if box is not None:
            taken.append(box)
            seats[seat] = replace(geometry, won=box.centre)
    return tuple(seats)


def _won_spot(plate: Rect, fan: Rect, dx: float, taken: list[Rect], z: _Sizes) -> Rect | None:
    """Where a seat's won tricks lie: beside its plate or its fan, moved in from the
    screen's edges, clear of ``taken``: out of the middle first (a side seat's outer side
    or above its plate), then facing it; None if there is no such place (they go under
    the plate)."""
    half = won_half(z.small)
    gap = z.margin + half

    def beside(thing: Rect, side: float) -> tuple[float, float]:
        return (thing.x - gap if side < 0 else thing.right + gap, thing.centre[1])

    above, below = (plate.centre[0], plate.y - gap), (fan.centre[0], fan.bottom + gap)
    if abs(dx) > 0.3:
        out = -1.0 if dx < 0 else 1.0
        spots = [beside(plate, out), above, beside(fan, out), below, beside(plate, -out),
                 beside(fan, -out)]
    else:
        spots = [beside(plate, -1), beside(plate, 1), beside(fan, -1), beside(fan, 1), below]
    for x, y in spots:
        x = clamp(x, z.margin + half, z.width - z.margin - half)
        y = clamp(y, z.margin + half, z.band_top - half)
        box = won_rect((x, y), z.small)
        if not any(_overlaps(box, other) for other in taken):
            return box
    return None


def _bank_point(plate: Rect) -> tuple[float, float]:
    """Chips sit in the right-hand end of the plate."""
    return (plate.right - plate.height * 0.62, plate.centre[1] + plate.height * 0.08)


def _fan_box(centre: tuple[float, float], rotation: float, small: tuple[float, float],
             count: int) -> Rect:
    """The bounding box of a face-down fan of ``count`` cards."""
    length = small[0] + fan_step(small[0], count) * (count - 1)
    r = math.radians(rotation)
    half_x = abs(math.cos(r)) * length / 2 + abs(math.sin(r)) * small[1] / 2
    half_y = abs(math.sin(r)) * length / 2 + abs(math.cos(r)) * small[1] / 2
    return Rect(centre[0] - half_x, centre[1] - half_y, 2 * half_x, 2 * half_y)


def _overlaps(a: Rect, b: Rect) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


def _obstacles(seats: tuple[SeatGeometry, ...], spec: TableSpec,
               small: tuple[float, float]) -> list[Rect]:
    """The other seats' plates, hand fans and piles of won tricks."""
    boxes = []
    for seat, geometry in enumerate(seats):
        if seat != spec.viewer:
            boxes.append(geometry.plate)
            boxes.append(_fan_box(geometry.hand, geometry.hand_rotation, small, spec.hand_max))
            if geometry.won is not None and not spec.stops:
                boxes.append(won_rect(geometry.won, small))
    return boxes


def _play_need(spec: TableSpec, table: tuple[float, float]) -> tuple[float, float]:
    """The play area wanted: for a run of eight overlapping cards with the label of the
    rank it needs under it, or for a trick spread around its middle (wider with more
    players)."""
    width, height = table
    if spec.stops:
        return (width * 3.4, height * 1.65)
    return (width * (2.4 + 0.25 * spec.players), height * 2.2)


def _free_half_width(boxes: list[Rect], middle: float, top: float, bottom: float,
                     margin: float) -> float:
    """How far a band from ``top`` to ``bottom`` is free on both sides of ``middle``."""
    half = middle - margin * 2
    for box in boxes:
        if box.bottom <= top or box.y >= bottom:
            continue
        if box.right <= middle:
            half = min(half, middle - box.right - margin)
        elif box.x >= middle:
            half = min(half, box.x - middle - margin)
        else:
            return 0.0
    return half


def _free_rects(boxes: list[Rect], width: float, margin: float, bottom: float,
                small: tuple[float, float]) -> list[Rect]:
    """The free middles of the table: for each height where an obstacle ends, the widest
    rectangle centred left to right from there down to ``bottom``, clear of the other
    seats' things."""
    middle = width / 2
    rects = []
    for top in sorted({margin * 2} | {b.bottom + margin for b in boxes}):
        if top > bottom - small[1]:
            continue
        half = _free_half_width(boxes, middle, top, bottom, margin)
        if half >= small[0]:
            rects.append(Rect(middle - half, top, 2 * half, bottom - top))
    return rects or [Rect(width * 0.2, bottom * 0.3, width * 0.6, bottom * 0.7)]


def _fit(rect: Rect) -> float:
    """How good a play area is: its area, but a very flat or narrow one counts less."""
    return min(rect.width, rect.height * 1.6) * min(rect.height, rect.width * 0.9)


def _place_centre(frees: list[Rect], board: BoardSize | None, table: tuple[float, float],
                  boxes: list[Rect], margin: float, need: tuple[float, float]
                  ) -> tuple[Rect | None, Rect]:
    """The stake board and the play area, beside or below it, wherever both come
    nearest to the size they are wanted at (on a crowded table they give way alike);
    then the bigger board, then the roomier play area."""
    need_w, need_h = need

    def fits(centre: Rect) -> float:
        return min(1.0, centre.width / need_w, centre.height / need_h)

    if board is None:
        return None, max(frees, key=lambda r: (round(fits(r), 2), _fit(r)))
    cap, want = board.cap * table[1], board.want * table[1]
    best: tuple[tuple[float, float, float], Rect, Rect] | None = None
    for inner in frees:
        for rect, centre in (_board_beside(inner, board, table, need, cap, want),
                             _board_above(inner, board, table, boxes, margin, need, cap)):
            if min(rect.height, centre.width, centre.height) <= 0:
                continue
            balance = round(min(fits(centre), rect.height / want), 2)
            key = (balance, round(rect.height / (table[1] * 0.1)), _fit(centre))
            if best is None or key > best[0]:
                best = (key, rect, centre)
    if best is None:
        inner = max(frees, key=_fit)
        return Rect(inner.x, inner.y, 0, 0), inner
    return best[1], best[2]


def _board_beside(inner: Rect, board: BoardSize, table: tuple[float, float],
                  need: tuple[float, float], cap: float, want: float) -> tuple[Rect, Rect]:
    """The board at the left of the play area in ``inner``, the two sharing its width as
    they are wanted and centred together when they leave some over."""
    gap = table[0] * 0.25
    aspect = board.aspect
    spare = inner.width - gap
    height = min(inner.height, cap, spare / aspect)
    if height * aspect > spare - need[0]:
        # Too narrow for both at full size: share the width as each is wanted.
        height = min(height, spare * want / (want * aspect + need[0]))
    width = height * aspect
    centre_w = min(spare - width, max(need[0] * 1.6, inner.width * 0.45))
    left = inner.x + (spare - width - centre_w) / 2
    rect = Rect(left, inner.centre[1] - height / 2, width, height)
    return rect, Rect(left + width + gap, inner.y, centre_w, inner.height)


def _board_above(inner: Rect, board: BoardSize, table: tuple[float, float], boxes: list[Rect],
                 margin: float, need: tuple[float, float], cap: float) -> tuple[Rect, Rect]:
    """The board centred above the play area, from the top of the table down, as wide as
    the seats around it allow; the play area is what ``inner`` keeps below it."""
    gap = table[0] * 0.25
    aspect = board.aspect
    middle, top = inner.centre[0], inner.y
    room = inner.bottom - need[1] - gap - top
    best_w, best_h, band = 0.0, 0.0, 0.0
    for step in range(1, 25):
        height = room * step / 24
        free = _free_half_width(boxes, middle, top, top + height, margin)
        width = min(2 * free, height * aspect, cap * aspect)
        if width > best_w:
            best_w, best_h, band = width, width / aspect, height
    rect = Rect(middle - best_w / 2, top + (band - best_h) / 2, best_w, best_h)
    centre_top = max(inner.y, rect.bottom + gap)
    return rect, Rect(inner.x, centre_top, inner.width, inner.bottom - centre_top)


def _with_trick_point(geometry: SeatGeometry, centre: Rect, table: tuple[float, float],
                      players: int) -> SeatGeometry:
    """Where the seat's card lands in a trick: towards the seat from the middle of the
    play area, as far as the area lets the trick spread."""
    cx, cy = centre.centre
    rad = math.radians(geometry.angle)
    width, height = table
    reach_x = clamp(centre.width / 2 - width / 2, width * 0.5, width * (1.3 if players > 4
                                                                          else 1.08))
    reach_y = clamp(centre.height / 2 - height / 2, height * 0.35, height * 0.62)
    point = (cx + math.cos(rad) * reach_x, cy + math.sin(rad) * reach_y)
    return replace(geometry, trick=point)


def keep_clear(layout: TableLayout, viewer_plate: bool = True) -> list[Rect]:
    """What nothing laid over the table may cover: the plates (their dealer button
    above them), the stake board and the band of the panel of decisions."""
    button = layout.seats[layout.spec.viewer].plate.height * DEALER_BUTTON
    boxes = [Rect(g.plate.x, g.plate.y - button, g.plate.width, g.plate.height + button)
             for seat, g in enumerate(layout.seats)
             if viewer_plate or seat != layout.spec.viewer]
    if layout.board is not None and layout.board.height > 0:
        boxes.append(layout.board)
    return [*boxes, layout.decision]


def over_table(layout: TableLayout, width: float, height: float) -> tuple[Rect, float]:
    """Where a panel of ``width`` × ``height`` laid over the table goes (cards laid open, a
    summary), and how much smaller than itself it is drawn there: above the band of the
    panel of decisions, clear of what it must not cover (``keep_clear``), as big as it can
    be up to its own size, then nearest the play area's middle."""
    margin = layout.margin
    left, right, top, bottom = margin, layout.width - margin, margin, layout.decision.y - margin
    boxes = keep_clear(layout, viewer_plate=False)[:-1]
    tops = sorted({top} | {b.bottom + margin for b in boxes if top < b.bottom + margin < bottom})
    bottoms = sorted({bottom} | {b.y - margin for b in boxes if top < b.y - margin < bottom})
    cx, cy = layout.centre.centre
    spots: list[tuple[float, float, Rect]] = []
    for band_top in tops:
        for band_bottom in (b for b in bottoms if b > band_top):
            for x0, x1 in _open_spans(boxes, band_top, band_bottom, left, right, margin):
                scale = min(1.0, (x1 - x0) / width, (band_bottom - band_top) / height)
                w, h = width * scale, height * scale
                x = clamp(cx - w / 2, x0, x1 - w)
                y = clamp(cy - h / 2, band_top, band_bottom - h)
                spots.append((scale, math.hypot(x + w / 2 - cx, y + h / 2 - cy),
                              Rect(x, y, w, h)))
    if not spots:
        return Rect(left, top, width, height), 1.0
    # Nearer the play area rather than a little bigger in a corner.
    biggest = max(scale for scale, _, _ in spots)
    scale, _, spot = min((s for s in spots if s[0] >= biggest * OVER_TABLE_GIVE),
                         key=lambda s: s[1])
    return spot, scale


def bubble_box(layout: TableLayout, seat: int, width: float, height: float,
               avoid: Sequence[Rect] = ()) -> Rect:
    """Where a speech bubble of ``width`` × ``height`` by ``seat`` lies, its tail's tip in
    the middle of its foot: rising from the seat's bubble point, moved as little as it
    must to stay on the table and clear of what it must not cover (``keep_clear``, and
    ``avoid``: cards laid open)."""
    ax, ay = layout.seats[seat].bubble
    margin = layout.margin
    boxes = [*keep_clear(layout), *avoid]
    xs = [ax - width / 2] + [x for b in boxes for x in (b.x - margin - width, b.right + margin)]
    ys = [ay - height] + [y for b in boxes for y in (b.y - margin - height, b.bottom + margin)]
    spots = sorted({(clamp(x, margin, layout.width - margin - width),
                     clamp(y, margin, layout.height - margin - height)) for x in xs for y in ys},
                   key=lambda p: math.hypot(p[0] + width / 2 - ax, p[1] + height - ay))
    for x, y in spots:
        box = Rect(x, y, width, height)
        if not any(_overlaps(box, other) for other in boxes):
            return box
    return Rect(spots[0][0], spots[0][1], width, height)


def _open_spans(boxes: list[Rect], top: float, bottom: float, left: float, right: float,
                margin: float) -> list[tuple[float, float]]:
    """The stretches from ``left`` to ``right`` that no box reaching into the band from
    ``top`` to ``bottom`` covers (a ``margin`` kept from each)."""
    blocked = sorted((b.x - margin, b.right + margin) for b in boxes
                     if b.y < bottom and b.bottom > top)
    spans, start = [], left
    for x0, x1 in blocked:
        if x0 > start:
            spans.append((start, min(x0, right)))
        start = max(start, x1)
    if start < right:
        spans.append((start, right))
    return [(a, b) for a, b in spans if b > a]
