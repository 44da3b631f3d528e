"""Translation helpers for tests: a made-up translation (proves that texts go through Qt's
translation system and that widgets retranslate when the language changes) and the words
that give a text's language away."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Mapping
from itertools import groupby
from pathlib import Path
from xml.sax.saxutils import escape

from PySide6.QtCore import QTranslator

ENGLISH_WORDS = frozenset("""
    the and of to is are you your play plays played pass passes deal deals dealer score
    scores game games settings preferences trick tricks win wins won hold raise fold player
    players computer human new rules help view quit chips stake winner declarer thinking
    needs trumps with for by who what cancel next close reset seat seats level language card
    cards turn show shows without good all it this that has have not yet match over log last
    first each every name colour back speed random number statistics streak best
    hearts spades diamonds clubs ace king queen jack seven eight nine ten three four five
    master choose must may cannot nobody someone takes pays antes owes leads draws shows
""".split())
"""Words that give English away (none of them is French, nor a name the French interface
keeps, such as the games' names or the settings' « English »)."""

FRENCH_WORDS = frozenset("""
    vous votre jouer joue jouez passe donne donnes levée levées partie réglages joueur joueurs
    ordinateur pique cœur carreau trèfle dame valet atout poule relance relancer tenir
    écarter règles aide quitter est les des du et avec pour sur une un gagne annonce
    retourne prend paie mise mises feuille marque nouvelle suivante
""".split())
"""Words that give French away in the English interface (not the French terms of art the
English interface keeps: jeton, capot, réjouissance, carte blanche, Le Poque…)."""


def words(text: str) -> set[str]:
    """The lower-case words of a text (apostrophes split them: « l'atout »)."""
    return set(re.findall(r"[^\W\d_]+", text.lower()))


Messages = Mapping[tuple[str, str, str | None], str]
"""Translations by (context, source text, disambiguation comment)."""


def load_translator(messages: Messages, folder: Path) -> QTranslator:
    """A translator holding ``messages``, compiled with lrelease into ``folder``."""
    contexts = []
    for context, entries in groupby(sorted(messages.items(), key=lambda m: m[0][0]),
                                    key=lambda m: m[0][0]):
        body = "".join(
            f"<message><source>{escape(source)}</source>"
            + (f"<comment>{escape(comment)}</comment>" if comment else "")
            + f"<translation>{escape(text)}</translation></message>"
            for (_, source, comment), text in entries)
        contexts.append(f"<context><name>{context}</name>{body}</context>")
    ts = folder / "test.ts"
    ts.write_text('<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS>'
                  f'<TS version="2.1" language="fr">{"".join(contexts)}</TS>', encoding="utf-8")
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    subprocess.run([str(lrelease), str(ts), "-qm", str(folder / "test.qm")], check=True,
                   capture_output=True)
    translator = QTranslator()
    if not translator.load(str(folder / "test.qm")):
        raise RuntimeError("the test translation did not load")
    return translator
