"""The felt table scene: it draws a ``TableModel`` with cards, plates, boards and chips
placed by the computed layout, and moves from one model to the next in timed steps.

The scene knows no rules. The controller tells it which cards of the viewer's hand are
legal (and why the others are not); the scene reports clicks and drops.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace

from PySide6.QtCore import QObject, QPointF, QRectF, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
)

from histcards.cards import SUIT_SIGNS, SUITS
from histcards.engine.declaration import Board
from histcards.storage import Settings
from histcards.table.accessible import (
    ACCESSIBLE_TEXT,
    card_description,
    plate_description,
    reveal_description,
    sheet_description,
)
from histcards.table.board import BoardItem, ChipStack, FlyingChip, board_size, chip_path
from histcards.table.cards_view import DIMMED, LEGAL, NORMAL, CardArt, CardItem, SvgCache, art_file
from histcards.table.choreography import ChipMove, Place, Reveal, Sheet, Step
from histcards.table.layout import (
    Placement,
    Rect,
    TableLayout,
    TableSpec,
    bubble_box,
    compute_layout,
)
from histcards.table.model import Key, LastRound, TableModel, arrange
from histcards.table.pixmap_folder import PixmapFolder
from histcards.table.plates import BubbleItem, PeekItem, Pill, PlateItem, PlateText, WonPile
from histcards.table.showdown import RevealItem
from histcards.table.standing import Scoring, TeamBanner, plate_figures, team_rows
from histcards.table.summary import SheetItem
from histcards.table.wording import a_rank, card_text, translated

DEFAULT_FELT = "#1c5c3a"
DRAG_START = 8.0
"""Pixels the pointer travels before a press on a card becomes a drag."""
PEEK_MS = 6000
"""How long a peek asked for from the menu or a key stays up (a held pile's, while held)."""


@dataclass(frozen=True)
class SeatLabel:
    """Who sits in a seat, as the plate shows it: a name, a word on who plays it (a
    computer's level), whether a person plays it, and in full for a tooltip."""

    name: str
    who: str
    human: bool = False
    tip: str = ""


@dataclass
class Mover:
    """A card moving during a step."""

    item: CardItem
    start: Placement
    end: Placement
    end_face: bool
    end_z: float


def lerp(a: float, b: float, t: float) -> float:
    """Linear interpolation."""
    return a + (b - a) * t


def ease(t: float) -> float:
    """Ease in and out."""
    return t * t * (3 - 2 * t)


def turn_between(a: float, b: float, t: float) -> float:
    """Rotate from ``a`` to ``b`` degrees the short way round."""
    delta = (b - a + 180) % 360 - 180
    return a + delta * t


def pair_keys(old: TableModel, new: TableModel) -> dict[Key, Key]:
    """Cards that change key between two models: a hidden card that turns out to be a
    known one, matched with one that vanished from the same owner (or else any)."""
    old_keys, new_keys = old.keys(), new.keys()
    gone = [k for k in _ordered(old) if k not in new_keys]
    came = [k for k in _ordered(new) if k not in old_keys]
    old_owner, new_owner = old.owners(), new.owners()
    renames: dict[Key, Key] = {}
    for key in came:
        match = next((g for g in gone if old_owner.get(g) == new_owner.get(key)), None)
        if match is not None:
            gone.remove(match)
            renames[match] = key
    for key in came:
        if key not in renames.values() and gone:
            renames[gone.pop(0)] = key
    return renames


def _ordered(model: TableModel) -> list[Key]:
    keys: list[Key] = [k for hand in model.hands for k in hand]
    keys += [k for _, k in model.trick + model.sweep + model.run]
    return keys + model.deck + model.played + model.turnups + model.talon


def moves_cards_only(step: Step) -> bool:
    """Whether ``step`` does nothing but move cards to its model's places: no chips, no
    words, nothing laid open or put away (``TableScene.begin``)."""
    return (step.kind != "gather" and not step.chips and not step.bubbles
            and step.actor is None and not step.hush and not step.phase_over
            and step.reveal is None and step.sheet is None)


class Transition:
    """One step being shown: cards moving and turning, chips flying."""

    def __init__(self, scene: TableScene, movers: list[Mover],
                 flights: list[tuple[FlyingChip, QPointF, QPointF, float]],
                 done: Callable[[], None]) -> None:
        self.scene = scene
        self.movers = movers
        self.flights = flights
        self._done = done
        self.finished = False

    def update(self, t: float) -> None:
        """Show the step at time ``t`` from 0 to 1."""
        e = ease(t)
        for m in self.movers:
            s, f = m.start, m.end
            m.item.setPos(lerp(s.x, f.x, e), lerp(s.y, f.y, e))
            m.item.setRotation(turn_between(s.rotation, f.rotation, e))
            m.item.set_size(lerp(s.width, f.width, e), lerp(s.height, f.height, e))
            if m.item.face_up != m.end_face:
                m.item.flip = min(1.0, t * 1.5)
                m.item.update()
        for chip, start, end, delay in self.flights:
            local = 0.0 if t <= delay else min(1.0, (t - delay) / (1 - delay))
            chip.setPos(chip_path(start, end, ease(local)))

    def finish(self) -> None:
        """Jump to the end of the step."""
        if self.finished:
            return
        self.finished = True
        self.update(1.0)
        for m in self.movers:
            m.item.face_up = m.end_face
            m.item.flip = 0.0
            m.item.setZValue(m.end_z)
            m.item.update()
        for chip, *_ in self.flights:
            self.scene.removeItem(chip)
        self._done()


class TableScene(QGraphicsScene):
    """The felt and everything on it."""

    card_clicked = Signal(int)
    """A card of the viewer's hand was clicked, or dragged onto the table."""
    pressed = Signal()
    """The mouse went down anywhere on the table (a click finishes animations)."""
    hint = Signal(str)
    """A text for the status line (why a card may not be played), or empty."""

    def __init__(self, settings: Settings | None = None, parent: QObject | None = None,
                 pixmaps: PixmapFolder | None = None) -> None:
        super().__init__(parent)
        self.settings = settings or Settings()
        self.cache = SvgCache(folder=pixmaps)
        self.art = CardArt.from_settings(self.settings)
        self.cards: dict[Key, CardItem] = {}
        self.model: TableModel | None = None
        self.labels: list[SeatLabel] = []
        self.spec = TableSpec(2, 0, False)
        self.size = (1100.0, 720.0)
        self.layout: TableLayout = compute_layout(*self.size, self.spec)
        self.plates: list[PlateItem] = []
        self.banks: list[ChipStack] = []
        self.won: list[WonPile] = []
        self.board: BoardItem | None = None
        self.bubbles: dict[int, BubbleItem] = {}
        self.need_label = self._pill()
        self.trump_label = self._pill()
        self.talon_label = self._pill()
        self.scoring = Scoring()
        """What the plates show of the scores (the controller sets it for its game)."""
        self.banner = TeamBanner()
        self.banner.hide()
        self.addItem(self.banner)
        self.thinking: int | None = None
        self.states: dict[int, str] = {}
        self.focus: int | None = None
        self.reasons: dict[int, str] = {}
        self._press: tuple[QPointF, CardItem | None] | None = None
        self._dragging: CardItem | None = None
        self.orders: dict[int, list[Key]] = {}
        """The viewer's own order of his hand (drag to reorder), per seat, for the deal."""
        self.given: TableModel | None = None
        """The model last shown as it came, in the game's order of the hand."""
        self.peek = PeekItem(self.cache, self.art)
        self.peek.hide()
        self.addItem(self.peek)
        self.reveal = RevealItem(self.cache, self.art)
        """Cards laid open for a while: a showdown, a draw, a King shown."""
        self.addItem(self.reveal)
        self.sheet = SheetItem()
        """The deal's summary, or the final standings."""
        self.addItem(self.sheet)
        self._peeked: LastRound | None = None
        self._peeked_seat: int | None = None
        """Whose won tricks the peek shows (None: the last trick or run)."""
        self._holding = False
        self._peek_timer = QTimer(self)
        self._peek_timer.setSingleShot(True)
        self._peek_timer.timeout.connect(self.hide_peek)
        self._felt_colour = QColor(self.settings.table_colour)
        self._hurrying = False
        """Whether steps are being finished at once (``finish_steps``)."""
        self.setSceneRect(0, 0, *self.size)

    def _pill(self) -> Pill:
        pill = Pill()
        self.addItem(pill)
        return pill

    # --- set-up ---------------------------------------------------------------------

    def set_table(self, spec: TableSpec, board: Board | None, pools: Iterable[str],
                  labels: list[SeatLabel]) -> None:
        """Seat a new match: clears the table and builds plates, banks and the ``board``
        holding ``pools`` (``spec.board`` is replaced by that board's size)."""
        for item in list(self.cards.values()) + self.plates + self.banks + self.won:
            self.removeItem(item)
        if self.board is not None:
            self.removeItem(self.board)
        self.clear_bubbles()
        self.hide_peek()
        self.reveal.clear()
        self.sheet.clear()
        self.cards.clear()
        self.model = self.given = None
        self.orders.clear()
        self.labels = list(labels)
        self.states, self.reasons = {}, {}
        self.spec = replace(spec, board=board_size(board) if board is not None else None,
                            panel=self.spec.panel)
        players = spec.players
        self.plates = [PlateItem() for _ in range(players)]
        self.banks = [ChipStack(self.cache, show_label=False) for _ in range(players)]
        self.won = [WonPile(self.cache, self.art) for _ in range(players)]
        for item in self.plates + self.banks + self.won:
            self.addItem(item)
        self.board = BoardItem(self.cache, board, pools) if board is not None else None
        if self.board is not None:
            self.addItem(self.board)
        self._relayout()

    def set_viewer(self, viewer: int) -> None:
        """Put ``viewer`` at the bottom and lay the table out again."""
        if viewer != self.spec.viewer:
            self.hide_peek()
            self.spec = replace(self.spec, viewer=viewer)
            self._relayout()

    def set_labels(self, labels: list[SeatLabel]) -> None:
        """New names or levels on the plates."""
        self.labels = list(labels)
        self._refresh_decor()

    def set_scoring(self, scoring: Scoring) -> None:
        """What the plates show of the scores of the game on the table."""
        self.scoring = scoring
        self._refresh_decor()

    def set_pool_names(self, names: Mapping[str, str]) -> None:
        """The pools' names the board writes (in the interface language)."""
        if self.board is not None:
            self.board.set_names(names)

    def set_view_size(self, width: float, height: float, panel: float = 0.0) -> None:
        """The view was resized: lay everything out again for the new size, leaving room
        for a panel of decisions ``panel`` pixels tall at most (0: the layout's guess)."""
        if (width, height, panel) != (*self.size, self.spec.panel):
            self.size = (width, height)
            self.spec = replace(self.spec, panel=panel)
            self.setSceneRect(0, 0, width, height)
            self._relayout()

    def apply_settings(self, settings: Settings) -> None:
        """Use a new card pack, back or felt colour."""
        self.settings = settings
        self.art = CardArt.from_settings(settings)
        self._felt_colour = QColor(settings.table_colour)
        for item in self.cards.values():
            item.set_art(self.art)
        for pile in self.won:
            pile.set_art(self.art)
        self.peek.set_art(self.art)
        self.reveal.set_art(self.art)
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def _relayout(self) -> None:
        self.layout = compute_layout(self.size[0], self.size[1], self.spec)
        layout = self.layout
        for seat, plate in enumerate(self.plates):
            r = layout.seats[seat].plate
            plate.set_rect(QRectF(r.x, r.y, r.width, r.height), layout.font_px,
                           r.height * 1.1 if self.spec.chips else 0.0)
            self.banks[seat].set_size(r.height * 0.36)
            self.banks[seat].setPos(*layout.seats[seat].bank)
            self.banks[seat].setZValue(plate.zValue() + 1)
            self.won[seat].set_card_size(*layout.small)
            won = layout.seats[seat].won
            self.won[seat].setVisible(won is not None)
            if won is not None:
                self.won[seat].setPos(*won)
        if self.board is not None and layout.board is not None:
            b = layout.board
            self.board.set_rect(QRectF(b.x, b.y, b.width, b.height))
        if self.model is not None:
            self._place_instantly(self.model)
        if self.peek.isVisible() and self._peeked_seat is not None:
            self._build_tricks(self._peeked_seat)
        elif self.peek.isVisible() and self._peeked is not None:
            self._build_peek(self._peeked)
        if self.reveal.reveal is not None:
            self.show_reveal(self.reveal.reveal)
        if self.sheet.sheet is not None:
            self.show_sheet(self.sheet.sheet)
        self._place_bubbles()

    # --- showing a model --------------------------------------------------------------

    def show_model(self, model: TableModel) -> None:
        """Show ``model`` at once."""
        self.begin(Step("settle", model)).finish()

    def begin(self, step: Step) -> Transition:
        """Start showing ``step``: returns the transition to drive from 0 to 1."""
        old = self.model
        if step.kind == "gather":
            self.orders.clear()
            self.hide_sheet()
            self.hide_reveal()
        if step.model.stops != self.spec.stops:
            self.spec = replace(self.spec, stops=step.model.stops)
            self._relayout()
        self.given = step.model
        new = self._arranged(step.model)
        if old is not None:
            for old_key, new_key in pair_keys(old, new).items():
                item = self.cards.pop(old_key)
                item.key = new_key
                item.card = new_key if isinstance(new_key, int) else None
                self.cards[new_key] = item
        wanted = new.keys()
        for key in [k for k in self.cards if k not in wanted]:
            self.removeItem(self.cards.pop(key))
        self.model = new
        movers = []
        for key, (place, face, z) in self._placements(new).items():
            item = self.cards.get(key)
            if item is None:
                item = self._new_card(key, place, face, z)
            start = Placement(item.pos().x(), item.pos().y(), item.rotation(), item.width,
                              item.height)
            if start != place or item.face_up != face:
                item.setZValue(z + 1000)
                movers.append(Mover(item, start, place, face, z))
            else:
                item.setZValue(z)
        if step.hush:
            self.clear_bubbles()
            self.hide_reveal()
        elif step.phase_over:
            self.clear_bubbles()
        elif step.actor is not None:
            self.clear_bubble(step.actor)
        if step.reveal is not None:
            self.show_reveal(step.reveal)
        if step.sheet is not None:
            self.show_sheet(step.sheet)
        for bubble in step.bubbles:
            self.say(bubble.seat, bubble.text)
        flights = self._flights(step.chips)
        self._refresh_sources(step.chips, new)
        if self.peek.isVisible() and self._peeked_seat is not None:
            if new.won_by(self._peeked_seat):
                self._build_tricks(self._peeked_seat)
            else:
                self.hide_peek()
        elif self.peek.isVisible() and new.last is not None and new.last != self._peeked:
            self._build_peek(new.last)

        transition = Transition(self, movers, flights, self._step_finished)
        if not self._hurrying:  # finished at once, a step's start is never seen
            transition.update(0.0)
        return transition

    def _arranged(self, model: TableModel) -> TableModel:
        """``model`` with the viewer's hand in his own order, if he made one."""
        viewer = self.spec.viewer
        order = self.orders.get(viewer)
        if not order:
            return model
        arranged = model.copy()
        arranged.hands[viewer] = arrange(model.hands[viewer], order)
        return arranged

    def reorder(self, order: list[Key]) -> None:
        """Put the viewer's hand in his own ``order``, kept for the rest of the deal (a
        card he gets later goes to its sorted place)."""
        self.orders[self.spec.viewer] = list(order)
        self._show_order()

    def sort_hand(self) -> None:
        """Put the viewer's hand back in the game's order."""
        self.orders.pop(self.spec.viewer, None)
        self._show_order()

    def _show_order(self) -> None:
        if self.given is not None:
            self.model = self._arranged(self.given)
            self._place_instantly(self.model)

    def finish_steps(self, steps: Iterable[Step]) -> None:
        """Show the end of each of ``steps`` at once. The plates and the cards' highlights
        show the last step's model: they are brought up to date once, after it. A step
        that only moves cards is passed over when another follows, which places every
        card anew (the window's first show finishes a whole deal's packets so)."""
        steps = list(steps)
        self._hurrying = True
        try:
            for index, step in enumerate(steps):
                if index + 1 < len(steps) and moves_cards_only(step):
                    continue
                self.begin(step).finish()
        finally:
            self._hurrying = False
        self._step_finished()

    def _step_finished(self) -> None:
        if self._hurrying:
            return
        self._refresh_decor()
        self._apply_states()

    def _new_card(self, key: Key, place: Placement, face: bool, z: float) -> CardItem:
        item = CardItem(key, self.cache, self.art)
        item.card = key if isinstance(key, int) else None
        item.face_up = face
        item.on_hover = self.card_hovered
        item.setAcceptHoverEvents(True)
        item.setPos(place.x, place.y)
        item.setRotation(place.rotation)
        item.set_size(place.width, place.height)
        item.setZValue(z)
        self.addItem(item)
        self.cards[key] = item
        return item

    def _place_instantly(self, model: TableModel) -> None:
        for key, (place, face, z) in self._placements(model).items():
            item = self.cards.get(key)
            if item is None:
                continue
            item.setPos(place.x, place.y)
            item.setRotation(place.rotation)
            item.set_size(place.width, place.height)
            item.face_up, item.flip = face, 0.0
            item.setZValue(z)
        self._refresh_decor()
        self._apply_states()

    def placement(self, key: Key) -> Placement | None:
        """Where the layout puts a card of the model shown now."""
        if self.model is None:
            return None
        entry = self._placements(self.model).get(key)
        return None if entry is None else entry[0]

    def _placements(self, model: TableModel) -> dict[Key, tuple[Placement, bool, float]]:
        layout = self.layout
        result: dict[Key, tuple[Placement, bool, float]] = {}
        for seat, hand in enumerate(model.hands):
            base = 600 if seat == layout.spec.viewer else 100
            for i, (key, place) in enumerate(zip(hand, layout.hand_slots(seat, len(hand)),
                                                 strict=True)):
                result[key] = (place, model.face_up(key), base + i)
        for i, key in enumerate(model.deck):
            result[key] = (layout.deck_slot(model.dealer, i), False, 300 + i)
        for order, (seat, key) in enumerate(model.trick):
            result[key] = (layout.trick_slot(seat, order), True, 400 + order)
        for seat, key in model.sweep:
            result[key] = (layout.won_slot(seat), False, 350)
        for i, ((_, key), place) in enumerate(zip(model.run, layout.run_slots(len(model.run)),
                                                  strict=True)):
            result[key] = (place, True, 400 + i)
        for i, key in enumerate(model.played):
            result[key] = (layout.played_slot(i), False, 200 + i)
        for i, key in enumerate(model.talon):
            result[key] = (layout.talon_slot(i), False, 250 + i)
        turnups = layout.turnup_slots(len(model.turnups))
        for i, (key, place) in enumerate(zip(model.turnups, turnups, strict=True)):
            result[key] = (place, True, 280 + i)
        return result

    # --- chips ------------------------------------------------------------------------

    def place_point(self, place: Place) -> QPointF:
        """Where a bank's or a pool's chips are."""
        kind, name = place
        if kind == "seat":
            return QPointF(*self.layout.seats[name].bank)
        if self.board is not None:
            return self.board.pool_point(name)
        return QPointF(*self.layout.centre.centre)

    def _flights(self, moves: Iterable[ChipMove]
                 ) -> list[tuple[FlyingChip, QPointF, QPointF, float]]:
        flights = []
        size = self.layout.seats[0].plate.height * 0.4
        for move in moves:
            start, end = self.place_point(move.source), self.place_point(move.target)
            count = min(6, max(1, math.ceil(move.amount / 10) if move.amount > 12
                               else move.amount))
            for i in range(count):
                chip = FlyingChip(self.cache, move.amount >= 10 and i % 2 == 0, size)
                chip.setPos(start)
                self.addItem(chip)
                flights.append((chip, start, end, 0.5 * i / max(1, count)))
        return flights

    def _refresh_sources(self, moves: Iterable[ChipMove], model: TableModel) -> None:
        for move in moves:
            kind, name = move.source
            if kind == "seat" and model.banks is not None:
                self.banks[name].set_amount(model.banks[name])
            elif self.board is not None and model.pools is not None:
                self.board.set_pools({**self._shown_pools(), name: model.pools.get(name, 0)})

    def _shown_pools(self) -> dict[str, int]:
        if self.board is None:
            return {}
        return {pool: stack.amount or 0 for pool, stack in self.board.stacks.items()}

    # --- plates, labels, bubbles -----------------------------------------------------

    def _refresh_decor(self) -> None:
        model = self.model
        if model is None:
            return
        for seat, plate in enumerate(self.plates):
            text = self.plate_text(model, seat)
            plate.set_text(text)
            plate.setToolTip(self.label(seat).tip)
            plate.setData(ACCESSIBLE_TEXT, plate_description(text))
            if model.banks is not None:
                self.banks[seat].set_amount(model.banks[seat])
            self.won[seat].set_count(0 if model.stops else model.won[seat],
                                     self.tr("%n trick(s)", "", model.won[seat]))
        if self.board is not None and model.pools is not None:
            self.board.set_pools(model.pools)
        font = self.layout.font_px
        scoring = self.scoring
        names = [self.label(seat).name for seat in range(model.players)]
        self.banner.set_rows(team_rows(model, names, scoring), font * 0.95)
        self.banner.setPos(self.layout.margin, self.layout.margin)
        need = ""
        if model.need and model.run and model.to_act is not None:
            need = self.tr("Needs {0}").format(a_rank(model.need))
        self.need_label.set_text(need, font * 1.05)
        self.need_label.setPos(*self.layout.need_point(len(model.run)))
        trumps = ""
        if model.trumps and model.trumps in SUITS and model.to_act is not None:
            word = translated(scoring.trumps) if scoring.trumps else self.tr("Trumps")
            trumps = f"{word} {SUIT_SIGNS[SUITS.index(model.trumps)]}"
        self.trump_label.set_text(trumps, font * 1.05)
        tx, ty = self.layout.talon
        self._place_inside(self.trump_label, tx - self.layout.table[0] * 0.4,
                           ty - self.layout.table[1] * 0.5 - font * 1.4)
        talon = str(len(model.talon)) if model.talon else ""
        self.talon_label.set_text(talon, font)
        self.talon_label.setPos(tx, ty)

    def _place_inside(self, pill: Pill, x: float, y: float) -> None:
        """Centre a label on ``(x, y)``, moved in to keep it whole on the table."""
        half = pill.boundingRect().width() / 2
        margin = self.layout.margin
        pill.setPos(max(margin + half, min(self.size[0] - margin - half, x)), y)

    def label(self, seat: int) -> SeatLabel:
        """Who sits in ``seat``."""
        return self.labels[seat] if seat < len(self.labels) else SeatLabel(f"{seat}", "")

    def plate_text(self, model: TableModel, seat: int) -> PlateText:
        """What ``seat``'s plate says in ``model``: its name, who plays it (or that it
        thinks, or that it is its player's turn), what decides the match and the deal's
        figures."""
        label = self.label(seat)
        score, extra = plate_figures(model, seat, self.scoring)
        team = None
        if model.teams:
            team = next((i for i, t in enumerate(model.teams) if seat in t), None)
        thinking = self.thinking == seat
        who = label.who
        if thinking:
            who = self.tr("thinking…")
        elif label.human and model.to_act == seat and not model.over:
            who = self.tr("your turn")
        return PlateText(label.name, who, score, extra, model.dealer == seat,
                         model.to_act == seat, thinking, team)

    def set_thinking(self, seat: int | None) -> None:
        """Show the "thinking…" cue on a computer seat's plate (None: on none)."""
        self.thinking = seat
        self._refresh_decor()

    def say(self, seat: int, text: str) -> None:
        """Show a speech bubble by ``seat`` (replacing its previous one)."""
        self.clear_bubble(seat)
        bubble = BubbleItem(text, self.layout.font_px)
        self.addItem(bubble)
        self.bubbles[seat] = bubble
        self._place_bubble(seat, bubble)

    def _place_bubble(self, seat: int, bubble: BubbleItem) -> None:
        """Put a bubble where the layout finds it room, clear of cards laid open and of the
        trumps' (or pay suit's) label."""
        avoid = [Rect(r.x(), r.y(), r.width(), r.height()) for r in (
            item.sceneBoundingRect() for item in (self.reveal, self.sheet, self.trump_label)
            if item.isVisible())]
        spot = bubble_box(self.layout, seat, *bubble.extent(), avoid)
        bubble.setPos(spot.x + spot.width / 2, spot.bottom)

    def _place_bubbles(self) -> None:
        for seat, bubble in self.bubbles.items():
            self._place_bubble(seat, bubble)

    def clear_bubble(self, seat: int) -> None:
        """Remove ``seat``'s speech bubble."""
        bubble = self.bubbles.pop(seat, None)
        if bubble is not None and bubble.scene() is self:
            self.removeItem(bubble)

    def clear_bubbles(self) -> None:
        """Remove every speech bubble."""
        for seat in list(self.bubbles):
            self.clear_bubble(seat)

    # --- reveals and sheets ----------------------------------------------------------

    def show_reveal(self, reveal: Reveal) -> None:
        """Lay ``reveal`` open over the middle of the table, until the next decision or a
        click."""
        names = [label.name for label in self.labels]
        self.reveal.show_reveal(reveal, self.layout, names)
        self.reveal.setData(ACCESSIBLE_TEXT, reveal_description(reveal, names))
        self._place_bubbles()

    def hide_reveal(self) -> None:
        """Take the reveal away."""
        self.reveal.clear()

    def reveal_shown(self) -> bool:
        """Whether cards are laid open now."""
        return self.reveal.isVisible()

    def show_sheet(self, sheet: Sheet) -> None:
        """Show a summary or the standings over the middle of the table (in place of cards
        laid open)."""
        self.hide_reveal()
        self.sheet.show_sheet(sheet, self.layout)
        self.sheet.setData(ACCESSIBLE_TEXT, sheet_description(sheet))
        self._place_bubbles()

    def hide_sheet(self) -> None:
        """Take the summary or the standings away."""
        self.sheet.clear()

    # --- input -----------------------------------------------------------------------

    def set_input(self, states: Mapping[int, str], reasons: Mapping[int, str]) -> None:
        """Highlight the viewer's cards: ``legal``, ``dimmed`` (with the reason why not),
        ``selected`` or ``normal``; an empty mapping clears the highlights."""
        self.states, self.reasons = dict(states), dict(reasons)
        self._apply_states()

    def _apply_states(self) -> None:
        if self.model is None:
            return
        lift = self.layout.raise_offset()
        viewer_hand = set(self.model.hands[self.spec.viewer])
        for key, item in self.cards.items():
            state = self.states.get(key, NORMAL) if key in viewer_hand else NORMAL
            raised = lift if state in (LEGAL, "selected") else 0.0
            # The card the keyboard points at stands out of the fan, its ring in view.
            focused = key == self.focus and key in viewer_hand
            item.set_state(state, raised + (lift * 1.2 if focused else 0.0))
            item.setToolTip(self.reasons.get(key, "") if state == DIMMED else "")
            item.setData(ACCESSIBLE_TEXT, card_description(
                key, self.model.face_up(key), state, self.reasons.get(key, "")))
            item.set_focused(focused)

    def viewer_hand(self) -> list[Key]:
        """The viewer's cards, left to right."""
        return list(self.model.hands[self.spec.viewer]) if self.model else []

    def focused_card(self) -> int | None:
        """The card the keyboard points at, if it is still in the viewer's hand."""
        return self.focus if self.focus in self.viewer_hand() else None

    def set_focus_card(self, card: int | None) -> None:
        """Point the keyboard at a card of the viewer's hand (None: at none)."""
        self.focus = card
        self._apply_states()

    def card_hovered(self, item: CardItem, entered: bool) -> None:
        """The pointer entered or left a card: say why it may not be played."""
        if entered and item.state == DIMMED and isinstance(item.key, int):
            self.hint.emit(self.reasons.get(item.key, ""))
        elif not entered:
            self.hint.emit("")

    def viewer_card_at(self, point: QPointF) -> CardItem | None:
        """The viewer's card under a scene point, if any."""
        if self.model is None:
            return None
        hand = set(self.model.hands[self.spec.viewer])
        for item in self.items(point):
            if isinstance(item, CardItem) and item.key in hand:
                return item
        return None

    def card_item(self, card: int) -> CardItem | None:
        """The item showing a known card."""
        return self.cards.get(card)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.pressed.emit()
        event.accept()
        point = event.scenePos()
        self._press = None
        pile = self._pile_at(point)
        if self.reveal_shown():
            self.hide_reveal()  # and the click goes on: a card may be played at once
        if self.peek.isVisible():
            self.hide_peek()
        elif pile is not None:
            self.show_tricks(pile, hold=True)
        elif self._on_played(point):
            self.show_peek(hold=True)
        else:
            self._press = (point, self.viewer_card_at(point))

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return super().mouseMoveEvent(event)
        start, item = self._press
        if item is None:
            return None
        delta = event.scenePos() - start
        if self._dragging is None and math.hypot(delta.x(), delta.y()) > DRAG_START:
            self._dragging = item
            item.setZValue(5000)
        if self._dragging is item:
            place = self.placement(item.key)
            item.setPos(place.x + delta.x(), place.y + delta.y())
            self._preview(item.key, self._drop_order(item.key, event.scenePos()))
        return None

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._holding:
            self.hide_peek()
        press, self._press = self._press, None
        dragged, self._dragging = self._dragging, None
        if press is None:
            return
        _, item = press
        if dragged is not None:
            order = self._drop_order(dragged.key, event.scenePos())
            if order is not None:
                self.reorder(order)
                return
            if self.model is not None:
                self._place_instantly(self.model)
            if dragged.state in (LEGAL, DIMMED) and isinstance(dragged.key, int):
                self.card_clicked.emit(dragged.key)
            return
        if item is not None and item is self.viewer_card_at(event.scenePos()) \
                and isinstance(item.key, int):
            self.card_clicked.emit(item.key)

    # --- drag to reorder -------------------------------------------------------------

    def _hand_top(self) -> float:
        """Above this line a dragged card is on the table, below it in the hand."""
        slots = self.layout.hand_slots(self.spec.viewer, max(1, len(self.viewer_hand())))
        top = min(s.y - s.height / 2 for s in slots)
        return top - self.layout.raise_offset() - self.layout.margin

    def _drop_order(self, key: Key, point: QPointF) -> list[Key] | None:
        """The hand's order with ``key`` dropped at ``point``: in the slot nearest to it;
        None when the point is on the table rather than in the hand."""
        if point.y() < self._hand_top():
            return None
        hand = [k for k in self.viewer_hand() if k != key]
        slots = self.layout.hand_slots(self.spec.viewer, len(hand) + 1)
        index = min(range(len(slots)),
                    key=lambda i: math.hypot(slots[i].x - point.x(), slots[i].y - point.y()))
        hand.insert(index, key)
        return hand

    def _preview(self, dragged: Key, order: list[Key] | None) -> None:
        """Spread the viewer's other cards as they would lie after the drop."""
        shown = order or self.viewer_hand()
        slots = self.layout.hand_slots(self.spec.viewer, len(shown))
        for index, (key, place) in enumerate(zip(shown, slots, strict=True)):
            item = self.cards.get(key)
            if key == dragged or item is None:
                continue
            item.setPos(place.x, place.y)
            item.setRotation(place.rotation)
            item.setZValue(600 + index)

    # --- the last-trick peek -----------------------------------------------------------

    def peek_shown(self) -> bool:
        """Whether the last trick (or run) is being shown."""
        return self.peek.isVisible()

    def show_peek(self, hold: bool = False) -> bool:
        """Show the last trick, or the last stopped run, face up in the middle of the
        table until a click, a key or a timeout (``hold``: until the mouse is released).
        False if there is none yet."""
        last = self.model.last if self.model is not None else None
        if last is None:
            return False
        self._peeked_seat = None
        self._build_peek(last)
        self._show_peek_panel(hold, self._peek_sentence(last))
        return True

    def show_tricks(self, seat: int, hold: bool = False) -> bool:
        """Show the tricks ``seat`` took this deal, face up, as long as ``show_peek``
        shows the last trick. False if it took none."""
        if self.model is None or not self.model.won_by(seat):
            return False
        self._peeked_seat = seat
        self._build_tricks(seat)
        self._show_peek_panel(hold, self._tricks_sentence(seat))
        return True

    def _show_peek_panel(self, hold: bool, sentence: str) -> None:
        self._holding = hold
        self.peek.show()
        if hold:
            self._peek_timer.stop()
        else:
            self._peek_timer.start(PEEK_MS)
        self.hint.emit(sentence)

    def hide_peek(self) -> None:
        """Take the peek away."""
        self._peek_timer.stop()
        self._holding = False
        self._peeked_seat = None
        if self.peek.isVisible():
            self.peek.hide()
            self.hint.emit("")

    def _build_peek(self, last: LastRound) -> None:
        layout = self.layout
        names: list[tuple[str, QRectF]] = []
        if last.run:
            slots = layout.run_slots(len(last.cards))
            marked = [i == len(last.cards) - 1 for i in range(len(last.cards))]
            names = self._run_names(last, slots)
        else:
            slots = [layout.trick_slot(seat, order) for order, (seat, _) in enumerate(last.cards)]
            marked = [seat == last.winner for seat, _ in last.cards]
        cards = [(card, place, mark) for (_, card), place, mark
                 in zip(last.cards, slots, marked, strict=True)]
        self.peek.set_content(self._peek_title(last), cards, names, layout.font_px,
                              layout.margin)
        self._peeked = last

    def _build_tricks(self, seat: int) -> None:
        """Every trick ``seat`` took this deal, in the order taken, in playing order (the
        seat's own card marked)."""
        tricks = self.model.won_by(seat) if self.model is not None else []
        slots = self.layout.tricks_slots([len(t.cards) for t in tricks])
        cards = [(card, place, player == seat) for trick, places in zip(tricks, slots, strict=True)
                 for (player, card), place in zip(trick.cards, places, strict=True)]
        self.peek.set_content(self._tricks_title(seat), cards, [], self.layout.font_px,
                              self.layout.margin)

    def _tricks_title(self, seat: int) -> str:
        count = len(self.model.won_by(seat)) if self.model is not None else 0
        return self.tr("Tricks taken by {0}: %n", "", count).format(self.label(seat).name)

    def _tricks_sentence(self, seat: int) -> str:
        """The tricks a seat took, in words, for the status line (and screen readers)."""
        tricks = self.model.won_by(seat) if self.model is not None else []
        told = "; ".join(", ".join(card_text(card) for _, card in trick.cards)
                         for trick in tricks)
        return self.tr("{0}: {1}").format(self._tricks_title(seat), told)

    def _run_names(self, last: LastRound, slots: list[Placement]) -> list[tuple[str, QRectF]]:
        """The players' names under a run in one row: once under each stretch of cards
        played by one seat, as wide as the stretch shows (none under a run in rows, where
        the next row would hide them; the status line names every card's player)."""
        if len({place.y for place in slots}) > 1:
            return []
        line = self.layout.font_px * 1.3
        right = max(place.x + place.width / 2 for place in slots)
        names: list[tuple[str, QRectF]] = []
        for index, ((seat, _), place) in enumerate(zip(last.cards, slots, strict=True)):
            if index and last.cards[index - 1][0] == seat:
                continue
            left = place.x - place.width / 2
            if names:
                names[-1][1].setRight(left - 2)
            names.append((self.label(seat).name,
                          QRectF(left, place.y + place.height / 2 + 2, right - left, line)))
        return names

    def _peek_title(self, last: LastRound) -> str:
        name = self.label(last.winner).name
        if last.run:
            return self.tr("Last run · stopped by {0}").format(name)
        return self.tr("Last trick · taken by {0}").format(name)

    def _peek_sentence(self, last: LastRound) -> str:
        """The peek in words, for the status line (and screen readers)."""
        cards = ", ".join(self.tr("{0} ({1})").format(card_text(card), self.label(seat).name)
                          for seat, card in last.cards)
        return self.tr("{0}: {1}").format(self._peek_title(last), cards)

    def _pile_at(self, point: QPointF) -> int | None:
        """The seat whose pile of won tricks is at ``point``, if any."""
        return next((seat for seat, pile in enumerate(self.won) if pile.isVisible()
                     and pile.count and pile.sceneBoundingRect().contains(point)), None)

    def _on_played(self, point: QPointF) -> bool:
        """Whether ``point`` is on the pile of finished runs."""
        played = set(self.model.played) if self.model is not None else set()
        return any(isinstance(item, CardItem) and item.key in played
                   for item in self.items(point))

    # --- the felt ----------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, self._felt_colour)
        scale = painter.device().devicePixelRatioF()
        tile = self.cache.pixmap(art_file("felt", "green.svg"), 256, 256, scale)
        if self.settings.table_colour.lower() == DEFAULT_FELT:
            painter.drawTiledPixmap(rect, tile, rect.topLeft())
        else:
            painter.setOpacity(0.22)
            painter.drawTiledPixmap(rect, tile, rect.topLeft())
            painter.setOpacity(1.0)
        width, height = self.size
        gradient = QRadialGradient(QPointF(width / 2, height * 0.45), max(width, height) * 0.75)
        gradient.setColorAt(0.0, QColor(255, 255, 230, 22))
        gradient.setColorAt(0.55, QColor(0, 0, 0, 0))
        gradient.setColorAt(1.0, QColor(0, 0, 0, 120))
        painter.fillRect(rect, QBrush(gradient))
