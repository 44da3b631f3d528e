"""The soak benchmark (``python -m histcards.bench soak``): it plays what it is asked of
every game with the invariants checked, and a break is written down as a record that
replays the match as it stood."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from histcards.bench import soak
from histcards.engine import GAMES, Match
from histcards.engine.invariants import InvariantBroken


def task(game: str, deals: int, out: Path) -> soak.Task:
    return soak.Task(game, deals, seed=7, check_every=2, match_deals=3, bot_share=0.5,
                     out=str(out))


@pytest.mark.parametrize("game", list(GAMES))
def test_a_short_soak_plays_its_deals_without_a_break(tmp_path: Path, game: str) -> None:
    tally = soak.soak(task(game, 4, tmp_path))
    assert tally.deals == 4 and tally.breaks == 0
    assert tally.decisions > 0 and tally.matches >= 2
    assert not list(tmp_path.iterdir())


def test_a_break_is_written_as_a_record_that_replays(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    honest = soak.check_step
    calls = []

    def breaks_on_the_tenth_step(match: Match, *args: object, **kwargs: object) -> None:
        calls.append(1)
        if len(calls) == 10:
            raise InvariantBroken("the chips on the table went from 40 to 39")
        honest(match, *args, **kwargs)

    monkeypatch.setattr(soak, "check_step", breaks_on_the_tenth_step)
    tally = soak.soak(task("polignac", 3, tmp_path))
    assert tally.breaks == 1
    [path] = tally.break_files
    found = json.loads(Path(path).read_text(encoding="utf-8"))
    assert found["error"] == "InvariantBroken: the chips on the table went from 40 to 39"
    replayed = Match.from_record(found["record"])
    assert replayed.to_record() == found["record"]
    # the steps checked were the first deal and nine decisions, the last one included
    assert len(replayed.deals) == 1 and len(replayed.deals[0].actions) == 9


def test_the_command_shares_the_deals_and_writes_checkpoints(tmp_path: Path,
                                                            capsys: pytest.CaptureFixture
                                                            ) -> None:
    checkpoint = tmp_path / "figures.json"
    status = soak.main(["--deals", "10", "--chunk", "1", "--game", "homme", "--game",
                        "quarante", "--checkpoint", str(checkpoint), "--out",
                        str(tmp_path / "breaks"), "--json"])
    assert status == 0
    figures = json.loads(capsys.readouterr().out)
    assert {row["game"]: row["deals"] for row in figures["games"]} == {"homme": 5,
                                                                        "quarante": 5}
    for row in figures["games"]:
        assert set(row["player_counts_met"]) <= set(GAMES[row["game"]].info.players)
    saved = json.loads(checkpoint.read_text(encoding="utf-8"))
    assert saved["tasks_done"] == saved["tasks"] == 10
    assert saved["games"] == figures["games"]
