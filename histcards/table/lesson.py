"""Guided first deals: a lesson per game, a fixed, hand-picked deal in which the coach
walks the player through each rule of the game once.

A lesson is two files in ``resources/lessons/``: ``<game>.json``, a deal record of one
deal played to its end (``histcards replay`` accepts it), and ``<game>.coach.json``, its
script: the player's seat, a line to start with, a line at chosen decisions of the
player (by the index of the decision in the deal's ``actions``) and a line at the end. The
lines are English, translated through the catalogues (context ``Lesson``:
``python -m histcards.app.i18n update`` extracts them).

While the lesson is followed, the computer seats play the record's decisions
(``ScriptedBot``) and the player is asked for the record's: any other decision is refused
with a sentence saying which move the lesson expects (the table highlights it), and the
coach's panel offers to play on freely. Playing on freely (or reaching the end of the
deal) hands the computer seats back to ordinary bots: the match goes on as any other.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from histcards import checked_json as cj
from histcards.ai import make_bot
from histcards.ai.base import UNLIMITED, Budget
from histcards.engine import GAMES, Match, RecordError
from histcards.engine.actions import Action
from histcards.engine.observation import Observation
from histcards.engine.text import Text
from histcards.match_setup import SeatSetup
from histcards.resources import resource_path
from histcards.storage import read_json
from histcards.table.controller import Controller

LESSON_FORMAT = "histcards-lesson/1"
CONTEXT = "Lesson"
"""The context of the lessons' lines in the catalogues."""
LINE = cj.Text(1000, min_chars=1, expected="a line of the coach")
SCRIPT = cj.Fields(
    required={
        "format": cj.OneOf((LESSON_FORMAT,)),
        "game": cj.Text(32, ascii=True, min_chars=1, expected="a game's id"),
        "seat": cj.Whole(0, 15, expected="a seat"),
        "intro": LINE,
        "steps": cj.ListOf(
            cj.Fields(required={"at": cj.Whole(0, 20_000), "say": LINE}),
            200,
            expected="a list of steps",
        ),
        "end": LINE,
    },
    expected="a lesson's script",
)
"""What a lesson's script holds."""


class LessonError(ValueError):
    """A lesson that cannot be used (a missing or damaged file, a script out of step)."""


@dataclass(frozen=True)
class Lesson:
    """A guided deal: its record, the player's seat and the coach's lines."""

    game: str
    record: Mapping[str, Any]
    seat: int
    intro: Text
    steps: Mapping[int, Text]
    """The line said at a decision of the player, by the decision's index in the deal."""
    end: Text

    @property
    def actions(self) -> tuple[str, ...]:
        """The deal's decisions, in order."""
        return tuple(self.record["deals"][0]["actions"])

    def expected(self, index: int) -> Action | None:
        """The decision the lesson takes at ``index`` (None past its end)."""
        actions = self.actions
        return Action.parse(actions[index]) if index < len(actions) else None

    def start_record(self, name: str) -> dict[str, Any]:
        """The record at the start of the deal, the player's seat named ``name``."""
        record = copy.deepcopy(dict(self.record))
        record["deals"][0]["actions"] = []
        names = list(record.get("names") or [])
        if self.seat < len(names) and name:
            names[self.seat] = name
            record["names"] = names
        return record


def lesson_path(game: str) -> Path:
    """The deal record of a game's lesson."""
    return resource_path("lessons", f"{game}.json")


def script_path(game: str) -> Path:
    """The coach's script of a game's lesson."""
    return resource_path("lessons", f"{game}.coach.json")


def lesson_games() -> list[str]:
    """The games that have a lesson, in the registry's order."""
    return [game for game in GAMES if lesson_path(game).is_file()]


def read_lesson(game: str) -> Lesson:
    """A game's lesson; ``LessonError`` if its files are missing, damaged, or do not fit
    (the record refused by the engine, a line at a decision that is not the player's)."""
    try:
        record = read_json(lesson_path(game))
        script = SCRIPT.check(read_json(script_path(game)))
        match = Match.from_record(record)
    except (OSError, ValueError, cj.SchemaError) as error:
        raise LessonError(f"the lesson of {game} cannot be read: {error}") from None
    if script["game"] != game or match.game.id != game:
        raise LessonError(f"the lesson of {game} is for another game")
    seat = script["seat"]
    lesson = Lesson(
        game,
        record,
        seat,
        Text(CONTEXT, script["intro"]),
        {step["at"]: Text(CONTEXT, step["say"]) for step in script["steps"]},
        Text(CONTEXT, script["end"]),
    )
    wrong = [index for index in lesson.steps if index not in player_decisions(lesson)]
    if wrong:
        raise LessonError(
            f"the lesson of {game} has a line at decision {wrong[0]}, which is not the player's"
        )
    return lesson


def player_decisions(lesson: Lesson) -> list[int]:
    """The indices of the player's decisions in the lesson's deal."""
    match = Match.from_record(lesson.start_record(""))
    found = []
    for index, action in enumerate(lesson.actions):
        if match.to_act == lesson.seat:
            found.append(index)
        match.apply(action)
    return found


def lesson_texts() -> Iterator[Text]:
    """Every line of every lesson (for the catalogues)."""
    for game in lesson_games():
        lesson = read_lesson(game)
        yield lesson.intro
        yield from (lesson.steps[index] for index in sorted(lesson.steps))
        yield lesson.end


