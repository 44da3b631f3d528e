"""The words of the games' options in the interface language, from their declarations:
label, help, the words of each value, the keys of a table option, and why an option does
not apply."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from histcards.cards import RANK_SYMBOLS
from histcards.engine.declaration import GameInfo
from histcards.engine.options import Option
from histcards.table.wording import rank_text, translated


def option_label(option: Option) -> str:
    """An option's label."""
    return translated(option.label)


def option_help(option: Option) -> str:
    """An option's help, and a word that its values are a reconstruction where they are."""
    text = translated(option.help)
    if option.reconstructed:
        note = QCoreApplication.translate(
            "Options", "A reconstruction: the rules of the game explain it.")
        return f"{text} {note}" if text else note
    return text


def quoted(text: str) -> str:
    """A value quoted as the interface's language quotes (“…” or « … »)."""
    return QCoreApplication.translate("Options", "“{0}”").format(text)


def either_text(items: list[str]) -> str:
    """Alternatives joined for a sentence: "3", "3 or 5", "3, 5 or 6"."""
    if len(items) <= 1:
        return "".join(items)
    return QCoreApplication.translate("Options", "{0} or {1}").format(", ".join(items[:-1]),
                                                                       items[-1])


def choice_label(option: Option, value: Any) -> str:
    """The words of one allowed value of a choice option (a number as it is)."""
    label = option.choice_label(value)
    return translated(label) if label is not None else str(value)


def value_text(option: Option, value: Any) -> str:
    """Any option's value in words."""
    if option.kind == "bool":
        if value:
            return QCoreApplication.translate("Options", "on")
        return QCoreApplication.translate("Options", "off")
    if option.kind == "choice":
        return choice_label(option, value)
    return str(value)


def table_key_label(option: Option, key: str) -> str:
    """The words for a row or column key of a table option (Quarante's clique values)."""
    if key in option.rows:
        return translated(option.rows[key])
    return rank_text(key).capitalize() if key in RANK_SYMBOLS else key


def not_applying(info: GameInfo, option: Option, players: int,
                 values: Mapping[str, Any]) -> str:
    """Why ``option`` does not apply to ``players`` with these ``values`` of the other
    options, or an empty text when it does."""
    when = option.applies
    if when.holds(players, values):
        return ""
    if when.players is not None and players not in when.players:
        return QCoreApplication.translate("Options", "Only with {0} players.").format(
            either_text([str(n) for n in when.players]))
    for key, allowed in when.options.items():
        other = info.option(key)
        if other is not None and values.get(key) not in allowed:
            return QCoreApplication.translate("Options", "Only when “{0}” is {1}.").format(
                option_label(other), either_text([quoted(value_text(other, v))
                                                  for v in allowed]))
    return ""
