"""The scene while a deal is shown: the viewer's cards turn face up as they land, and no
other card of any seat's hand ever shows its face, at any moment of any step."""

from __future__ import annotations

import pytest

from histcards.engine import new_match
from histcards.table.choreography import choreograph
from histcards.table.controller import deal_plan
from histcards.table.layout import TableSpec
from histcards.table.model import model_from_observation
from histcards.table.scene import SeatLabel, TableScene


@pytest.mark.parametrize(("game", "players", "viewer"),
                         [("polignac", 4, 2), ("hoc", 2, 1), ("homme", 3, 0), ("poch", 4, 3)])
def test_during_the_deal_only_the_viewers_landed_cards_show_their_faces(qtbot, game, players,
                                                                          viewer):
    scene = TableScene()
    match = new_match(game, players, seed=4)
    pools = list(match.ledger.pools) if match.ledger else []
    scene.set_table(TableSpec(players, viewer, True), match.game.info.board(pools), pools,
                    [SeatLabel(name, "") for name in match.names])
    assert (scene.board is not None) == bool(pools)
    before = model_from_observation(match.observation(viewer), viewer)
    scene.show_model(before)
    events = match.start_deal()
    final = model_from_observation(match.observation(viewer), viewer)
    own = set(match.hand(viewer))
    landed_face_up = 0
    for step in choreograph(before, events, final, deal_plan(match)):
        transition = scene.begin(step)
        for t in (0.2, 0.5, 0.8, 1.0):
            transition.update(t)
            for key, item in scene.cards.items():
                if item.showing_face() and item.card is not None:
                    in_hand = any(key in hand for hand in scene.model.hands)
                    assert not in_hand or key in scene.model.hands[viewer]
                    assert key in own or key in scene.model.turnups
        transition.finish()
        if step.kind == "deal":
            hand = scene.model.hands[viewer]
            landed_face_up = max(landed_face_up, len(hand))
            assert all(scene.cards[k].showing_face() for k in hand)
            assert not any(scene.cards[k].showing_face() for k in scene.model.deck)
    assert landed_face_up == len(own)


def shown_cards(scene: TableScene) -> list[tuple]:
    """What the table shows of its cards: each one's place, turn, size, face and height."""
    return sorted((repr(key), round(item.pos().x(), 6), round(item.pos().y(), 6),
                   round(item.rotation(), 6), item.width, item.height,
                   item.showing_face(), item.card, item.zValue())
                  for key, item in scene.cards.items())


@pytest.mark.parametrize(("game", "players"), [("polignac", 4), ("poch", 3), ("hoc", 2)])
def test_a_deal_finished_at_once_looks_as_when_each_step_is_finished(qtbot, game, players):
    """``finish_steps`` passes over the packets that only move cards (the first show of
    the window finishes a deal so); the table ends up the same, card for card."""
    def dealt(step_by_step: bool) -> TableScene:
        scene = TableScene()
        match = new_match(game, players, seed=7)
        pools = list(match.ledger.pools) if match.ledger else []
        scene.set_table(TableSpec(players, 0, True), match.game.info.board(pools), pools,
                        [SeatLabel(name, "") for name in match.names])
        before = model_from_observation(match.observation(0), 0)
        scene.show_model(before)
        events = match.start_deal()
        final = model_from_observation(match.observation(0), 0)
        steps = choreograph(before, events, final, deal_plan(match))
        assert sum(step.kind == "deal" for step in steps) > 1
        if step_by_step:
            for step in steps:
                scene.finish_steps([step])
        else:
            scene.finish_steps(steps)
        return scene

    assert shown_cards(dealt(False)) == shown_cards(dealt(True))
