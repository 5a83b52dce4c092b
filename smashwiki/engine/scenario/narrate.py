"""The worked example in words: the starting position and what happened."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .. import definitions as d
from .. import ongoing
from ..decisions import DECISION_QUESTIONS, NO, PASS, YES
from ..events import CardMoved, DecisionMade, Event, counted, ordinal
from ..game import Game
from ..state import (
    ROLE_BURIED,
)
from .cardtext import card_kind, card_text

QUIET_EVENTS = {"play-used", "plays-reset", "ability-resolved", "decision-made", "duel-began"}


def narrate_events(events: Sequence[Event]) -> list[str]:
    """The events in plain words, leaving out bookkeeping; of the decisions, the optional
    choices (:func:`optional_choice_words`): what the others chose, their events tell."""
    lines = []
    for event in events:
        if isinstance(event, DecisionMade):
            lines += [said] if (said := optional_choice_words(event)) else []
        elif event.kind not in QUIET_EVENTS and not (
            isinstance(event, CardMoved) and event.reason == "played"
        ):
            lines.append(event_words(event))
    return lines


def event_words(event: Event) -> str:
    """An event in words: a decision as the player says it, any other as it describes itself."""
    if isinstance(event, DecisionMade):
        return chooses_words(event.player, event.decision, event.answer)
    return event.describe()


# --------------------------------------------------------------------------- decisions


def _answers(keys: Sequence[str], last: str) -> str:
    """Answers (or options) of a decision as a list in words; ``pass`` is "none"."""
    return _join([flow(k) if k != PASS else "none" for k in keys], last) or "none"


def optional_choice_words(made: DecisionMade) -> str | None:
    """A player's answer to an optional ability ("you may ..."), yes or no, or which
    optional ability they use now; None for a decision of another kind.

    >>> optional_choice_words(DecisionMade("Beth", "may", ("no",), "fan"))
    'Beth chooses not to use the ability of fan'
    >>> optional_choice_words(DecisionMade("Alan", "use-ability", ("fan:1",)))
    'Alan chooses to use the ability of fan'
    """
    if made.decision == "use-ability" and made.answer and PASS not in made.answer:
        card = made.answer[0].partition("@")[0].partition(":")[0]
        return f"{made.player} chooses to use the ability of {card}"
    doing = _question(made.decision).removeprefix("whether to ")
    if made.answer not in ((YES,), (NO,)) or doing == _question(made.decision):
        return None
    of = f" of {made.source}" if made.source and doing == "use the ability" else ""
    not_ = "" if made.answer == (YES,) else "not "
    return f"{made.player} chooses {not_}to {doing}{of}"


def chooses_words(player: str, kind: str, answer: Sequence[str]) -> str:
    """A decision a player made, as they would say it.

    >>> chooses_words("Alan", "move-to", ["mill"])
    'Alan chooses which base the minion moves to: mill'
    """
    return f"{player} chooses {_question(kind)}: {_answers(answer, 'and')}"


def options_words(
    players: Sequence[str], kind: str, options: Sequence[str], offered: bool, last: str = "or"
) -> str:
    """Options a decision offered (or not) to the players who were asked it; ``pass`` is
    passing. ``last``: "and" for the cards of one answer.

    >>> options_words(["Alan"], "score-base", ["bank", "mill"], True)
    'Alan chooses which base scores first, and may choose bank or mill'
    >>> options_words(["Alan"], "destroy-target", ["pass"], False)
    'Alan chooses which minion to destroy, and may not pass'
    """
    verb = "chooses" if len(players) == 1 else "choose"
    may = "may" if offered else "may not"
    cards = [flow(k) for k in options if k != PASS]
    does = [f"choose {_join(cards, last)}"] if cards else []
    does += ["pass"] if PASS in options else []
    who = _join(list(players)) or "The player"
    return f"{who} {verb} {_question(kind)}, and {may} {', or '.join(does)}"


def refused_words(player: str, kind: str, answer: Sequence[str], options: Sequence[str]) -> str:
    """An answer the rules refused, and the options there were."""
    refused = options_words([player], kind, answer, False, "and")
    return f"{refused}: the options are {_answers(options, 'and')}"


_QUESTIONS: dict[str, str] = {str(kind): words for kind, words in DECISION_QUESTIONS.items()}


def _question(kind: str) -> str:
    return _QUESTIONS.get(kind, kind)


#: A pile longer than this is told by its size and first cards, not card by card.
_LONG_PILE = 12


def narrate_setup(game: Game, stand_ins: Sequence[d.CardDef] = ()) -> list[str]:
    """The starting position in plain words."""
    state = game.state
    lines = [
        f"{_join(state.order)} play, in that order; it is {state.active}'s turn "
        f"({state.phase.value} phase)."
    ]
    for base in state.bases:
        lines.append(_base_words(game, base))
    for player in state.order:
        piles = state.players[player]
        for zone, cards in (
            ("hand", piles.hand),
            ("deck (top first)", piles.deck),
            ("discard pile", piles.discard),
            ("titans", piles.set_aside),
            ("stasis", piles.stasis),
        ):
            if len(cards) > _LONG_PILE:
                shown = ", ".join(_card_words(game, c) for c in cards[:6])
                lines.append(f"{player}'s {zone}: {len(cards)} cards ({shown}, ...).")
            elif cards:
                lines.append(f"{player}'s {zone}: {_join([_card_words(game, c) for c in cards])}.")
    for player in state.order:
        piles = state.players[player]
        if (piles.minion_plays, piles.action_plays) != (1, 1):
            minions = counted(piles.minion_plays or "no", "minion play")
            actions = counted(piles.action_plays or "no", "action play")
            lines.append(f"{player} has {minions} and {actions} left this turn.")
    vps = [f"{p} {state.players[p].vp}" for p in state.order if state.players[p].vp]
    if vps:
        lines.append(f"VPs: {', '.join(vps)}.")
    for zone, cards in sorted(state.shared.items()):
        if cards:
            lines.append(
                f"{zone.replace('-', ' ').capitalize()}: {counted(len(cards), 'card')} "
                f"({_join(cards[:6])}{', ...' if len(cards) > 6 else ''})."
            )
    for stand_in in stand_ins:
        lines.append(standin_words(stand_in))
    return lines


def standin_words(definition: d.CardDef) -> str:
    """A made-up card of a check in one short sentence: what it is, and its abilities as
    card text (:mod:`.cardtext`).

    >>> card = d.CardDef("standin/curse", "curse", "action", standin=True,
    ...                  spec={"type": "action", "modifier": "minion", "ongoing": {"power": -5}})
    >>> standin_words(card)
    'Curse is made up for this example: an action played on a minion, with the text "Ongoing: This minion has -5 power."'
    """  # noqa: E501
    name = " ".join(part.capitalize() for part in definition.name.split("-"))
    spec = definition.spec
    real = definition.standin_for or spec.get("standin-for")
    lead = f"{name} is made up for this example"
    if real:
        title = " ".join(w.capitalize() for w in str(real).rsplit("/", 1)[-1].split("-"))
        lead += f", standing in for {title}"  # its text may be in the data, yet not played
    what = card_kind(spec, definition.type, definition.power)
    text = card_text(spec)
    return (
        f'{lead}: {what}, with the text "{text}"' if text else f"{lead}: {what} with no abilities."
    )


def _join(items: Sequence[str], last: str = "and") -> str:
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {last} " + items[-1]


def _card_words(game: Game, uid: str) -> str:
    definition = game.definition(uid)
    tally = game.tally(uid)
    counting = f"{tally} {'counter' if tally == 1 else 'counters'} for counting on it"
    if definition.is_minion:
        return f"{uid} (power {definition.power}{', ' + counting if tally else ''})"
    return f"{uid} ({counting})" if tally else uid


def _base_words(game: Game, base: str) -> str:
    definition = game.definition(base)
    vps = "-".join(str(v) for v in definition.vps)
    parts = []
    for uid in game.cards_at(base):
        record = game.state.in_play[uid]
        who = record.controller or "nobody"
        words = f"{who}'s {uid}"
        notes = []
        if record.role == "minion":
            notes.append(f"power {ongoing.power(game, uid)}")
        elif record.role == ROLE_BURIED:
            notes.append("buried")
        if record.counters:
            notes.append(f"{record.counters} counter{'' if record.counters == 1 else 's'}")
        owner = game.state.cards[uid].owner
        if owner and owner != record.controller:
            notes.append(f"{owner}'s card")
        if notes:
            words += f" ({', '.join(notes)})"
        attached = [_whose(game, a, record.controller) for a in game.attached(uid)]
        if attached:
            words += f" with {_join(attached)} on it"
        parts.append(words)
    there = _join(parts) if parts else "no cards"
    return f"Base {base} (breakpoint {ongoing.breakpoint(game, base)}, VPs {vps}): {there}."


def _whose(game: Game, uid: str, host_controller: str | None) -> str:
    """A card attached to another, named with its controller where that is someone else
    (a modifier played on another player's minion)."""
    controller = game.state.in_play[uid].controller if uid in game.state.in_play else None
    return f"{controller}'s {uid}" if controller and controller != host_controller else uid


def flow(value: Any) -> str:
    """``value`` the way it is written in YAML flow style: ``{on: before-scoring}``."""
    if isinstance(value, dict | Mapping):
        return "{" + ", ".join(f"{k}: {flow(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(flow(v) for v in value) + "]"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


# --------------------------------------------------------------------------- a player's words

#: Card ids that are also English words: a line keeps them as they are.
_ORDINARY = frozenset(
    [
        "a",
        "an",
        "the",
        "it",
        "on",
        "at",
        "in",
        "to",
        "of",
        "and",
        "or",
        "as",
        "is",
        "be",
        "by",
        "no",
    ]
)
_TOKEN = re.compile(r"(?<![\w'’-])[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?![\w-])")
_GENERATED = re.compile(r"^[a-z]+-\d+[a-z]?$")
_QUOTED = re.compile(r'("[^"]*")')


def _has(noun: str, after: str = "") -> Callable[[re.Match[str]], str]:
    """A rewrite of ``<what> of <who>: <n>.`` to ``<who> has <n> <noun><after>.``."""
    return lambda match: f"{match[1]} has {counted(match[2], noun)}{after}."


#: Rewrites from the engine's phrasing to a player's, applied after names are in place.
_REWRITES: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = tuple(
    (re.compile(pattern), replacement)
    for pattern, replacement in (
        (r"(\d+)-power minion#(\d+) \(power \1\)", r"\1-power minion \2"),
        (r"(?<=\w)#(\d+)\b", r" \1"),
        (r"(\d+)-power minion \(power \1\)", r"\1-power minion"),
        (r" \(([^()]*?) -> ([^()]*?)\)", r" from \1 to \2"),
        (r"\bfrom at ", "from "),
        (r"\bto at ", "to "),
        (r" ends up at ", " ends up on "),
        (r" ends up ([A-Z][a-z]+'s) ", r" ends up in \1 "),
        (r" ends up base-discard\.", " ends up in the base discard pile."),
        (r" ends up ([a-z]+)-discard\.", r" ends up in the \1 discard pile."),
        (r" ends up ([a-z]+)-deck\.", r" ends up in the \1 deck."),
        (r"^(?:Power) of (.+?): (-?\d+)\.$", r"\1 has power \2."),
        (r"^Counters of (.+?): (\d+)\.$", _has("+1 power counter")),
        (r"^VPs of (.+?): (\d+)\.$", _has("VP")),
        (r"^Hand size of (.+?): (\d+)\.$", _has("card", " in hand")),
        (r"^Deck size of (.+?): (\d+)\.$", _has("card", " in their deck")),
        (r"^Breakpoint of (.+?): (\d+)\.$", r"\1's breakpoint is \2."),
        (r"^Total power of (.+?): (\d+)\.$", r"The total power at \1 is \2."),
        (
            r"^(.+?)'s place at (.+?): (\d+)\.$",
            lambda m: f"{m[1]} is {ordinal(int(m[3]))} at {m[2]}.",
        ),
        (r"^(.+?)'s place at (.+?): none\.$", r"\1 has no place at \2."),
        (r"^(.+?)'s power at (.+?): (-?\d+)\.$", r"\1 has \3 power at \2."),
        (r"^Madness cards of (.+?): (\d+)\.$", _has("Madness card")),
        (r"^Discard pile size of (.+?): (\d+)\.$", _has("card", " in their discard pile")),
        (
            r"^Final VPs of (.+?): (\d+)\.$",
            lambda m: (
                f"{m[1]} ends the game with {counted(m[2], 'VP')}, after the Madness penalty."
            ),
        ),
        (r"^The active player: (.+)\.$", r"It is \1's turn."),
        (r"^The next player: (.+)\.$", r"\1 takes the next turn."),
        (r"^The winner: (.+)\.$", r"\1 wins."),
        (r"^Winners: (.+), ([^,]+)\.$", r"\1 and \2 win."),
        (r"^Bases in play: ([^,]+)\.$", r"The base in play is \1."),
        (r"^Bases in play: (.+), ([^,]+)\.$", r"The bases in play are \1 and \2."),
        (r"^Treasure picks: (.+)\.$", r"The treasures are taken by \1, in that order."),
        (r"'s discard\b(?! pile)", "'s discard pile"),
        (
            r" is destroyed from (?!in play )((?:(?! to ).)+) to ",
            r" is destroyed at \1 and goes to ",
        ),
        (r" ends up box\.", " ends up in the box."),
        (r" ends up hand\.", " ends up in hand."),
        (r" from ([A-Z][a-z]+)'s resolving to ", r" to "),
        (r" is discarded after resolving to ", " resolves and goes to "),
        (
            r"\b[Tt]he ([a-z]+(?: [a-z]+)*) ability of (.+?) (resolves|is used)\b",
            r"\2's \1 ability \3",
        ),
        (r"\b1 counters\b", "1 counter"),
        (
            r"(^|; then )1 \+1 power counter on (.+?) go back\b",
            r"\1one +1 power counter on \2 goes back",
        ),
        (r" is buried from ([^;]+?) to \1(?=;|$)", r" is buried at \1"),
        (r" is uncovered from ([^;]+?) to \w+'s resolving\b", r" is uncovered at \1"),
        (r" from (?:\w+'s )?resolving to ", " into "),
        (r" to (?:\w+'s )?resolving\b", ""),
        (r"^Counters for counting of (.+?): (\d+)\.$", r"\1 has \2 counters for counting."),
        (r"\bin (\w+)'s set-aside\b", r"in \1's titan area"),
        (
            r" goes to the discard pile after scoring from in play to base discard\b",
            " goes to the base discard pile after scoring",
        ),
        (r" from in play to base discard\b", " and goes to the base discard pile"),
        (r" enters play from base deck to in play\b", " enters play from the base deck"),
        (r" enters play from base discard to in play\b", " enters play from the base discard pile"),
        (r"\bfrom base discard to base deck\b", "from the base discard pile onto the base deck"),
        (r" is placed to ([A-Z]\w*'s) ", r" is placed into \1 "),
        (r"\binstead-of (minion|action)\b", r"instead of a \1 play"),
        (
            r" goes to the discard pile after scoring from ([^;]+?) to ([^;]+?)(?=;|\.|$)",
            r" goes from \1 to \2 after scoring",
        ),
        (r"\bgains ([02-9]|\d\d+) VP\b", r"gains \1 VPs"),
        (
            r"(^|; then )1 \+1 power counter (placed|moved|removed)\b",
            r"\1one +1 power counter is \2",
        ),
        (
            r"(^|; then )(\d+) \+1 power counters (placed|moved|removed)\b",
            r"\1\2 +1 power counters are \3",
        ),
        (r"\bhas 0 \+1 power counters", "has no +1 power counters"),
        (r"\bhas 0 (Madness cards|cards)\b", r"has no \1"),
        (r" 1 \+1 power counter\b", " one +1 power counter"),
    )
)


class PlayerWords:
    """Turns the engine's lines into a player's: card names as printed, made-up cards by
    what they are (``Scout``, ``6-power minion``), moves as sentences.

    >>> words = PlayerWords({"doctor-when": "Doctor When", "bank": "Bank"})
    >>> words("doctor-when is returned (at bank -> Alan's hand)")
    "Doctor When is returned from Bank to Alan's hand."
    """

    def __init__(self, names: Mapping[str, str]) -> None:
        self.names = dict(names)

    @classmethod
    def of(cls, game: Game) -> PlayerWords:
        """The names of every card of ``game``, and of the factions they belong to."""
        words = cls({})
        words.learn(game)
        return words

    def learn(self, game: Game) -> None:
        """Add the names of cards that appeared since (tokens, made cards), and of their
        factions (``time-travelers`` is said "Time Travelers")."""
        for uid in game.state.locations:
            if uid not in self.names:
                self.names[uid] = display_name(game, uid)
                faction = game.definition(uid).faction
                if faction:
                    self.names.setdefault(faction, _titled(faction))

    def __call__(self, line: str) -> str:
        parts = _QUOTED.split(line)  # a card's text, in quotes, is said as printed
        named = "".join(p if i % 2 else _TOKEN.sub(self._name, p) for i, p in enumerate(parts))
        return _sentence(named)

    def _name(self, match: re.Match[str]) -> str:
        token = match.group()
        if token in _ORDINARY:
            return token
        return self.names.get(token, token)


@functools.lru_cache(maxsize=8192)
def _sentence(named: str) -> str:
    """A line whose cards are named, in a player's words as one sentence. Remembered: every
    run of a check tells the same lines again (sixty rewrites a line)."""
    for pattern, replacement in _REWRITES:
        named = pattern.sub(replacement, named)
    if not named.endswith((".", "!", "?", '."')):
        named += "."  # every line a sentence
    return named[:1].upper() + named[1:]


def display_name(game: Game, uid: str) -> str:
    """How a player calls card ``uid``: a real card by its printed name, a made-up card by
    the name the check gives it, a numbered made-up minion by its power."""
    definition = game.definition(uid)
    if not definition.standin:
        return definition.name
    if _GENERATED.match(uid) and definition.is_minion:
        return f"{definition.power}-power minion"
    return _titled(uid)


def _titled(slug: str) -> str:
    """A made-up name's or a faction's id as a player says it: ``time-travelers`` is
    "Time Travelers"."""
    return " ".join(part.capitalize() for part in slug.split("-"))


#: What an event of each kind is, said as a player would, for "this did not happen".
_HAPPENINGS = {
    "vp-gained": "VPs are gained",
    "counter-placed": "+1 power counter is placed",
    "counter-removed": "+1 power counter is removed",
    "counter-moved": "+1 power counter is moved",
    "counters-discarded": "+1 power counters go back to the supply",
    "reshuffled": "discard pile is shuffled into a new deck",
    "deck-shuffled": "deck is shuffled",
    "grant-expired": "extra play is lost",
    "extra-play-granted": "extra play is given",
    "base-scored": "base scores",
    "base-chosen": "base is chosen to score",
    "card-played": "card is played",
    "card-moved": "card moves",
    "card-revealed": "card is revealed",
    "effect-added": "power change is added",
    "phase-began": "phase begins",
    "turn-began": "turn begins",
    "duel-resolved": "duel is resolved",
    "ability-resolved": "ability resolves",
    "destruction-replaced": "destruction is replaced",  # lang-instead
    "discard-replaced": "card's going to the discard pile is replaced",  # lang-instead
}


def happened_lines(events: Sequence[Event], key: str, value: Any, matches: Any) -> list[str] | None:
    """The result lines of an ``events``, ``no-events`` or ``events-in-order`` expectation
    told from what happened (``matches(event, spec)`` says whether an event fits a spec);
    ``None`` for other expectations."""
    if key not in ("events", "no-events", "events-in-order") or not isinstance(value, list):
        return None
    if key == "no-events":
        return [f"{_not_happening(spec)}." for spec in value]
    found = []
    for spec in value:
        event = next((e for e in events if matches(e, spec)), None)
        found.append(event_words(event) if event is not None else _happening(spec))
    if key == "events-in-order" and len(found) > 1:
        return ["In this order: " + "; then ".join(found) + "."]
    return [f"{line}." for line in found]


#: What did not happen, as a player says it, by event kind and by the details the spec
#: gives (``card``, ``player``, ``base``, ``place``): "No +1 power counter is placed on Bard".
_NOT_HAPPENINGS: dict[str, dict[frozenset[str], str]] = {
    "vp-gained": {
        frozenset(): "nobody gains VPs",
        frozenset({"player"}): "{player} gains no VPs",
        frozenset({"place"}): "nobody gains VPs for {place} place",
    },
    "counter-placed": {
        frozenset(): "no +1 power counter is placed",
        frozenset({"card"}): "no +1 power counter is placed on {card}",
    },
    "counter-removed": {
        frozenset(): "no +1 power counter is removed",
        frozenset({"card"}): "no +1 power counter is removed from {card}",
    },
    "counter-moved": {frozenset(): "no +1 power counter is moved"},
    "counters-discarded": {frozenset(): "no +1 power counters go back to the supply"},
    "reshuffled": {
        frozenset(): "no discard pile is shuffled into a new deck",
        frozenset({"player"}): "{player}'s discard pile is not shuffled into a new deck",
    },
    "extra-play-granted": {
        frozenset(): "nobody is given an extra play",
        frozenset({"player"}): "{player} is given no extra play",
    },
    "base-scored": {frozenset({"base"}): "{base} does not score"},
    "base-chosen": {frozenset(): "no base is chosen to score"},
    "card-played": {frozenset({"card"}): "{card} is not played"},
    "card-moved": {frozenset({"card"}): "{card} does not move"},
    "ability-resolved": {frozenset({"card"}): "{card}'s ability does not resolve"},
    "effect-added": {
        frozenset(): "no card gains or loses power for a while",
        frozenset({"source"}): "{source} gives no card power for a while",
    },
    "card-revealed": {frozenset({"card"}): "{card} is not revealed"},
    "play-used": {frozenset({"player"}): "{player} uses none of their plays for the turn"},
    "deck-shuffled": {frozenset({"player"}): "{player}'s deck is not shuffled"},
    "destruction-replaced": {  # lang-instead
        frozenset({"card"}): "{card}'s destruction is not replaced",
    },
    "discard-replaced": {  # lang-instead
        frozenset({"card"}): "{card} goes to the discard pile as usual",
    },
}


def _not_happening(spec: Mapping[str, Any]) -> str:
    """What a ``no-events`` entry says did not happen, in a player's words (or, for a
    kind or details the table lacks, "This does not happen: ...")."""
    details = {str(k): v for k, v in spec.items() if k != "kind"}
    forms = _NOT_HAPPENINGS.get(str(spec.get("kind", "")), {})
    form = forms.get(frozenset(details))
    if form is None:
        return f"This does not happen: {_happening(spec)}"
    if isinstance(details.get("place"), int):
        details["place"] = ordinal(details["place"])
    return form.format(**{k: flow(v) if k != "place" else v for k, v in details.items()})


def _happening(spec: Mapping[str, Any]) -> str:
    kind = str(spec.get("kind", ""))
    what = _HAPPENINGS.get(kind, kind.replace("-", " "))
    details = ", ".join(
        f"{str(k).replace('-', ' ')} {flow(v)}" for k, v in spec.items() if k != "kind"
    )
    return what + (f" ({details})" if details else "")


#: What a step does, as the infinitive after "<who> tries to" or "<who> may": ``{value}``
#: the step's card, ``{on}`` where it is played, ``{counters}`` / ``{cards}`` its amount.
_DOES = {
    "play": "play {value}{on}{using}",
    "talent": "use the talent of {value}",
    "play-titan": "play the titan {value}{on}{instead}",
    "play-from-stasis": "play {value} from stasis{on}",
    "place-counters": "place {counters} on {value}",
    "remove-counters": "remove {counters} from {value}",
    "move-counters": "move {counters} from {from} to {to}",
    "destroy": "destroy {value}",
    "return": "return {value} to its owner's hand",
    "move": "move {value} to {to}",
    "take-control": "take control of {value}",
    "bury": "bury {value} at {at}",
    "store": "store {value} under {under}",
    "stasis": "put {value} in stasis",
    "draw-cards": "draw {cards}",
    "effect": "use its effect",
    "start-game": "set up a new game{first}",
}
#: Steps done by a player (``as:``, else the active player), not by a card's effect.
_PLAYER_STEPS = frozenset({"play", "talent", "play-titan", "play-from-stasis", "draw-cards"})


def does_words(key: str, step: Mapping[str, Any], active: str) -> tuple[str, str] | None:
    """Who does a step and what, as ``(who, infinitive)``: ``("Alan", "play m on bank")``,
    ``("smite", "destroy late")`` (``None`` for a step this does not know)."""
    if key not in _DOES:
        return None
    fields = {str(k): flow(v) for k, v in step.items() if k != key}
    fields["value"] = flow(step.get(key))
    fields["on"] = f" on {flow(step['on'])}" if step.get("on") is not None else ""
    using = step.get("using")
    fields["using"] = (
        f" with {'an extra' if using == 'extra' else 'the normal'} play" if using else ""
    )
    instead = flow(step.get("instead-of") or "")
    article = "an" if instead[:1] in tuple("aeiou") else "a"
    fields["instead"] = f" instead of {article} {instead} play" if instead else ""
    first = step.get("first")
    fields["first"] = f" with {_join(as_words(first))} first" if first else ""
    fields["counters"] = counted(flow(step.get("amount", 1)), "+1 power counter")
    fields["cards"] = counted(flow(step.get(key)), "card")
    if key == "start-game":
        who = "the players"
    elif key in _PLAYER_STEPS:
        who = flow(step.get("as") or active)
    else:
        who = flow(step["by"]) if step.get("by") else "an effect"
    return who, _DOES[key].format(**fields)


def tried_words(key: str, step: Mapping[str, Any], active: str) -> str | None:
    """What a step tried, as a sentence's start: "smite tries to destroy late"."""
    does = does_words(key, step, active)
    if does is None:
        return None
    return f"{does[0]} {'try' if does[0] == 'the players' else 'tries'} to {does[1]}"


def as_words(value: Any) -> list[str]:
    """A value that is one name or a list of names, as a list of texts."""
    return [flow(v) for v in value] if isinstance(value, list | tuple) else [flow(value)]
