"""The engine's refusals in the interface language.

The engine says why it refuses an action or an option as a ``Reason``: an English template
with named fields (``"you do not hold {card}"``, ``card=51``). ``REASONS`` gives each
engine template the sentence the table shows instead, written for a player at the table
(no action notation) and translated through Qt (context ``Reason``); the fields are worded
here in the interface language: a card with its article, a suit, a rank, an action as its
button says it, a Hoc claim or chance, an option by its label. Every template the engine
raises has its sentence here (tests compare this catalogue with the engine's sources).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from histcards.engine import GAMES
from histcards.engine.actions import Action
from histcards.engine.errors import Reason
from histcards.table.wording import (
    a_rank,
    action_label,
    claim_text,
    pool_name,
    suit_text,
    the_card,
    translated,
)

CONTEXT = "Reason"

REASONS: dict[str, str] = {
    # the match
    "the match is over": QT_TRANSLATE_NOOP("Reason", "The match is over."),
    "a deal is still being played": QT_TRANSLATE_NOOP("Reason", "A deal is still being played."),
    "nobody is to act: the next deal has not been dealt":
        QT_TRANSLATE_NOOP("Reason", "Nobody is to play: the next deal has not been dealt."),
    "'{text}' is not an action": QT_TRANSLATE_NOOP("Reason", "“{text}” is not a move."),
    "'{action}' is not allowed now": QT_TRANSLATE_NOOP("Reason", "“{action}” is not allowed now."),
    # trick play
    "you do not hold that card": QT_TRANSLATE_NOOP("Reason", "You do not hold that card."),
    "you do not hold {card}": QT_TRANSLATE_NOOP("Reason", "You do not hold {card}."),
    "you must follow suit: you hold {suit}":
        QT_TRANSLATE_NOOP("Reason", "You must follow suit: you hold {suit}."),
    "you must trump: you hold no {suit} but you hold trumps ({trumps})":
        QT_TRANSLATE_NOOP("Reason", "You must trump: you hold no {suit}, but you hold trumps "
                                    "({trumps})."),
    "it is your turn to play a card (play C)":
        QT_TRANSLATE_NOOP("Reason", "It is your turn to play a card."),
    "it is your turn to play a card (play C or play C clique)":
        QT_TRANSLATE_NOOP("Reason", "It is your turn to play a card."),
    # Polignac
    "this game is played with capot, not general":
        QT_TRANSLATE_NOOP("Reason", "This game is played with the capot, not the general."),
    "this game is played with general, not capot":
        QT_TRANSLATE_NOOP("Reason", "This game is played with the general, not the capot."),
    "you may declare {bid} or pass":
        QT_TRANSLATE_NOOP("Reason", "You may announce “{bid}” or pass."),
    "the dealer must first discard {count} cards (discard C C)":
        QT_TRANSLATE_NOOP("Reason", "The dealer must first put away {count} cards."),
    "you must discard exactly {count} different cards":
        QT_TRANSLATE_NOOP("Reason", "You must put away exactly {count} cards."),
    "you may not discard a penalty card ({card})":
        QT_TRANSLATE_NOOP("Reason", "You may not put away a penalty card ({card})."),
    "fixed_deals must be a multiple of the {players} players, not {value}":
        QT_TRANSLATE_NOOP("Reason", "The number of deals must be a multiple of the {players} "
                                    "players, not {value}."),
    "{extra} is for {players} players":
        QT_TRANSLATE_NOOP("Reason", "{extra} is for {players} players."),
    "Polignac is for 3 to 6 players; 7 or 8 need the option allow_seven_eight":
        QT_TRANSLATE_NOOP("Reason", "Polignac is for 3 to 6 players; 7 or 8 need the option "
                                    "“{option}”."),
    # Quarante de Roi
    "cliques are not played in this game":
        QT_TRANSLATE_NOOP("Reason", "Cliques are not played in this game."),
    "a clique is announced only when playing to the first trick":
        QT_TRANSLATE_NOOP("Reason", "A clique is announced only with your card to the first "
                                    "trick."),
    "you hold no clique (three or four Kings, Queens or Jacks)":
        QT_TRANSLATE_NOOP("Reason", "You hold no clique (three or four Kings, Queens or "
                                    "Jacks)."),
    "clique_table must be {shape}":
        QT_TRANSLATE_NOOP("Reason", "The clique values must be a table of whole numbers."),
    "clique values must be whole numbers ≥ 0, not {value!r}":
        QT_TRANSLATE_NOOP("Reason", "The clique values must be whole numbers of 0 or more, "
                                    "not {value}."),
    # Homme d'Auvergne
    "turn the talon's top card or pass (turn / pass)":
        QT_TRANSLATE_NOOP("Reason", "Turn up the talon's top card or pass."),
    "accept the turned suit as trumps or pass (accept / pass)":
        QT_TRANSLATE_NOOP("Reason", "Play with the turned suit as trumps, or pass."),
    "you may show the King of {suit} or pass":
        QT_TRANSLATE_NOOP("Reason", "You may show the King of {suit}, or pass."),
    "Kings score nothing in this game (option king_bonuses)":
        QT_TRANSLATE_NOOP("Reason", "Kings score nothing in this game (see the options)."),
    "only the King of the turned suit ({suit}) may be shown":
        QT_TRANSLATE_NOOP("Reason", "Only the King of the turned suit ({suit}) may be shown."),
    "you do not hold the King of {suit}":
        QT_TRANSLATE_NOOP("Reason", "You do not hold the King of {suit}."),
    "you have shown it already: now accept or pass":
        QT_TRANSLATE_NOOP("Reason", "You have shown it already: now play or pass."),
    "the King of {suit} has already scored":
        QT_TRANSLATE_NOOP("Reason", "The King of {suit} has already scored."),
    # Poch
    "the count stands at {count}: {card} would take it past {limit}":
        QT_TRANSLATE_NOOP("Reason", "The count stands at {count}: {card} would take it past "
                                    "{limit}."),
    "you hold no pair, so you may not bet: you may only pass":
        QT_TRANSLATE_NOOP("Reason", "You hold no pair, so you may not bet: you may only pass."),
    "nobody has bet yet: you may bet N or pass":
        QT_TRANSLATE_NOOP("Reason", "Nobody has bet yet: you may bet or pass."),
    "the betting is open: you may call, raise N or fold":
        QT_TRANSLATE_NOOP("Reason", "The betting is open: you may hold, raise or fold."),
    "you cannot call: it costs {cost} and you have {bank}":
        QT_TRANSLATE_NOOP("Reason", "You cannot hold: it costs {cost} and you have {bank}."),
    "you cannot call: it costs {cost} and you have {bank}; you may go all in":
        QT_TRANSLATE_NOOP("Reason", "You cannot hold: it costs {cost} and you have {bank}; "
                                    "you may go all in."),
    "no raise is allowed now: you may call or fold":
        QT_TRANSLATE_NOOP("Reason", "No raise is allowed now: you may hold or fold."),
    "all-in is not played at this table: match the bet or fold":
        QT_TRANSLATE_NOOP("Reason", "All-in is not played at this table: hold or fold."),
    "you may go all in only when you cannot cover the call":
        QT_TRANSLATE_NOOP("Reason", "You may go all in only when you cannot afford to hold."),
    "in the betting you may call, raise N, fold or go all in":
        QT_TRANSLATE_NOOP("Reason", "In the betting you may hold, raise, fold or go all in."),
    "you cannot bet now: you have {room} chips to spare":
        QT_TRANSLATE_NOOP("Reason", "You cannot bet now: you have {room} jetons to spare."),
    "you must bet at least {least}": QT_TRANSLATE_NOOP("Reason", "You must bet at least {least}."),
    "you cannot bet {amount}: you have only {room} chips to spare":
        QT_TRANSLATE_NOOP("Reason", "You cannot bet {amount}: you have only {room} jetons to "
                                    "spare."),
    "you may bet at most {most} (the table limit)":
        QT_TRANSLATE_NOOP("Reason", "You may bet at most {most} (the table limit)."),
    "you cannot raise by now: you have {room} chips to spare":
        QT_TRANSLATE_NOOP("Reason", "You cannot raise now: you have {room} jetons to spare."),
    "you must raise by at least {least}":
        QT_TRANSLATE_NOOP("Reason", "You must raise by at least {least}."),
    "you cannot raise by {amount}: you have only {room} chips to spare":
        QT_TRANSLATE_NOOP("Reason", "You cannot raise by {amount}: you have only {room} jetons "
                                    "to spare."),
    "you may raise by at most {most} (the table limit)":
        QT_TRANSLATE_NOOP("Reason", "You may raise by at most {most} (the table limit)."),
    # Hoc Mazarin: the auctions
    "this is the {chance} auction: pass, declare a claim, raise N with a claim, hold or say good":
        QT_TRANSLATE_NOOP("Reason", "This is the auction for the {chance}: pass, announce, "
                                    "raise, hold or say “Good”."),
    "someone is already in: hold, raise or say good":
        QT_TRANSLATE_NOOP("Reason", "Someone is already in: hold, raise or say “Good”."),
    "nobody is in yet: pass, declare a claim or raise":
        QT_TRANSLATE_NOOP("Reason", "Nobody is in yet: pass, announce or raise."),
    "a raise restates your claim: raise N CLAIM":
        QT_TRANSLATE_NOOP("Reason", "A raise restates your claim."),
    "a raise adds 1 to {cap} jetons":
        QT_TRANSLATE_NOOP("Reason", "A raise adds 1 to {cap} jetons."),
    "you have not enough jetons for that":
        QT_TRANSLATE_NOOP("Reason", "You have not enough jetons for that."),
    "'{claim}' is no point claim: claim a number of cards, e.g. 5":
        QT_TRANSLATE_NOOP("Reason", "“{claim}” is no claim for the point: announce a number of "
                                    "cards."),
    "'{claim}' is no sequence claim: claim tierce|quart|quinte R topped by its rank, "
    "e.g. quart K":
        QT_TRANSLATE_NOOP("Reason", "“{claim}” is no claim for the sequence: announce a tierce, "
                                    "a quart or a quinte."),
    "'{claim}' is no tricon claim: claim brelan|fredon R, e.g. brelan J":
        QT_TRANSLATE_NOOP("Reason", "“{claim}” is no claim for the tricon: announce a brelan "
                                    "or a fredon."),
    "a best suit holds {low} to {high} of your cards":
        QT_TRANSLATE_NOOP("Reason", "Your best suit holds {low} to {high} of your cards."),
    "your claim must be at least {claim}, the highest standing":
        QT_TRANSLATE_NOOP("Reason", "Your claim must be at least “{claim}”, the highest so "
                                    "far."),
    # Hoc Mazarin: the play
    "before the run goes on you may throw in a principal hoc for the needed {need} "
    "(play C as R) or pass":
        QT_TRANSLATE_NOOP("Reason", "Before the run goes on, you may throw in a principal hoc "
                                    "as {need}, or pass."),
    "the auctions are over: play a card (play C, play C as R) or say without":
        QT_TRANSLATE_NOOP("Reason", "The auctions are over: play a card, or say “Without”."),
    "you are leading: play any card": QT_TRANSLATE_NOOP("Reason", "You lead: play any card."),
    "you must continue the run: you hold a {need} ({card})":
        QT_TRANSLATE_NOOP("Reason", "You must go on with the run: you hold {card}."),
    "only the principal hocs (KS KH KD KC QS JD) are wild":
        QT_TRANSLATE_NOOP("Reason", "Only the principal hocs (the four Kings, the Queen of "
                                    "spades and the Jack of diamonds) stand for another card."),
    "a card you lead stands for itself: play {card}":
        QT_TRANSLATE_NOOP("Reason", "A card you lead stands for itself: play {card}."),
    "{card} stands for the needed {need}: {action}":
        QT_TRANSLATE_NOOP("Reason", "{card} is played here as {need}: choose “{action}”."),
    "the run needs a {need} and you hold {card}: play it or a principal hoc":
        QT_TRANSLATE_NOOP("Reason", "The run needs {need} and you hold {card}: play it or a "
                                    "principal hoc."),
    "the run needs a {need}: play one, play a principal hoc or say without":
        QT_TRANSLATE_NOOP("Reason", "The run needs {need}: play one, play a principal hoc or "
                                    "say “Without”."),
    "option end_table lists what 1 to {count} cards left cost: {count} whole numbers ≥ 0":
        QT_TRANSLATE_NOOP("Reason", "The end-of-hand table needs {count} whole numbers of 0 or "
                                    "more."),
    # options in general
    "{game} is for {low} to {high} players, not {players}":
        QT_TRANSLATE_NOOP("Reason", "{game} is for {low} to {high} players, not {players}."),
    "option {option} takes true or false, not {value!r}":
        QT_TRANSLATE_NOOP("Reason", "“{option}” is either on or off, not {value}."),
    "option {option} takes one of {allowed}, not {value!r}":
        QT_TRANSLATE_NOOP("Reason", "“{option}” cannot be {value}."),
    "option {option} takes a whole number, not {value!r}":
        QT_TRANSLATE_NOOP("Reason", "“{option}” takes a whole number, not {value}."),
    "option {option} must be at least {minimum}, not {value}":
        QT_TRANSLATE_NOOP("Reason", "“{option}” must be at least {minimum}, not {value}."),
    "option {option} must be at most {maximum}, not {value}":
        QT_TRANSLATE_NOOP("Reason", "“{option}” must be at most {maximum}, not {value}."),
}
"""The table's sentence for each template the engine raises, by template."""

