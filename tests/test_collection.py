"""The garbage collector held off while the program starts (``histcards.collection``):
on again once the table is painted, and never turned on where someone else turned it off."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from histcards.collection import hold_collection, release_collection
from tests.table_driver import open_table


@pytest.fixture
def collector_restored() -> Iterator[None]:
    was_on = gc.isenabled()
    yield
    release_collection()
    if was_on:
        gc.enable()


@pytest.mark.usefixtures("collector_restored")
def test_held_then_released_the_collector_is_on_again() -> None:
    gc.enable()
    hold_collection()
    assert not gc.isenabled()
    release_collection()
    assert gc.isenabled()


@pytest.mark.usefixtures("collector_restored")
def test_a_collector_turned_off_elsewhere_stays_off() -> None:
    gc.disable()
    hold_collection()
    release_collection()
    assert not gc.isenabled()


@pytest.mark.usefixtures("collector_restored")
def test_the_table_turns_the_collector_on_once_painted(qtbot) -> None:
    gc.enable()
    hold_collection()
    window = open_table(qtbot, "polignac", 4)
    qtbot.waitUntil(gc.isenabled)
    assert window.view.viewport().isVisible()


@pytest.mark.usefixtures("collector_restored")
def test_a_window_never_painted_turns_the_collector_on_soon(qtbot, monkeypatch) -> None:
    from histcards.app import main_window

    monkeypatch.setattr(main_window, "COLLECTION_HELD_MS", 50)
    gc.enable()
    hold_collection()
    window = main_window.MainWindow()
    qtbot.addWidget(window)
    qtbot.waitUntil(gc.isenabled)
    assert not window.isVisible()
