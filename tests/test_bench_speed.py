"""The speed benchmarks run and report what they promise (figures, never timed tests):
``bench long`` the three costs per decision at both ends of a long match, ``bench engine
--vs-openspiel`` a ratio per game against OpenSpiel's Hearts where OpenSpiel is installed."""

from __future__ import annotations

import json

import pytest

from histcards.bench import engine, long


def test_the_long_match_benchmark_reports_each_cost_at_both_ends(capsys) -> None:
    assert long.main(["--deals", "2", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert [f["game"] for f in figures] == ["hoc", "poch"]
    for f in figures:
        assert f["deals"] == 2 and f["decisions"] > 0
        for cost in ("engine", "clone", "save"):
            assert f["first"][cost] > 0 and f["last"][cost] > 0
            assert isinstance(f["flat"][cost], bool)


def test_the_engine_is_compared_with_hearts_where_openspiel_is_installed(capsys) -> None:
    pytest.importorskip("pyspiel", reason="needs the bench extra (pip install .[bench])")
    arguments = ["--vs-openspiel", "--rounds", "1", "--slice", "0.02", "--game", "hoc"]
    assert engine.main([*arguments, "--json"]) == 0
    (figures,) = json.loads(capsys.readouterr().out)
    assert figures["game"] == "hoc" and figures["vs_hearts"] > 0