NOT_AT_THIS_TABLE = frozenset({
    "this game is played with capot, not general",
    "this game is played with general, not capot",
    "cliques are not played in this game",
    "Kings score nothing in this game (option king_bonuses)",
    "all-in is not played at this table: match the bet or fold",
})
"""Refusals saying that a rule is not played at this table: the coach leaves them out of
why the other choices are closed (they are not choices the player has)."""

LISTS_THE_CHOICES = frozenset({
    "it is your turn to play a card (play C)",
    "it is your turn to play a card (play C or play C clique)",
    "you may declare {bid} or pass",
    "turn the talon's top card or pass (turn / pass)",
    "accept the turned suit as trumps or pass (accept / pass)",
    "you may show the King of {suit} or pass",
    "you have shown it already: now accept or pass",
    "nobody has bet yet: you may bet N or pass",
    "the betting is open: you may call, raise N or fold",
    "in the betting you may call, raise N, fold or go all in",
    "this is the {chance} auction: pass, declare a claim, raise N with a claim, hold or say "
    "good",
    "someone is already in: hold, raise or say good",
    "nobody is in yet: pass, declare a claim or raise",
    "a raise restates your claim: raise N CLAIM",
    "before the run goes on you may throw in a principal hoc for the needed {need} "
    "(play C as R) or pass",
    "the auctions are over: play a card (play C, play C as R) or say without",
})
"""Refusals that only list the choices open now (or how to write one): the coach, which
lists the choices itself, leaves them out too."""

