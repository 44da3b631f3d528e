"""The player alone at the table is "You" (« Vous »), and sentences agree with him.

Every sentence that names a seat is a template (``Text``) with named seat fields; one that
can name the solo player carries its second-person forms (``Text.you``), which ``Words``
chooses when the seat named is his. The checks are built from the templates: statically,
every template of the declarations and of the table's words naming a seat as the subject
or object of a verb has a second-person form for that field; over random play of every
game and over the lessons, in English and French, no template is filled with the player's
seat in such a field, the second-person forms are used, and no line puts "You"/« Vous »
before a verb the third-person templates use.
"""

from __future__ import annotations

import random
import re
import string
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import pytest

from histcards.app.i18n import Translations, engine_texts
from histcards.engine import GAMES, Match, new_match
from histcards.engine import events as ev
from histcards.engine.text import Text, texts_in
from histcards.table import coaching, showdown, summary, wording
from histcards.table.coaching import CoachWords, happened
from histcards.table.lesson import lesson_games, read_lesson
from histcards.table.showdown import reveal_of
from histcards.table.summary import standings
from histcards.table.wording import (
    SEAT_FIELDS,
    SEATS_FIELDS,
    Words,
    describe_events,
    solo_name,
    translated,
    you_seat,
)
from tests.playout import advance

NAMING_FIELDS = SEAT_FIELDS | SEATS_FIELDS
"""Fields naming the seats a verb agrees with. Not ``teams`` (partnerships listed after a
colon, "Partners: you and César against …", with no verb) nor ``others`` (the winners
beside the player, who is named by the form itself)."""
LANGUAGES = ("en", "fr")
OTHER_NAMES = ("Anne", "Blaise", "César", "Diane", "Émile", "Flore", "Gaspard", "Hélène")


def fields_of(source: str) -> set[str]:
    """The named fields of a template."""
    return {name.split(".")[0] for _, name, _, _ in string.Formatter().parse(source) if name}


def labels_of(source: str) -> set[str]:
    """The seat fields a template uses as a label ("{seat}: “Hoc!”"): no verb follows."""
    return set(re.findall(r"\{(\w+)\}:", source))


def verb_bound(text: Text) -> set[str]:
    """The seat fields of a template a verb agrees with (or that a verb takes as object)."""
    return (fields_of(text.source) & NAMING_FIELDS) - labels_of(text.source)


def table_templates() -> list[Text]:
    """The templates of the table's own sentences: the module-level ``Text`` values of the
    words, the coach, the showdowns and the summaries, and those inside the log's
    describers."""
    found: list[Text] = []
    for module in (wording, coaching, showdown, summary):
        found += texts_in([v for v in vars(module).values() if isinstance(v, Text)])
    for describer in wording.DESCRIBERS.values():
        cells = [c.cell_contents for c in getattr(describer, "__closure__", None) or ()]
        found += texts_in(cells)
    return found


def all_forms(templates: Sequence[Text]) -> set[Text]:
    return {form for text in templates for _field, form in text.you}


# --- the templates --------------------------------------------------------------------


def test_every_template_naming_a_seat_has_its_second_person_form() -> None:
    templates = [*engine_texts(), *table_templates()]
    forms = all_forms(templates)
    missing = [
        f"{t.context}: {t.source!r} lacks a form for {sorted(field)}"
        for t in templates
        if t not in forms
        for field in [verb_bound(t) - {name for name, _ in t.you}]
        if field
    ]
    assert not missing, "\n".join(missing)
    assert len(forms) >= 60
    # A form never names the player's field again: it says "you" itself.
    for text in templates:
        for field, form in text.you:
            assert field not in fields_of(form.source), form


# --- random play and the lessons --------------------------------------------------------


class Recorder:
    """Every template ``Words`` fills: the one chosen and whether it names the player in
    a field a verb agrees with."""

    def __init__(self) -> None:
        self.filled: list[tuple[Text, Text, dict[str, Any]]] = []

    def wrap(self, monkeypatch: pytest.MonkeyPatch) -> None:
        addressed = Words.addressed
        recorder = self

        def recording(words: Words, text: Text, fields: Mapping[str, Any]) -> Text:
            chosen = addressed(words, text, fields)
            recorder.filled.append((text, chosen, dict(fields)))
            return chosen

        monkeypatch.setattr(Words, "addressed", recording)

    def wrong(self, you: int) -> list[str]:
        """Templates filled in the third person with the player in a verb's field."""
        probe = Words("polignac", you=you)
        return [
            f"{chosen.context}: {chosen.source!r} with {field}={fields[field]!r}"
            for _text, chosen, fields in self.filled
            for field in verb_bound(chosen)
            if probe.names_you(fields.get(field))
        ]

    def second_person(self) -> int:
        return sum(text is not chosen for text, chosen, _ in self.filled)


