"""The deal record (format ``histcards-record/1``): one JSON document describing a match,
its set-up and every decision. It is the save file, the replay, the bug report and the
test fixture at once. Replaying a record is deterministic.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from histcards.engine.errors import IllegalAction, RecordError
from histcards.engine.match import Match, layout_from_json, layout_to_json

FORMAT = "histcards-record/1"
TOP_KEYS = {"format", "game", "players", "options", "names", "start", "teams", "deals", "seed"}
DEAL_KEYS = {"dealer", "seed", "hands", "stock", "turnup", "actions"}


def match_to_record(match: Match) -> dict[str, Any]:
    """The record of a match so far."""
    record: dict[str, Any] = {
        "format": FORMAT,
        "game": match.game.id,
        "players": match.players,
        "options": dict(match.options),
        "names": list(match.given_names),
        "seed": match.seed,
    }
    if match.start:
        record["start"] = match.start
    if match.teams and match.start_teams:
        record["teams"] = [list(t) for t in match.teams]
    deals = []
    for entry in match.deals:
        deal: dict[str, Any] = {"dealer": entry.dealer}
        if entry.layout is not None:
            deal.update(layout_to_json(entry.layout))
        else:
            deal["seed"] = entry.seed
        deal["actions"] = [str(a) for a in entry.actions]
        deals.append(deal)
    record["deals"] = deals
    return record


def match_from_record(record: Mapping[str, Any]) -> Match:
    """Rebuild a match from its record; raises ``RecordError`` on any fault."""
    match, error = replay_record(record)
    if error is not None:
        raise error
    return match


def replay_record(record: Any) -> tuple[Match | None, RecordError | None]:
    """Replay a record as far as it goes.

    Returns the match and None, or, at the first fault, the match as it stood just before
    the faulty action (None if the fault is in the set-up) and the error.
    """
    try:
        match = _new_match(record)
    except RecordError as error:
        return None, error
    deals = record.get("deals", [])
    if not isinstance(deals, list):
        return None, RecordError("'deals' must be a list")
    for index, deal in enumerate(deals):
        error = _replay_deal(match, deal, index)
        if error is not None:
            return match, error
    return match, None


def _new_match(record: Any) -> Match:
    from histcards.engine import GAMES

    if not isinstance(record, Mapping):
        raise RecordError("a record must be a JSON object")
    if record.get("format") != FORMAT:
        raise RecordError(f"not a histcards record: 'format' must be {FORMAT!r}")
    unknown = set(record) - TOP_KEYS
    if unknown:
        raise RecordError(f"unknown field {sorted(unknown)[0]!r} in the record")
    game = record.get("game")
    if game not in GAMES:
        raise RecordError(f"unknown game {game!r} (the games are: {', '.join(sorted(GAMES))})")
    options = record.get("options", {})
    if not isinstance(options, Mapping):
        raise RecordError("'options' must be an object")
    names = record.get("names")
    if names is not None and not (isinstance(names, list)
                                  and all(isinstance(n, str) for n in names)):
        raise RecordError("'names' must be a list of strings")
    start = record.get("start")
    if start is not None and not isinstance(start, Mapping):
        raise RecordError("'start' must be an object")
    seed = record.get("seed", 0)
    if not isinstance(seed, int):
        raise RecordError("'seed' must be a whole number")
    try:
        return Match(GAMES[game], record.get("players"), options, seed=seed, names=names,
                     start=start, teams=record.get("teams"))
    except (ValueError, TypeError) as error:
        raise RecordError(str(error)) from None


def _replay_deal(match: Match, deal: Any, index: int) -> RecordError | None:
    if not isinstance(deal, Mapping):
        return RecordError("a deal must be a JSON object", deal=index)
    unknown = set(deal) - DEAL_KEYS
    if unknown:
        return RecordError(f"unknown field {sorted(unknown)[0]!r}", deal=index)
    if match.over:
        return RecordError(f"the match was already over after deal {index - 1}", deal=index)
    if match.to_act is not None:
        return RecordError("the previous deal is not finished", deal=index)
    if ("seed" in deal) == ("hands" in deal):
        return RecordError("a deal gives either 'seed' or an explicit layout ('hands')",
                           deal=index)
    actions = deal.get("actions", [])
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        return RecordError("'actions' must be a list of strings", deal=index)
    dealer = deal.get("dealer")
    try:
        if dealer is not None and (not isinstance(dealer, int) or isinstance(dealer, bool)):
            raise ValueError("'dealer' must be a seat number")
        if "seed" in deal:
            if not isinstance(deal["seed"], int) or isinstance(deal["seed"], bool):
                raise ValueError("'seed' must be a whole number")
            match.start_deal(seed=deal["seed"], dealer=dealer)
        else:
            match.start_deal(layout_from_json(deal), dealer=dealer)
    except (ValueError, TypeError) as error:
        return RecordError(f"bad layout: {error}" if "hands" in deal else str(error),
                           deal=index)
    for position, text in enumerate(actions):
        try:
            match.apply(text)
        except IllegalAction as error:
            return RecordError(f"'{text}': {error}", deal=index, action=position)
    return None