def _action_words(value: Any, game: str) -> str:
    return action_label(Action.parse(value), game)


def _option_words(key: Any, game: str) -> str:
    option = GAMES[game].info.option(key)
    return translated(option.label) if option is not None else str(key)


FIELD_WORDS: dict[str, Callable[[Any, str], str]] = {
    "card": lambda card, game: the_card(card),
    "suit": lambda suit, game: suit_text(suit),
    "trumps": lambda suit, game: suit_text(suit),
    "need": lambda rank, game: a_rank(rank),
    "action": _action_words,
    "bid": _action_words,
    "claim": claim_text,
    "chance": pool_name,
    "option": _option_words,
}
"""How each kind of field is worded (see ``histcards.engine.errors``): ``need``, the rank a
Hoc run needs, with its indefinite article ("an Eight", « une dame »); fields not listed are
shown as they are."""


def reason_text(reason: Reason, game: str) -> str:
    """The table's sentence for an engine ``Reason`` in the interface language."""
    sentence = REASONS.get(reason.template)
    if sentence is None:  # a template newer than this catalogue: never shown in English
        return QCoreApplication.translate(CONTEXT, "That is not allowed now.")
    words = {name: FIELD_WORDS[name](value, game) if name in FIELD_WORDS else str(value)
             for name, value in reason.fields}
    return QCoreApplication.translate(CONTEXT, sentence).format(**words)