def third_person_verbs(language: str) -> set[str]:
    """The word following one seat's name in the third-person templates, as translated:
    the verbs that must never follow "You" / « Vous »."""
    translations = Translations()
    translations.apply(language)
    try:
        templates = [*engine_texts(), *table_templates()]
        forms = all_forms(templates)
        said = [translated(t) for t in templates if t not in forms and verb_bound(t)]
    finally:
        translations.apply("en")
    verbs = set()
    for text in said:
        verbs |= set(re.findall(r"\{(?:" + "|".join(SEAT_FIELDS) + r")\} ([^\W\d]+)", text))
    return verbs - {"and", "et"}  # "{seat} and partner …": the verb comes later


def words_of_the_table(match: Match, names: Sequence[str], you: int) -> Iterator[str]:
    """Every line the table can say of a match: the log's, the coach's, the showdowns'
    and reveals' titles, the deals' titles and the standings' headline."""
    info = match.game.info
    kind = match.game.score_kind(match.options)
    words = CoachWords(info, names, kind, you)
    events = list(match.events)
    for _event, line in describe_events(events, info, names, you):
        yield line
    for text, why in happened(words, events, None):
        yield text
        yield why
    for index, event in enumerate(events):
        reveal = reveal_of(words, events, index)
        if reveal is not None:
            yield reveal.title
        if isinstance(event, ev.DealEnd):
            yield summary._deal_title(words, event)
    if match.over:
        teams = match.teams
        banks = list(match.ledger.banks) if match.ledger else None
        lines = standings(match.scores, banks, match.winners, teams, kind.lower_is_better)
        yield summary._headline(words, lines)


def played(game: str, seed: int) -> Match:
    """A match of ``game`` at its usual table played at random for a few deals."""
    rng = random.Random(seed)
    match = new_match(game, GAMES[game].info.usual_players, {}, seed=seed)
    while advance(match, rng) and match.deal_index < 4:
        pass
    return match


def check_lines(lines: Sequence[str], language: str) -> None:
    you = {"en": "You", "fr": "Vous"}[language]
    verbs = third_person_verbs(language)
    # The solo name as the players see it on the plates; "vous" in lower case is an object
    # pronoun (« Anne vous paie »), checked by the templates.
    pattern = re.compile(rf"\b{you} ({'|'.join(sorted(verbs))})\b")
    bad = [line for line in lines if pattern.search(line)]
    assert not bad, "\n".join(bad[:10])
    assert any(re.search(rf"(^|[.;:] ){you} \w", line) for line in lines)


@pytest.fixture(params=LANGUAGES)
def language(request, qapp) -> Iterator[str]:
    translations = Translations()
    translations.apply(request.param)
    yield request.param
    translations.apply("en")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_random_play_speaks_to_the_solo_player_in_the_second_person(
    game, language, monkeypatch
) -> None:
    recorder = Recorder()
    recorder.wrap(monkeypatch)
    lines: list[str] = []
    for seed in range(3):
        match = played(game, seed)
        names = [solo_name(), *OTHER_NAMES[: match.players - 1]]
        you = you_seat(names, [0])
        assert you == 0
        lines += [line for line in words_of_the_table(match, names, you) if line]
    assert not recorder.wrong(0), "\n".join(recorder.wrong(0)[:10])
    assert recorder.second_person() > 0
    check_lines(lines, language)


@pytest.mark.parametrize("game", lesson_games())
def test_the_lessons_speak_to_the_player_in_the_second_person(game, language, monkeypatch) -> None:
    recorder = Recorder()
    recorder.wrap(monkeypatch)
    lesson = read_lesson(game)
    match = Match.from_record(lesson.record)
    names = list(match.names)
    names[lesson.seat] = solo_name()
    you = you_seat(names, [lesson.seat])
    lines = [line for line in words_of_the_table(match, names, you) if line]
    assert not recorder.wrong(lesson.seat), "\n".join(recorder.wrong(lesson.seat)[:10])
    assert recorder.second_person() > 0
    check_lines(lines, language)


def test_a_player_with_a_name_of_his_own_is_spoken_of_in_the_third_person(qapp) -> None:
    match = played("polignac", 1)
    names = ["Marie", *OTHER_NAMES[:3]]
    assert you_seat(names, [0]) is None
    lines = [line for _e, line in describe_events(match.events, "polignac", names, None)]
    assert any(line.startswith("Marie ") for line in lines)
    assert not any(re.search(r"\bYou\b", line) for line in lines)


def test_pass_and_play_keeps_the_third_person(qapp) -> None:
    assert you_seat([solo_name(), "Anne", "Blaise", "César"], [0, 2]) is None
    assert you_seat([solo_name(), "Anne", "Blaise", "César"], [0]) == 0


def test_the_log_and_the_sentences_say_you_play_and_you_take_the_trick(qapp) -> None:
    words = Words("polignac", [solo_name(), "Anne", "Blaise", "César"], you=0)
    assert words.describe(ev.Play(seat=0, card="7C")) == "You play the Seven of clubs."
    assert words.describe(ev.Play(seat=1, card="7C")) == "Anne plays the Seven of clubs."
    payment = ev.Payment(payer=1, payee=0, amount=3, reason="x")
    assert words.describe(payment).startswith("Anne pays you 3 jetons")
