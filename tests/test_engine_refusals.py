"""What the engine refuses, and how: decisions that are not action texts, option values of
the wrong type, state a record's ``start.carry`` may not set. Every refusal is a
``ValueError`` (``IllegalAction``, ``OptionsError``, ``RecordError``) with a one-line
message, and leaves the match as it was."""

from __future__ import annotations

from typing import Any

import pytest

from histcards.engine import GAMES, IllegalAction, Match, RecordError, new_match
from histcards.engine.errors import OptionsError
from histcards.engine.games.hoc import MAX_DOUBLING
from histcards.engine.options import Option
from tests.playout import all_configurations, snapshot

GAME_PLAYERS = [(game, players) for game, players, options in all_configurations()
                if not options]
NOT_ACTIONS = [None, 5, 2.5, True, b"pass", ["pass"], ("play", "KS"), {"action": "pass"},
               object()]


def one_line(error: BaseException) -> str:
    """The error's message, checked to be one non-empty line."""
    message = str(error)
    assert message and "\n" not in message, message
    return message


# --- actions ---------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "players"), GAME_PLAYERS)
def test_actions_that_are_not_text_are_illegal(game: str, players: int) -> None:
    """``Match.apply(None)`` or any non-string is an ``IllegalAction`` that changes nothing,
    between deals and during one."""
    match = new_match(game, players, seed=2)
    for bad in NOT_ACTIONS:
        with pytest.raises(IllegalAction) as refused:
            match.apply(bad)  # type: ignore[arg-type]
        one_line(refused.value)
    match.start_deal()
    before = snapshot(match)
    for bad in NOT_ACTIONS:
        with pytest.raises(IllegalAction) as refused:
            match.apply(bad)  # type: ignore[arg-type]
        assert refused.value.reason.template == "'{text}' is not an action"
        one_line(refused.value)
    assert snapshot(match) == before
    match.apply(match.legal()[0])  # the match goes on


# --- options of the wrong type -----------------------------------------------------------


@pytest.mark.parametrize(("game", "options", "words"), [
    ("polignac", {"target": 20.0}, "option target takes one of 10, 15, 20, 30, 50, not 20.0"),
    ("poch", {"stop_payment": 2.0}, "option stop_payment takes one of 0, 1, 2, not 2.0"),
    ("homme", {"max_rejouissances": 0.0}, "option max_rejouissances takes one of"),
    ("homme", {"deal_limit": None}, "option deal_limit takes a whole number"),
    ("poch", {"stop_payment": True}, "option stop_payment takes one of 0, 1, 2, not True"),
    ("homme", {"max_rejouissances": True}, "option max_rejouissances takes one of"),
    ("homme", {"max_rejouissances": False}, "option max_rejouissances takes one of"),
])
def test_option_values_of_the_wrong_type_are_refused(game: str, options: dict[str, Any],
                                                     words: str) -> None:
    """Choices and numbers are checked by exact type: ``20.0`` is not the whole number 20,
    ``True`` not the number 1, null not a number."""
    players = GAMES[game].info.usual_players
    with pytest.raises(OptionsError) as refused:
        new_match(game, players, options)
    assert words in one_line(refused.value)
    record = {"format": "histcards-record/1", "game": game, "players": players,
              "options": options, "deals": []}
    with pytest.raises(RecordError) as refused:
        Match.from_record(record)
    assert words in one_line(refused.value)


def wrong_types(option: Option, players: int) -> list[Any]:
    """Values of the wrong type for ``option``, each equal to (or standing for) an allowed
    value in a looser reading: floats for whole numbers, booleans for 1 and 0, numbers for
    booleans, null."""
    default = option.default_for(players)
    if option.kind == "bool":
        return [int(default), str(default).lower(), None]
    if option.kind == "int":
        return [float(default), str(default), None, True]
    if option.kind == "choice":
        wrong: list[Any] = [None]
        for value in option.values:
            if isinstance(value, int) and not isinstance(value, bool):
                wrong.append(float(value))
                wrong += [flag for flag in (True, False) if flag == value]
            elif isinstance(value, str):
                wrong.append([value])
        return wrong
    return [None, "table"]


OPTIONS = [(game, option.key) for game in GAMES for option in GAMES[game].info.options]


@pytest.mark.parametrize(("game", "key"), OPTIONS, ids=[f"{g}-{k}" for g, k in OPTIONS])
def test_every_option_refuses_values_of_the_wrong_type(game: str, key: str) -> None:
    rules = GAMES[game].info
    option = rules.option(key)
    assert option is not None
    players = rules.usual_players
    new_match(game, players, {key: option.default_for(players)})  # the default is accepted
    for bad in wrong_types(option, players):
        with pytest.raises(ValueError) as refused:
            new_match(game, players, {key: bad})
        assert isinstance(refused.value, OptionsError)
        assert key in one_line(refused.value)


# --- what a record's start may carry -----------------------------------------------------


def start_record(game: str, carry: Any) -> dict[str, Any]:
    return {"format": "histcards-record/1", "game": game,
            "players": GAMES[game].info.usual_players, "start": {"carry": carry}, "deals": []}


@pytest.mark.parametrize("game", [g for g in GAMES if not GAMES[g].info.carry])
def test_a_game_keeping_nothing_between_deals_refuses_a_carry(game: str) -> None:
    with pytest.raises(RecordError) as refused:
        Match.from_record(start_record(game, {"double": 1}))
    assert "carries no 'double'" in one_line(refused.value)
    Match.from_record(start_record(game, {}))  # an empty carry is no carry


@pytest.mark.parametrize("double", [10**9, MAX_DOUBLING + 1, -1, 1.5, "yes", None, [1]])
def test_hoc_refuses_a_double_out_of_range(double: Any) -> None:
    """Hoc keeps the double deal between deals: 0 … ``MAX_DOUBLING`` doublings, or a flag."""
    with pytest.raises(RecordError) as refused:
        Match.from_record(start_record("hoc", {"double": double}))
    assert "carry double must be" in one_line(refused.value)


@pytest.mark.parametrize("double", [0, 1, MAX_DOUBLING, True, False])
def test_hoc_accepts_a_double_in_range(double: Any) -> None:
    match = Match.from_record(start_record("hoc", {"double": double}))
    assert match.carry["double"] == double


# --- teams only where the game has partnerships -----------------------------------------


@pytest.mark.parametrize("game", [g for g in GAMES if not GAMES[g].info.partnerships])
@pytest.mark.parametrize("teams", [[[0, 2], [1, 3]], [[0], [1]], []])
def test_a_game_without_partnerships_refuses_teams(game: str, teams: Any) -> None:
    """Teams are for the games that declare partnerships: given to another game they would
    make partners share a score (Polignac charged one seat the other's capot)."""
    players = 4 if 4 in GAMES[game].info.players else GAMES[game].info.usual_players
    record = {"format": "histcards-record/1", "game": game, "players": players,
              "teams": teams, "deals": []}
    with pytest.raises(RecordError) as refused:
        Match.from_record(record)
    assert "played each for himself" in one_line(refused.value)
