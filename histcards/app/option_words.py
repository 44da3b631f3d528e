"""Readable words for the values of the games' options, for the new-game dialog.

The engine's options schema gives each option a bilingual label and its allowed values as
codes (``dealer_discard``, ``poque_1789``); this module says those codes in the interface
language. A value without words here (an option added later) shows its code.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from histcards.cards import RANK_SYMBOLS
from histcards.engine.options import OptionSpec
from histcards.table.language import pick
from histcards.table.wording import rank_text

CHOICE_WORDS: dict[tuple[str, str], str] = {
    ("direction", "anticlockwise"): QT_TRANSLATE_NOOP("Options", "Anticlockwise (to the right)"),
    ("direction", "clockwise"): QT_TRANSLATE_NOOP("Options", "Clockwise (to the left)"),
    ("sevens_removed", "black"): QT_TRANSLATE_NOOP("Options", "The black sevens"),
    ("sevens_removed", "red"): QT_TRANSLATE_NOOP("Options", "The red sevens"),
    ("leftover_method", "remove_sevens"):
        QT_TRANSLATE_NOOP("Options", "Remove sevens from the pack"),
    ("leftover_method", "dealer_discard"):
        QT_TRANSLATE_NOOP("Options", "The dealer takes and discards them"),
    ("end_mode", "target"): QT_TRANSLATE_NOOP("Options", "When someone reaches the losing total"),
    ("end_mode", "fixed_deals"): QT_TRANSLATE_NOOP("Options", "After a number of deals"),
    ("ranking_variant", "standard"): QT_TRANSLATE_NOOP("Options", "King high, the Jacks score"),
    ("ranking_variant", "ace_high_queens"):
        QT_TRANSLATE_NOOP("Options", "Ace high, the Queens score"),
    ("all_tricks_bid", "off"): QT_TRANSLATE_NOOP("Options", "None"),
    ("all_tricks_bid", "capot"): QT_TRANSLATE_NOOP("Options", "Capot"),
    ("all_tricks_bid", "general"): QT_TRANSLATE_NOOP("Options", "General"),
    ("first_dealer", "random"): QT_TRANSLATE_NOOP("Options", "Chosen by lot"),
    ("first_dealer", "draw"): QT_TRANSLATE_NOOP("Options", "Highest card drawn deals"),
    ("extra_game", "none"): QT_TRANSLATE_NOOP("Options", "None: Polignac"),
    ("extra_game", "knaves"): QT_TRANSLATE_NOOP("Options", "Knaves (3 players)"),
    ("extra_game", "slobberhannes"): QT_TRANSLATE_NOOP("Options", "Slobberhannes (4 players)"),
    ("partnership_method", "deal_to_kings"):
        QT_TRANSLATE_NOOP("Options", "Deal face up to the Kings"),
    ("partnership_method", "draw_kings"): QT_TRANSLATE_NOOP("Options", "Each draws a King"),
    ("partnership_method", "fixed"): QT_TRANSLATE_NOOP("Options", "As seated: partners opposite"),
    ("ai_declares_cliques", "only_if_winning"):
        QT_TRANSLATE_NOOP("Options", "Only a winning clique"),
    ("ai_declares_cliques", "always"): QT_TRANSLATE_NOOP("Options", "Always"),
    ("ai_declares_cliques", "never"): QT_TRANSLATE_NOOP("Options", "Never"),
    ("deal_packets", "3_2_3"): QT_TRANSLATE_NOOP("Options", "3, 2, 3"),
    ("deal_packets", "2_3_3"): QT_TRANSLATE_NOOP("Options", "2, 3, 3"),
    ("deal_packets", "1_by_1"): QT_TRANSLATE_NOOP("Options", "One at a time"),
    ("reveal_king_mode", "manual_prompt"): QT_TRANSLATE_NOOP("Options", "The player chooses"),
    ("reveal_king_mode", "auto_reveal"): QT_TRANSLATE_NOOP("Options", "Always shown"),
    ("packets", "2_3"): QT_TRANSLATE_NOOP("Options", "2 then 3"),
    ("packets", "3_2"): QT_TRANSLATE_NOOP("Options", "3 then 2"),
    ("preset", "modern"): QT_TRANSLATE_NOOP("Options", "Modern Poch"),
    ("preset", "poque_1789"): QT_TRANSLATE_NOOP("Options", "Le Poque (1789)"),
    ("preset", "poch_1810"): QT_TRANSLATE_NOOP("Options", "Poch (1810)"),
    ("pack", "fixed_32"): QT_TRANSLATE_NOOP("Options", "32 cards"),
    ("pack", "36_for_5_6"): QT_TRANSLATE_NOOP("Options", "36 cards for 5 or 6 players"),
    ("pack", "52_for_5_6"): QT_TRANSLATE_NOOP("Options", "52 cards for 5 or 6 players"),
    ("deal", "all_cards"): QT_TRANSLATE_NOOP("Options", "All the cards, one at a time"),
    ("deal", "five_each"): QT_TRANSLATE_NOOP("Options", "Five each, by 2 and 3"),
    ("pools", "nine"): QT_TRANSLATE_NOOP("Options", "Nine (with the centre)"),
    ("pools", "eight"): QT_TRANSLATE_NOOP("Options", "Eight"),
    ("pools", "six"): QT_TRANSLATE_NOOP("Options", "Six (Le Poque)"),
    ("stage_order", "pools_first"): QT_TRANSLATE_NOOP("Options", "Before the betting"),
    ("stage_order", "betting_first"): QT_TRANSLATE_NOOP("Options", "After the betting"),
    ("set_compare", "pay_card"): QT_TRANSLATE_NOOP("Options", "The set with the pay card wins"),
    ("set_compare", "kickers"): QT_TRANSLATE_NOOP("Options", "The other cards decide"),
    ("raise_rule", "unlimited"): QT_TRANSLATE_NOOP("Options", "Unlimited"),
    ("raise_rule", "single_reraise"):
        QT_TRANSLATE_NOOP("Options", "One re-raise by the last caller"),
    ("raise_rule", "none"): QT_TRANSLATE_NOOP("Options", "No raises"),
    ("sequence_pool", "trump_789"): QT_TRANSLATE_NOOP("Options", "7, 8, 9 of the pay suit"),
    ("sequence_pool", "best_run_any_suit"): QT_TRANSLATE_NOOP("Options", "Best run in any suit"),
    ("most_cards_tie", "all_tied_pay"): QT_TRANSLATE_NOOP("Options", "Each tied player pays"),
    ("most_cards_tie", "none"): QT_TRANSLATE_NOOP("Options", "Nobody pays"),
    ("most_cards_tie", "split"): QT_TRANSLATE_NOOP("Options", "The tied players share one payment"),
    ("poque_pay", "per_card"): QT_TRANSLATE_NOOP("Options", "One jeton a card, to the winner"),
    ("poque_pay", "pip_values_to_each_player"):
        QT_TRANSLATE_NOOP("Options", "Pip values, to every player"),
    ("end_condition", "cannot_ante"): QT_TRANSLATE_NOOP("Options", "When someone cannot ante"),
    ("end_condition", "fixed_rounds"): QT_TRANSLATE_NOOP("Options", "After a number of rounds"),
    ("claim_floor", "standing"): QT_TRANSLATE_NOOP("Options", "Yes"),
    ("claim_floor", "free"): QT_TRANSLATE_NOOP("Options", "No, any claim"),
    ("seq_compare", "length_then_top"): QT_TRANSLATE_NOOP("Options", "Longest, then highest"),
    ("seq_compare", "class_then_top"): QT_TRANSLATE_NOOP("Options", "By class, then highest"),
    ("double_trigger", "all_three_passed"):
        QT_TRANSLATE_NOOP("Options", "All three chances passed"),
    ("double_trigger", "any_chance_passed"): QT_TRANSLATE_NOOP("Options", "Any chance passed"),
    ("double_trigger", "never"): QT_TRANSLATE_NOOP("Options", "Never"),
    ("cb_timing", "after_auctions"): QT_TRANSLATE_NOOP("Options", "After the auctions"),
    ("cb_timing", "before_auctions"): QT_TRANSLATE_NOOP("Options", "Before the auctions"),
    ("session_length", "fixed_deals"): QT_TRANSLATE_NOOP("Options", "A number of deals"),
    ("session_length", "until_bankrupt"): QT_TRANSLATE_NOOP("Options", "Until someone is ruined"),
    ("session_length", "unlimited"): QT_TRANSLATE_NOOP("Options", "Unlimited"),
}
"""The words for each choice value, by (option key, value)."""


def choice_label(key: str, value: Any) -> str:
    """The words for one allowed value of the option ``key``."""
    if isinstance(value, int):
        return str(value)
    words = CHOICE_WORDS.get((key, value))
    return QCoreApplication.translate("Options", words) if words else value.replace("_", " ")


def table_key_label(key: str) -> str:
    """The words for a row or column key of a table option (Quarante's clique values)."""
    words = {"four": QCoreApplication.translate("Options", "Four of a kind"),
             "three": QCoreApplication.translate("Options", "Three of a kind")}
    if key in words:
        return words[key]
    return rank_text(key).capitalize() if key in RANK_SYMBOLS else key


def option_label(spec: OptionSpec) -> str:
    """An option's label in the interface language (its key if it has none)."""
    return pick(spec.label, spec.key)


def option_help(spec: OptionSpec) -> str:
    """An option's help text in the interface language, or an empty text."""
    return pick(spec.help, "")