@dataclass(frozen=True)
class ScriptedBot:
    """A computer seat of a lesson: it takes the record's decision for the position."""

    actions: tuple[str, ...]

    def choose(
        self,
        observation: Observation,
        legal: Sequence[Action],
        rng: random.Random,
        budget: Budget = UNLIMITED,
    ) -> Action:
        """The record's decision at this point of the deal."""
        index = len(observation.deal_actions)
        action = Action.parse(self.actions[index]) if index < len(self.actions) else None
        if action is None or action not in legal:
            raise ValueError("the lesson's script does not go on from here")
        return action


class LessonDirector(QObject):
    """Runs a lesson on the table: scripted computer seats, the player's decisions
    checked against the script, the coach's line for each moment."""

    changed = Signal()
    """The lesson's line may have changed (or the lesson ended)."""
    strayed = Signal(object)
    """The player chose otherwise than the lesson: the ``Action`` it expects."""

    def __init__(self, controller: Controller, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.lesson: Lesson | None = None
        self.following = False
        """Whether the deal still follows the script (not played on freely)."""
        self.stray: Action | None = None
        """The player's last decision the lesson refused, until he decides again."""
        controller.reloaded.connect(self._reloaded)
        controller.changed.connect(self._moved)

    def start(self, lesson: Lesson, seats: Sequence[SeatSetup], name: str) -> None:
        """Play ``lesson`` with these seats (the player's named ``name``); ``RecordError``
        if its record cannot be played."""
        self.lesson, self.following, self.stray = lesson, True, None
        self.controller.vet = self._vet
        try:
            self.controller.load(lesson.start_record(name), seats, self._bots(seats))
        except (RecordError, ValueError):
            self.end()
            raise
        self.changed.emit()

    def _bots(self, seats: Sequence[SeatSetup]) -> dict[int, ScriptedBot]:
        assert self.lesson is not None
        return {
            seat: ScriptedBot(self.lesson.actions)
            for seat, setup in enumerate(seats)
            if not setup.is_human
        }

    @property
    def active(self) -> bool:
        """Whether a lesson is on the table (followed, or played on freely)."""
        return self.lesson is not None

    def index(self) -> int:
        """The number of decisions taken in the deal."""
        match = self.controller.match
        return len(match.deals[-1].actions) if match is not None and match.deals else 0

    def expected(self) -> Action | None:
        """The decision the lesson expects of the player now, while it is followed."""
        match = self.controller.match
        if (
            not self.following
            or self.lesson is None
            or match is None
            or match.to_act != self.lesson.seat
        ):
            return None
        return self.lesson.expected(self.index())

    def line(self) -> Text | None:
        """The coach's line for the moment: the start's until the player's first decision
        is taken, the step's at a decision that has one, the end's once the deal is over."""
        lesson, match = self.lesson, self.controller.match
        if lesson is None or match is None or match.deal_index != 0:
            return None
        if match.to_act is None:
            return lesson.end
        if not self.following:
            return None
        return lesson.steps.get(self.index())

    def intro(self) -> Text | None:
        """The lesson's opening line, until the player's first decision is taken."""
        lesson = self.lesson
        if lesson is None or not self.following:
            return None
        first = min(player_decisions(lesson), default=0)
        return lesson.intro if self.index() <= first else None

    def _vet(self, action: Action) -> str | None:
        expected = self.expected()
        if expected is None or action == expected:
            self.stray = None
            return None
        self.stray = expected
        self.strayed.emit(expected)
        self.changed.emit()
        return QCoreApplication.translate(
            "Lesson",
            "This lesson's move is “{0}”: take it, or choose “Play on freely” in "
            "the coach's panel.",
        ).format(self.controller.label(expected))

    def release(self) -> None:
        """Play on freely: the computer seats become ordinary bots, any decision goes."""
        if self.controller.vet == self._vet:
            self.controller.vet = None
        self.following, self.stray = False, None
        match = self.controller.match
        for seat in self.controller.seats:
            if not seat.is_human and isinstance(seat.bot, ScriptedBot) and match is not None:
                seat.bot = make_bot(match.game.id, seat.setup.level)
        self.changed.emit()

    def end(self) -> None:
        """Leave the lesson (another match starts)."""
        self.release()
        self.lesson = None
        self.changed.emit()

    def _reloaded(self) -> None:
        """An undo or a restart reloads the lesson's deal: the script goes on; any other
        record ends the lesson."""
        lesson, match = self.lesson, self.controller.match
        if lesson is None or match is None:
            return
        if match.deal_index != 0 or not self._same_deal(match):
            self.end()
            return
        if self.following:
            self.controller.vet = self._vet
            bots = self._bots([seat.setup for seat in self.controller.seats])
            for seat, bot in bots.items():
                self.controller.seats[seat].bot = bot
        self.changed.emit()

    def _same_deal(self, match: Match) -> bool:
        assert self.lesson is not None
        deal = self.lesson.record["deals"][0]
        record = match.to_record()["deals"][0]
        return match.game.id == self.lesson.game and record.get("hands") == deal["hands"]

    def _moved(self) -> None:
        match = self.controller.match
        if self.lesson is None or match is None:
            return
        if self.following and match.to_act is None:
            self.release()  # the lesson's deal is over: the match goes on as any other
        if match.deal_index != 0:
            self.lesson = None
        self.changed.emit()
