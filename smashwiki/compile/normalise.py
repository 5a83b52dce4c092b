"""The normalisation a printed text and its rendering are compared under.

A compiled card is accepted only when the English its abilities render to says
its printed text. "Says" means: equal after this normalisation, and nothing
more. Each rule below removes a difference of typography (or, rule 4, of
wording the rulebook uses for one meaning), never of meaning, so two texts that
normalise alike play alike:

1. Whitespace: every run of spaces, tabs and line breaks becomes one space;
   leading and trailing whitespace goes.
2. Quotes: curly single quotes and apostrophes (‘ ’ ʼ) become ``'``, curly
   double quotes (“ ” „) become ``"``.
3. Dashes: an en or em dash between spaces becomes `` - `` (spacing is rule 1's).
4. The rulebook's synonyms, each one meaning said two ways (:data:`SYNONYMS`):
   "one of your other minions" is "another of your minions"; "choose a minion to
   gain +2 power" is "give a minion +2 power"; "a card in play" is "a card" (a
   card a selector names is in play unless a pile is said: "from your hand"); and
   "an extra minion this turn" is "an extra minion" (an extra play lasts until the
   end of the turn it is granted in); "an extra turn after the current turn ends" is "an
   extra turn after this one" (the turn being played); "if there is a base in the discard
   pile" is "if the base discard pile holds a base" (no other pile holds bases); after a base
   scores, "add a base of your choice from the discard pile instead of drawing a new base from
   the base deck" is "the base that scored is replaced by a base of your choice from the base
   discard pile"; "place this card on the bottom of your deck
   instead of your discard pile" is "place this card on the bottom of your deck"
   (an action placed elsewhere as it resolves never reaches the discard pile);
   "your minion from a base" is "one of your minions" (a minion in play is on a
   base: "Return your minion from a base to your hand"); "after this base scores
   (before being replaced)" is "after this base scores" (a base's own after-scoring
   abilities always resolve before it is replaced); "after each time a minion is
   destroyed" and "each time a minion is destroyed", opening a trigger, are "after a
   minion is destroyed" (the rulebook's "after" and "each time" alike: the ability
   resolves after the event, once for each event); "return this minion (card, action)
   to your hand" (and "one of your minions") is "return this minion to its owner's
   hand" (the glossary's Control: "When a card leaves play, it goes to the hand, deck,
   or discard pile of its owner"; not before "play it again"); "an action
   you have in play" is "one of your actions" (and so for minions), and "place one of your
   actions into your hand" is "return one of your actions to your hand" (a card in play
   placed into a hand leaves play so); "return a minion from your discard
   pile to your hand" and "search your discard pile for a minion and place it into your
   hand" are "place a minion from your discard pile into your hand" (one card of the
   pile, which is open to all, taken into your hand), and "search your discard pile for an
   action and place it on top of (on the bottom of) your deck" is "place an action from your
   discard pile on top of (on the bottom of) your deck", and so for several ("return up to
   two minions from your discard pile to your hand"), and so of "their" piles after a
   subject ("the winner may search their discard pile for ...", "may return a minion from
   their discard pile to their hand"), and "take an action from your
   (their) discard pile and place it into your (their) hand" is "place an action from your
   (their) discard pile into your (their) hand"; "players cannot play actions
   here" is "actions cannot be played here" (and so for minions; not "other players");
   "play up to two extra minions" is "play two extra minions" (every extra play is
   optional: its player may play fewer); "put" is "place" (the glossary: "Place: This lets you
   put a power counter on a card, or relocate a card"); "minions of other players" is
   "other players' minions" and "a minion of another player" is "another player's
   minion" (and so for actions and cards: whose card it is, said after it); "every
   minion" is "each minion" (and so for actions, cards and players); a relative clause
   is the filter it says: "a minion that has power 2 or less" is "a minion of power 2 or
   less", "a minion that has a +1 power counter on it" is "a minion with a +1 power
   counter on it"; after "Choose one:" an option's capital first letter is lower case
   (the rulebook's "Choose one: Draw ..." and the cards' "Choose one: draw ..." alike);
   "place a +1 power counter on one of your minions, three times (one at a time)" is
   "place three +1 power counters divided as you choose among your minions"; "transfer a
   +1 power counter from one minion to another" is "move a +1 power counter from a minion
   to another minion"; "a minion with power 2 or less" is "a minion of power 2 or less"
   (and so "or more", for actions and cards: its power, now; not "with printed power",
   which compares what is printed, nor "with less power than ..."); "the highest-power minion"
   is "the minion with the highest power" (and so "lowest", and "your", and "their");
   "play an action that directly affects this minion as an extra action" is "play an extra
   action that directly affects this minion" (and so for "that minion": the extra play, of an action
   that must directly affect it); "on a base where you have a minion" is "at a base where you
   have a minion" (a card on a base is at it); "until the end of the turn, each of your
   minions gains +1 power" is "each of your minions gains +1 power until the end of the
   turn" (and so "give ...", and "until the start of your next turn", lang-c2: "until the
   end of your turn": one power gain, its duration said first or last); "destroy this
   minion at the end of the turn" is "at the end of the turn, destroy this minion" (and so
   "at the start of your next turn", lang-x: a sentence of no comma, one delayed effect,
   its moment said first or last); of the hand looked at (lang-peek), "and take a minion
   from it and place it into your hand" and "and choose a minion in it. Place it into your
   hand" are "and place a minion from it into your hand" (and so for a card, an action, and
   "on top of / on the bottom of its owner's deck": one card of that hand, placed), and
   (lang-inhand) "and choose an action in it. Discard it" (or "... in it and discard it")
   is "and discard an action from it";
   of the cards looked at (or revealed) from the top of a deck, "place
   one in your hand" and "place one into your hand" are "place one of them into your hand"
   (and so for "on top of / on the bottom of your deck", and of the base deck), "return
   them (the rest) to the top (bottom) of your deck" is "place them (the rest) on top of
   (on the bottom of) your deck" (and so for the base deck, lang-basedeck), "... and
   place the rest ..." is "... and the rest ..." (the verb said once), and "the other"
   (or "the others") after "and" is "the rest";
   a text's opening label "Base modifier." is "Play on a
   base." (and "Minion modifier." "Play on a minion."; lang-playonly: "a base with two
   or more minions" is "... on it", and "if this is the only card in your hand" is "if it
   is ..."), and "a base modifier" is "an
   action played on a base" (and so for minions; the glossary's Modifier: 'Instead of
   "Base/Character modifier", cards in older sets would say "Play on a base/minion". A
   card that refers to actions played on bases or minions also refers to modifiers, and
   vice versa.'); "play this minion there as an extra minion" is "play this minion there"
   (the glossary's Special: "If you use a Special ability to play a card on your turn, it
   doesn't count as one of your free cards for that turn"); "Before a base scores, you may
   play this card (action) to destroy ..." and "... you may play this card. Destroy ..."
   are "Before a base scores, destroy ..." (and "After a base scores, ...": lang-costs2)
   (lang-basedeck: an action's Special is played
   from the hand at its moment if its player chooses, as any Special; the card's other
   types stop on the effects of a Special that does not play them there); and then
   "Before a base scores, [you may] play a minion there" is "... play an extra minion
   there" (lang-specials: the minion play the Special gives is not the turn's regular
   one, the glossary's Extra) and "Before a base scores, [you may] move this minion (a
   minion, ...) to that base" is "... there" (lang-specials: the one base named, about to
   score, when no other base is said between); "you may only play this card (use ...)" is
   "you can only ..." and "you can only play this action (minion)" "... this card"
   (lang-specials: one limit, said either way), and "... a base scores, you may play this
   action." "... this card." (the card itself); "on the top
   of" is "on top of"
   and "at the bottom of" "on the bottom of" (a deck's); an ongoing text that opens "Has
   +2 power" (or "Gains +2 power"), its subject left out as older prints do, is "This
   minion has +2 power" (the card's own, or its host's: what "This minion" says); the
   older prints' "his or her" is "their" (and "him or her" "them", "he or she" "they",
   "he or she has" "they have": one player, either way); "discard a card from
   your hand" is "discard a card" (a player discards from their hand; and so "from their
   hand" after a subject other than "you", no other player or card said between,
   lang-scorers); "a random card" is "a card at random" (and "two random cards" "two cards
   at random"); "a minion from there to another base" is "a minion there to another
   base" (lang-s: a minion at that base, moved; and so "from here to" is "here to",
   after a power filter too, lang-scorers), and
   "on that minion's base" is "on that base" (the base of the minion chosen just before),
   and "on a base where you have no minions" is "at a base where you have no minions"
   (lang-grantplace: and so an extra minion's "... two or more minions", and its "on a
   base with a breakpoint of 15 or less"); "your minions here have +2 power each" is "...
   have +2 power" (and "gain +1 power each": a plural subject's power is each one's, said
   or not; "each time" is not this "each");
   a Special's "play this titan (minion) on that base" is "play this titan there" (lang-titans:
   the base its moment names, said either way), and a titan's Special "At the start (end) of
   your turn" or "On your turn" (with a condition, or a cost to pay, or not) that ends
   "you may play this titan" is "... you may play this titan on a base" (the rule Titans:
   titans are "played on a base"; at a moment of no base, any one its player chooses);
   "cannot be moved to other bases" (or "to another base") is "cannot be moved" (a minion
   is only ever moved to another base); "minions with power 2 or less" is "minions of
   power 2 or less" (and "a minion with 8 or more power" "a minion of power 8 or more"; "the
   minion of (the) lowest power" is "the minion with the lowest power"; "draw one card" is
   "draw a card": one card drawn, said either way); lang-reveal2: "search your deck or
   discard pile" is "search your deck and/or discard pile" (one search of both piles), and
   the "Shuffle your deck." after it goes (the rules shuffle a deck searched); "search your
   deck for an action and reveal it. Place it into your hand" is "... and place it into
   your hand" (a card found in a deck is revealed as it is taken); after a look at the top
   cards of a deck, "Return them in any order" is "return them to the top of that deck in
   any order", and after cards of it placed into your hand, ". Return the other cards to
   the top of your deck" is " and the rest on top of your deck"; after "If it is a minion
   (an action), ...", "Otherwise, return it to the top of your deck" goes (the card seen
   stays on top), and "place it in your hand" is "place it into your hand"; and, once
   numbers are digits (rule 5), "of power greater than 4" (or
   "with power", "more than") is "of power 5 or more" and "of power less than 3" (or
   "fewer than") is "of power 2 or less" (powers are whole numbers);
   "while you have" (and "as long as you have") is "if you have" (lang-c2; and "while
   this is" "if this is": an ongoing text counts while its condition holds, said either
   way), "you have 2 or fewer cards in hand" is "... in your hand" (your own hand, the
   only one "you have" cards in), and "-1 power (minimum 0)" is "-1 power" (and "(but
   not below 0)", lang-limit: "(to a minimum of 0)", "(minimum of 0)", "(but not less than
   0)", and so after a duration said after the loss, "-2 power until the end of the turn
   (minimum 0)": the rulebook's "Character power ... never reduced below zero", which
   the engine applies to every power, once, to its total); "at least 2 cards" is "2 or more
   cards" (lang-limit; and so minions, actions, bases, "other minions": a count, whole
   numbers, said either way); (lang-statics) "cannot be affected by other players' cards
   (actions)" is "is (are) not affected by ..." (the glossary's Affect), "has +2 power
   while ..." (and "cannot be destroyed (moved) while", "is not affected ... while") is
   "... if ..." (a continuous effect counts exactly while its condition holds), of this
   minion's own power "if it is the only minion you have on this base" is "if this is your
   only minion here" and "if you have a minion of power 5 or more on this base" "... here",
   and "each other player's minion here has -1 power" is "other players' minions here have
   -1 power" (and "each other minion you have here", "each of your other minions here" are
   "your other minions here": a plural subject's power is each one's); "after a minion here is
   destroyed" is "after a minion is destroyed here" (and so "one of your minions",
   "another player's minion": where it was as it was destroyed, said before or after);
   "each player with minions here" is "each player with a minion here" (one is enough);
   "plays an action on this base or on a minion here" is "plays an action here" (an action
   is played here on this base or on a minion here: the engine's "here" of a play); "an
   extra minion and/or an extra action" is "an extra minion and an extra action" (each
   extra play is its player's to use or not: either, or both); "any one minion" is "a
   minion" (and so for actions and cards: one, anyone's, anywhere the rest says);
   "a minion that was played this turn" is "a minion played this turn" (and "minions that
   were"); a place said between a card's noun and its filters is said after them: "a
   minion here with less power than this minion" is "a minion with less power than this
   minion here" (and so "there", "on this base", "on that base", "on another base", "in
   play", before "of power 2 or less", "with a +1 power counter on it", "played this turn",
   "with the highest power": one card, its filters and its place, said in either order),
   and "played this turn" said before another filter is said after it; "with power greater
   than the number of" is "with power more than the number of" (and "equal to or greater
   than", "greater than or equal to", "more than or equal to" are "equal to or more than";
   "less than or equal to" is "equal to or less than"); "with equal or less power than this
   minion" is "with no more power than this minion" and "with equal or more (greater) power
   than" "with at least as much power as" (and so of "that minion"), and "with power equal
   to this minion's" (and "with equal power to this minion") is "with the same power as this
   minion"; "with power less than this minion's (power)" is "with less power than this
   minion" (and "greater (more) than" "more power than", "equal to or less than" "no more
   power than", "equal to or greater than" "at least as much power as"; so of "that minion");
   "if you played ... this turn" is "if you have played ... this turn", and "if you have
   not played (did not play) an action this turn" is "if you have played no actions this
   turn";
   "a minion moves to this base" is "a minion is moved here" (and "is moved to this
   base" "is moved here"); "after another minion here (on this base) is destroyed" is
   "after a minion is destroyed here" (the moment is any minion but this card);
   "an action attached to" is
   "an action played on" (the glossary's Modifier: "The modifier stays with the card it is
   attached to"), and so "an action that has been played on"; "this minion has +1 power
   for each action played on it" is "... played on this minion" ("it" there can name no
   other card); a card's name in quotes after "named" is the name ('a card named "Sprout"'
   is "a card named Sprout"); "minions with the same name on one base" is "... on a base"
   (lang-name: some one base, either way); "minions here of power 4 or more" is "minions of
   power 4 or more here" (one filter, said before or after the place); "other players'
   actions cannot destroy minions here" is "minions here cannot be destroyed by other
   players' actions" (and so "cards", "move", "destroy or move": one restriction, in the
   active voice or the passive); "an action played on a minion or base" is "a modifier" (and
   so "on a base or minion", "actions played on minions or bases": the glossary's Modifier,
   "A card that refers to actions played on bases or minions also refers to modifiers"); "a
   minion here that has an action played on it" is "a minion with an action played on it
   here" (a relative clause is the filter it says, and so without "here"); "it has -2 power
   until the end of the turn" is "it gains -2 power until the end of the turn" (lang-time;
   and so "this minion", "that minion", and every duration: one card's power for a while,
   said as what it has; not a group's, which could be an ongoing text for a while, and not
   after "Ongoing:"); "after this minion is moved to another base" is "after this minion is
   moved" (a minion is only ever moved to another base); "draw cards until you have five" is
   "draw cards until you have five cards in your hand" (the cards a player has are their
   hand's); "move a minion to a base where you have a minion" (or "no minions") is "move a
   minion to another base where you have a minion" (lang-where: a minion is only ever
   moved to another base, the glossary's Move "from one card to another"); (lang-timed)
   "Reduce the breakpoint of this base by 3 ..." opening a sentence is "This base's
   breakpoint is reduced by 3 ..." (and so "Increase", "increased"; one change of one
   base's breakpoint, said of the player or of the base), and on an action opening "Play on
   a minion." (or "one of your minions", "another player's minion") "the minion this is
   played on" is "this minion" (there, "this minion" is that one);
   lang-extremes:
   "each player's highest-power minion" is "each player's minion with the highest power"
   (and so "each other player's", as "the highest-power minion" is), "(its owner chooses in
   case of a tie)" is "(owner's choice in case of a tie)" (and so "its controller"), "(your
   choice in case of a tie)" is "(you choose in case of a tie)" (one tie-break, said as a
   choice or as who chooses), and "a minion that has more power than any other minion on
   its base" is "a minion with more power than any other minion on its base" (and so
   "less", and "that has the highest (lowest) power on its base": a relative clause is the
   filter it says); "the minion with the highest power in play" is "the minion with the
   highest power" (as "a minion in play" is "a minion": of all minions in play); "On
   your turn, you may play an extra minion (action) ..." (or "During your turn, ...") is
   "You may play an extra minion ... on each of your turns" (one extra play a turn, the
   same grant said first or last; not before "if"); "place a +1 power counter on this
   minion and on each other minion here" is "... on this minion and place a +1 power
   counter on each other minion here", and "destroy this minion and a minion here" is
   "destroy this minion and destroy a minion here" (one verb said of two targets: the
   same verb done to each, in order); a player who "gets 1 VP" gains it ("gets",
   "get": the rulebook's Gain), and a minion that "gets +1 power until ..." gains it,
   one that "gets +1 power" (for no while said) has it; in the sentence after "Choose a
   base.", "on (to, at) that base" is "there" (the base chosen); "the first time a minion
   is played here each turn" is "after the first minion is played here each turn";
   (lang-possessive) in the sentence after "Choose one of your minions." (a minion chosen,
   the sentence not on "it"), "there" and "on its base" are "on that base" and "than it"
   (and, of one of yours, "than yours") is "than that minion", and "the chosen minion" is
   "that minion"; "destroy (return, move) each other player's minion here" is "... all other
   players' minions here" (each minion of every other player; "each player's minion":
   anyone's, all; not before "with the highest power"), of another verb "each other
   player's minion" is "each minion of other players", and "each minion on another base"
   is "each minion on other bases" (each one not here).
5. Number words: ``one`` to ``ten`` (as whole words, any case) become the
   digits ``1`` to ``10``, so "up to two minions" and "up to 2 minions" agree.
   ``a``/``an`` are *not* numbers here: "a minion" and "1 minion" stay apart.
6. A trailing period: one period (or several) at the very end goes, so a text
   printed without its last period matches. Periods inside the text stay.
7. The comma after an opening "Once per turn" (at the start of the text or of a
   sentence or section) goes: "Once per turn, after you play ..." and "Once per
   turn after you play ..." are one sentence, punctuated two ways.
8. (lang-once) An opening "Once per turn, you may ..." or "Once on each of your turns, you
   may ..." (at the start of the text or of a sentence, not after a label) is "Talent: You
   may ...": the rulebook's Talent is an ability its controller may use once on each of
   their turns, in their Play Cards phase, which is when a player may act on their own
   (on a base or an action the compiler stops at "Talent:", as the engine offers a Talent
   only on a card a player controls that may have one).

Nothing else is folded: not case ("Destroy" vs "destroy"), not other
punctuation, not articles, not plural forms, not word order.

>>> normalise("Draw  two cards.")
'Draw 2 cards'
>>> normalise("Return it to its owner’s hand.")
"Return it to its owner's hand"
>>> normalise("Once per turn: play one extra minion")
'Once per turn: play 1 extra minion'
>>> normalise("Ongoing: Once per turn, after you play a minion, draw a card.")
'Ongoing: Once per turn after you play a minion, draw a card'
>>> normalise("Once on each of your turns, you may draw a card.")
'Talent: You may draw a card'
"""

from __future__ import annotations

import re
from collections.abc import Callable

NUMBER_WORDS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
"""The number words rule 5 turns into digits, in order (``one`` is 1)."""

_QUOTES = str.maketrans({"‘": "'", "’": "'", "ʼ": "'", "“": '"', "”": '"', "„": '"'})
_DASH = re.compile(r"\s+[–—]\s+")
_SPACE = re.compile(r"\s+")
_NUMBER = re.compile(r"\b(" + "|".join(NUMBER_WORDS) + r")\b", re.IGNORECASE)
_TRAILING_PERIOD = re.compile(r"\.+$")
_ONCE_PER_TURN_COMMA = re.compile(r"(^|[.:] )(once per turn),", re.IGNORECASE)
#: lang-once (rule 8): "Once per turn, you may ..." (or "Once on each of your turns, you
#: may ...") opening the text or a sentence is a Talent's "Talent: You may ...".
_ONCE_YOU_MAY = re.compile(r"(^|(?<=[.!] ))Once (?:per turn|on each of your turns),? you may\b")


_NUMBER_ALTERNATIVES = "|".join(NUMBER_WORDS)

#: a power filter after a card's noun ("of power 3 or less", "with power 2 or more"), as a
#: pattern's optional part
_POWER_FILTER = r"(?: (?:of|with) power \d+ or (?:less|more))?"


#: lang-third (rule 4): third-person subjects said other ways. "After a player plays an action here,
#: they may ..." is "..., that player may ..." (the one player the sentence names; "they draw" is
#: "that player draws", and so for gain, discard, destroy); "all players with minions here may ..."
#: is "each player with a minion here may ..." and "all players other than the winner may" "each
#: player other than the winner may" (each of them, as the rulebook's "each"; said with "may" only,
#: where the verb's form is one); "for each minion they have here" (or "that player has") is "for
#: each of their minions here" (of the subject's, as "for each minion you have here" is yours);
#: "return one of their minions to their hand" is "... to its owner's hand" (the glossary's Control:
#: a card leaving play goes to its owner's hand, as for "your"); and a sentence opening "You draw"
#: (gain, destroy, ...) is the sentence opening "Draw" ("you" is the card's player, said or not),
#: and so "..., you draw" after a moment's comma.
_THIRD_PERSON: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\b([Aa]fter a player plays [^.,]*), they (may)\b"), r"\1, that player \2"),
    (
        re.compile(r"\b([Aa]fter a player plays [^.,]*), they (draw|gain|discard|destroy)\b"),
        r"\1, that player \2s",
    ),
    # "you have a minion of power 5 or more in play" is "... or more" (a minion of yours
    # is in play)
    (re.compile(r"\b(you have a minion of power \w+ or more) in play\b"), r"\1"),
    (
        re.compile(r"\b[Aa]ll players with (?:minions|a minion) here may\b"),
        "each player with a minion here may",
    ),
    (
        re.compile(r"\b[Aa]ll players other than the winners? may\b"),
        "each player other than the winner may",
    ),
    (
        re.compile(
            r"\bfor each (other )?minion (?:they (?:have|control)|that player (?:has|controls))"
            r"( here| there)?\b"
        ),
        r"for each of their \1minions\2",
    ),
    (
        re.compile(
            r"\b([Rr]eturns? (?:one|1) of their (?:other )?(?:minions|actions)"
            + _POWER_FILTER
            + r"(?: here| there)?) to their hand\b"
        ),
        r"\1 to its owner's hand",
    ),
    (
        re.compile(
            r"(^|(?<=[.:] ))You (draw|gain|destroy|discard|return|move|place|search|shuffle)\b"
        ),
        r"\1\2",
    ),
    # and so after a moment's comma ("After one of your minions is destroyed, you gain 1 VP")
    (
        re.compile(r"(?<=, )you (draw|gain|destroy|discard|return|move|place|search|shuffle)\b"),
        r"\1",
    ),
    # lang-scorers: "discard a card from your hand" is "discard a card" (a player discards
    # from their hand: the glossary's Discard), and so "from their hand" after a subject
    # other than "you" ("each player with a minion here may draw a card and then discard a
    # card from their hand": their own), no other player, card or "it" said between them
    (
        re.compile(r"\b([Dd]iscards?) (a card|\w+ cards) from your hand\b(?! or\b)"),
        r"\1 \2",
    ),
    (
        re.compile(
            r"((?:^|(?<=[.:] ))(?:[^.]*?, )?(?:[Tt]he winner|[Tt]he runner-up|[Tt]he player in"
            r" third place|[Ee]ach (?:other )?player(?: other than the winner| with a minion"
            r" here)?|[Tt]hat player|[Ii]ts (?:owner|controller)) (?:(?!player|owner|"
            r"controller|'s\b|\bit\b|\bthem\b)[^.])*?\bdiscards? (?:a card|\w+ cards))"
            r" from their hand\b(?! or\b)"
        ),
        r"\1",
    ),
    # "Gain 1 VP if you have ..." is "If you have ..., gain 1 VP" (and so "Draw a card if
    # ..."): one effect of one sentence, its condition said last or first
    (
        re.compile(r"(^|(?<=[.:] ))Gain ((?:(?! and )[^.:,])*?) if (you have [^.:,]*)(?=\.|$)"),
        r"\1If \3, gain \2",
    ),
    (
        re.compile(r"(^|(?<=[.:] ))Draw ((?:(?! and )[^.:,])*?) if (you have [^.:,]*)(?=\.|$)"),
        r"\1If \3, draw \2",
    ),
)

#: lang-others: "destroy each other player's minions here" is "destroy all other players'
#: minions here" (every minion another player controls there; "each of the other players'
#: minions" so): only after a verb that acts on all of them, plural nouns only
_THEY_VERBS = "draws|discards|gains|destroys|reveals|shuffles|takes|places|returns"
_OTHERS_ALL: tuple[tuple[re.Pattern[str], str], ...] = (
    (
        re.compile(
            r"\b([Dd]estroy|[Rr]eturn|[Mm]ove) (?:each other player's|each of the other"
            r" players'|all of the other players') (minions|actions)\b"
        ),
        r"\1 all other players' \2",
    ),
    # lang-possessive: "return each other player's minion here to its owner's hand" is
    # "return all other players' minions here to their owners' hands" (each to its owner's)
    (
        re.compile(
            r"\b([Rr]eturn) each (other player's|player's) (minion|action)\b"
            r"(?! with the (?:highest|lowest) power)([^.]*?) to its owner's hand\b"
        ),
        r"\1 each \2 \3\4 to their owners' hands",
    ),
    # lang-possessive: and so "each other player's minion here" (singular: each minion of
    # each other player, all of them), and "each player's minion(s)" (anyone's: all); not
    # before a superlative ("each player's minion with the highest power": one of each's)
    (
        re.compile(
            r"\b([Dd]estroy|[Rr]eturn|[Mm]ove) each other player's (minion|action)\b"
            r"(?! with the (?:highest|lowest) power)"
        ),
        r"\1 all other players' \2s",
    ),
    (
        re.compile(
            r"\b([Dd]estroy|[Rr]eturn|[Mm]ove) each player's (minion|action)\b"
            r"(?! with the (?:highest|lowest) power)"
        ),
        r"\1 all \2s",
    ),
    (
        re.compile(
            r"\b([Dd]estroy|[Rr]eturn|[Mm]ove) (?:each player's|each of the players') (minions|"
            r"actions)\b"
        ),
        r"\1 all \2",
    ),
    # lang-possessive: of any other verb, "each other player's minion" is "each minion of
    # other players" (each one of theirs, as the renderer says it)
    (
        re.compile(
            r"(?<![Ff]or )\b([Ee])ach other player's (minion|action|card)\b"
            r"(?! with the (?:highest|lowest) power)"
        ),
        r"\1ach \2 of other players",
    ),
    # lang-possessive: "each (all) minion(s) on another base" is "... on other bases" (each
    # one not here: the bases other than this card's, said either way)
    (
        re.compile(
            r"\b((?:[Ee]ach|[Aa]ll) (?:of your (?:other )?|other players' |other )?(?:minion|action"
            r"|card)s?(?: of other players)?(?: of power \w+ or (?:less|more))?) on another base\b"
        ),
        r"\1 on other bases",
    ),
    # "Each other player draws a card, then discards a card" (", and then", "and then"):
    # one subject's effects in order, said with "and"
    (
        re.compile(r"(\b[Ee]ach other player (?:[^.,]*?))(?:,? and then|, then) (\w+s)\b"),
        r"\1 and \2",
    ),
    # a sentence's "Each other player" doing several things is "each ... player in turn"
    # (the grammar tells it so from one doing one thing, joined to another effect by "and")
    (
        re.compile(
            rf"(^|(?<=[.:] ))[Ee]ach other player (?=(?:may \w+|{_THEY_VERBS})\b[^.:]*?"
            rf" and (?:may \w+|{_THEY_VERBS})\b)"
        ),
        r"\1Each other player in turn ",
    ),
)

#: lang-rel: the places a selector says after its noun, and the filters said after them
#: ("a minion here with less power than this minion" is "a minion with less power than this
#: minion here")
_PLACE_WORDS = r"here|there|on this base|on that base|on another base|on other bases|in play"
_FILTER_WORDS = (
    r"(?:(?:with|of) (?:less|more|no more) (?:printed )?power than"
    r" (?:this minion|that minion|yours)"
    r"|with at least as much (?:printed )?power as (?:this|that) minion"
    r"|with the same power as (?:this|that) minion"
    r"|(?:of|with) (?:printed )?power \w+ or (?:less|more)"
    rf"|(?:of|with) power (?:greater|more|less|fewer) than (?:\d+|{_NUMBER_ALTERNATIVES})"
    r"|with a \+1 power counter on it"
    r"|played this turn"
    r"|with the (?:highest|lowest) power"
    r"|with power (?:less than|more than|equal to or less than|equal to or more than|equal to)"
    r" the number of"
    r" (?:other )?(?:minions|cards|actions)(?: you (?:have|control))?"
    r" (?:here|on this base|in your hand|in your discard pile))"
)

#: lang-piles: a sentence placing some of the cards looked at (revealed): "Place any minions
#: revealed into your hand", "Place one of them on top of your deck"
_LOOKED_SOME = (
    r"\b([Pp]lace (?:any (?:number of )?\w+(?: named [A-Z][^.]*?)? revealed"
    r"|(?:\w+|up to \w+|any number) of them) [^.]*?)"
)

#: lang-possessive: "Choose a minion." (one of yours, another player's ...) and the start of
#: the sentence after it, up to a word that names that minion
_CHOSE_A_MINION = (
    r"(\b[Cc]hoose (?:an?|one of your|1 of your|another of your|another player's)"
    r" (?:\w+ )?minions?\b[^.:]*\. (?!It\b)[^.]*?)"
)
#: lang-possessive: and so of one of yours chosen ("than yours": that one)
_CHOSE_YOURS = r"(\b[Cc]hoose (?:one|1|another) of your (?:\w+ )?minions?\b[^.:]*\. (?!It\b)[^.]*?)"

SYNONYMS: tuple[tuple[re.Pattern[str], str], ...] = (
    (  # lang-timed
        re.compile(r"(^|(?<=[.:] ))Reduce the breakpoint of this base by\b"),
        r"\1This base's breakpoint is reduced by",
    ),
    (  # lang-timed
        re.compile(r"(^|(?<=[.:] ))Increase the breakpoint of this base by\b"),
        r"\1This base's breakpoint is increased by",
    ),
    (  # lang-timed: on an action played on a minion only (its first saying)
        re.compile(
            r"^(Play on (?:a minion|1 of your minions|one of your minions|another player's"
            r" minion)\. .*?)\bthe minion this is played on\b"
        ),
        r"\1this minion",
    ),
    (re.compile(r"\b[Pp]ut\b"), "place"),
    (re.compile(r"\b(minions?) from there to (another base|other bases)\b"), r"\1 there to \2"),
    # lang-scorers: "one of their minions from here to their hand" is "... here to ..." (a
    # minion here, moved or returned from its base), as "from there"
    # (and so after a power filter: "one of their minions of power 3 or less from here to")
    (
        re.compile(r"\b(minions?|actions?)(" + _POWER_FILTER + r") from here to\b"),
        r"\1\2 here to",
    ),
    (re.compile(r"\bon that minion's base\b"), "on that base"),
    # lang-possessive: in the sentence after "Choose one of your minions." (a minion chosen),
    # "there" and "on its base" are "on that base" (the chosen minion's), "than it" is "than
    # that minion" (and "than yours", after one of yours chosen); "the chosen minion" is
    # "that minion" (the one an effect before chose)
    (re.compile(r"\b[Tt]he chosen minion\b"), "that minion"),
    # lang-playedhere: "Choose one of your minions on a base." before a sentence that says
    # "there" is "Choose one of your minions." (every minion in play is on a base)
    (
        re.compile(
            r"(\b[Cc]hoose (?:an?|one of your|1 of your|another of your|another player's)"
            r" (?:\w+ )?minions?) on a base(\. (?!It\b)[^.]*?\bthere\b)"
        ),
        r"\1\2",
    ),
    *(
        (re.compile(_CHOSE_A_MINION + rf"(?:{said})"), r"\1" + words)
        for said, words in (
            (r"\bthere\b", "on that base"),
            (r"(?<!other minion )(?<!power )\bon its base\b", "on that base"),
            (r"\bthan it\b(?!')", "than that minion"),
        )
    ),
    (re.compile(_CHOSE_YOURS + r"\bthan yours\b"), r"\1than that minion"),
    (re.compile(r"\b[Oo]n (a base where you have no minions)\b"), r"at \1"),
    (re.compile(r"\b(have|gain) ([+-]\d+ power) each\b(?! time)"), r"\1 \2"),
    # lang-grantplace: an extra minion "on a base where you have two or more minions" (a
    # card on a base is at it), "on a base with a breakpoint of 15 or less"
    (
        re.compile(
            r"\b(extra minion(?: of power \w+ or (?:less|more))?) on (a base where you have"
            rf" (?:\d+|{_NUMBER_ALTERNATIVES}) or more minions|a base with a breakpoint of)\b"
        ),
        r"\1 at \2",
    ),
    # lang-titans: a Special's "play this titan (minion) on that base" is "... there" (the
    # base its moment names, said either way), and a titan's Special at a moment of no
    # base ("At the start of your turn", "On your turn") that says no place for it plays it
    # "on a base" (the rule Titans: "played on a base"; its player chooses which)
    (re.compile(r"\b(play this (?:titan|minion)) on that base\b"), r"\1 there"),
    (
        re.compile(
            r"\b((?:[Aa]t the (?:start|end) of your turn|[Oo]n your turn)(?:, if [^.:,]*)?,"
            r" (?:you may )?(?:\w[^.:,]*? to )?play this titan)(?=\.|$)"
        ),
        r"\1 on a base",
    ),
    (re.compile(r"\b[Hh]is or her\b"), "their"),
    (re.compile(r"\b[Hh]im or her\b"), "them"),
    (re.compile(r"\b[Hh]e or she has\b"), "they have"),
    (re.compile(r"\b[Hh]e or she\b"), "they"),
    (re.compile(rf"\b([Aa]|\d+|{_NUMBER_ALTERNATIVES}) random (cards?)\b"), r"\1 \2 at random"),
    (re.compile(r"\b(play this minion there) as an extra minion\b"), r"\1"),
    (re.compile(r"^(?:Base|BASE) (?:[Mm]odifier|MODIFIER)\."), "Play on a base."),
    (re.compile(r"^(?:Minion|MINION) (?:[Mm]odifier|MODIFIER)\."), "Play on a minion."),
    # lang-playonly: "a base with two or more minions" is "... on it" (anyone's, there); "if
    # this is the only card in your hand" is "if it is ..." (the card played, counted)
    (
        re.compile(
            rf"\b(base with (?:\d+|{_NUMBER_ALTERNATIVES}) or more minions"
            rf"|base with an? minion of power (?:\d+|{_NUMBER_ALTERNATIVES}) or (?:more|less))"
            r"\b(?! on it\b)"
        ),
        r"\1 on it",
    ),
    (
        re.compile(r"\bif this is the only card in your hand\b"),
        "if it is the only card in your hand",
    ),
    (re.compile(r"\b[Aa] (minion|base) modifier\b"), r"an action played on a \1"),
    (re.compile(r"\b(minion|base) modifiers\b"), r"actions played on a \1"),
    *(
        (
            re.compile(rf"\b[{kind[0].upper()}{kind[0]}]{kind[1:]}s of other players\b"),
            f"other players' {kind}s",
        )
        for kind in ("minion", "action", "card")
    ),
    *(
        (
            re.compile(rf"\b[{kind[0].upper()}{kind[0]}]{kind[1:]}s of another player\b(?!')"),
            f"another player's {kind}s",
        )
        for kind in ("minion", "action", "card")
    ),
    (re.compile(r"\b[Aa]n? (minion|action|card) of another player\b"), r"another player's \1"),
    (re.compile(r"\b[Ee]very (minions?|actions?|cards?|players?|other)\b"), r"each \1"),
    # lang-f2: where the destroyed minion was said before "is destroyed"; "with minions"
    (
        re.compile(
            r"\b([Aa] minion|(?:one|1) of your minions|another player's minion) here is destroyed\b"
        ),
        r"\1 is destroyed here",
    ),
    (re.compile(r"\b(each player with) minions here\b"), r"\1 a minion here"),
    (re.compile(r"\b[Aa]ny (?:one|1) (minion|card)\b"), r"a \1"),
    (re.compile(r"\b[Aa]ny (?:one|1) action\b"), "an action"),
    (
        re.compile(r"\b(an extra (?:minion|action)) and/or (an extra (?:minion|action))\b"),
        r"\1 and \2",
    ),
    (
        re.compile(r"\b(plays?) an action on this base or on a minion here\b"),
        r"\1 an action here",
    ),
    (
        re.compile(r"\b(minions?|actions?|cards?) that (?:has|have) power (\w+) or (less|more)\b"),
        r"\1 of power \2 or \3",
    ),
    (
        re.compile(r"\b(minions?|actions?|cards?) with power (\w+) or (less|more)\b"),
        r"\1 of power \2 or \3",
    ),
    (
        re.compile(rf"\b(minions?) with (\d+|{_NUMBER_ALTERNATIVES}) or (less|more) power\b"),
        r"\1 of power \2 or \3",
    ),
    (re.compile(r"\b(the minion) of (?:the )?(highest|lowest) power\b"), r"\1 with the \2 power"),
    (re.compile(r"\b([Dd]raws?) (?:1|[Oo]ne) card\b"), r"\1 a card"),
    (
        re.compile(r"\b(minions?|actions?|cards?) that has a \+1 power counter on it\b"),
        r"\1 with a +1 power counter on it",
    ),
    (
        re.compile(
            r"\b[Pp]lace a \+1 power counter on (?:one|1) of (your (?:other )?minions(?: here)?),"
            r" (\w+) times \((?:one|1) at a time\)"
        ),
        r"place \2 +1 power counters divided as you choose among \1",
    ),
    (
        re.compile(
            r"\b[Tt]ransfer (a \+1 power counter|\w+ \+1 power counters) from (?:one|1|a) minion"
            r" to another(?: minion)?\b"
        ),
        r"move \1 from a minion to another minion",
    ),
    (
        re.compile(
            r"\b([Pp]lay) an action that directly affects (this|that) minion as an extra action\b"
        ),
        r"\1 an extra action that directly affects \2 minion",
    ),
    # lang-g: the cards looked at from the top of a deck ("Place one in your hand ...")
    (
        re.compile(
            rf"\b([Pp]lace (?:up to )?(?:\d+|{_NUMBER_ALTERNATIVES})) in(?:to)? your hand\b"
        ),
        r"\1 of them into your hand",
    ),
    (
        re.compile(
            rf"\b([Pp]lace (?:up to )?(?:\d+|{_NUMBER_ALTERNATIVES})) "
            r"(on (?:top|the bottom) of (?:your|the base|that) deck)\b"  # lang-piles: that
        ),
        r"\1 of them \2",
    ),
    (re.compile(r"\b(of them|them|the rest) in your hand\b"), r"\1 into your hand"),
    # lang-reveal2: and so "place it in your hand" (the one card looked at, or found)
    (re.compile(r"\b([Pp]lace it) in your hand\b"), r"\1 into your hand"),
    # lang-reveal2: "Return them in any order" after a look at the top cards of a deck
    # (yours or the base deck) is "return them to the top of that deck in any order" (they
    # go back where they were: on top; the rule below then says it "place them on top of")
    (
        re.compile(
            r"\b((?:Look at|Reveal) the top \w+ cards of (your|the base) deck\. )"
            r"Return them in any order\b"
        ),
        r"\1Return them to the top of \2 deck in any order",
    ),
    # lang-reveal2: after the cards of a look placed into your hand, "Return the other cards
    # to the top of your deck" is "and the rest on top of your deck" (the cards looked at
    # not placed: one sentence or two, in order)
    (
        re.compile(
            r"\b([Pp]lace [^.]*? into your hand)\. Return the other cards to the top of your"
            r" deck\b"
        ),
        r"\1 and the rest on top of your deck",
    ),
    # lang-reveal2: after "Reveal (Look at) the top card of your deck. If it is a minion
    # (an action), ...", "Otherwise, return it to
    # the top of your deck" is said by the rules (the card revealed or looked at on top of
    # your deck is not moved by being seen: one not placed stays there)
    (
        re.compile(
            r"\b((?:Look at|Reveal) the top card of your deck\. If it is an? (?:minion|action),"
            r" [^.]*)\. Otherwise,? return it to the top of your deck(?=\.|$)"
        ),
        r"\1",
    ),
    # lang-reveal2: "search your deck or discard pile" is "search your deck and/or discard
    # pile" (one search of both piles: the card may come from either)
    (re.compile(r"\b([Ss]earch your deck) or (discard pile)\b"), r"\1 and/or \2"),
    # lang-reveal2: "Shuffle your deck." after a search of your deck and/or discard pile is
    # said by the search (the rules: a deck searched is shuffled after, found or not; the
    # engine does so whenever the deck has cards)
    (
        re.compile(
            r"\b([Ss]earch your deck and/or discard pile for [^.]*? and place it into your"
            r" hand)\. Shuffle your deck(?=\.|$)"
        ),
        r"\1",
    ),
    # lang-reveal2: "Search your deck for an action and reveal it. Place it into your hand"
    # is "... and place it into your hand" (a card found in a deck is revealed as it is
    # taken, a CardRevealed event, said or not; revealing changes nothing else)
    (
        re.compile(
            r"\b([Ss]earch your deck for (?:an?|one) [^.]*? and) reveal it\. Place it into"
            r" your hand\b"
        ),
        r"\1 place it into your hand",
    ),
    (
        re.compile(
            r"\b[Rr]eturn (them|the rest|the other cards|the others) to the (top|bottom) of"
            r" (your|the base) deck\b"
        ),
        r"place \1 on \2 of \3 deck",
    ),
    (re.compile(r"\b(them|the rest) on bottom of your deck\b"), r"\1 on the bottom of your deck"),
    # lang-piles: after a sentence placing some of the cards looked at (revealed), the next
    # sentence's "Place (Return) the rest (the other cards, the others) ...", "Discard the
    # rest", "Shuffle the rest into your deck" is "... and the rest ..." (one sentence or
    # two, in order); "(in any order)" is "in any order"
    (
        re.compile(_LOOKED_SOME + r"\. [Pp]lace the (?:rest|other cards|others)\b(?! of\b)"),
        r"\1 and place the rest",
    ),
    (
        re.compile(_LOOKED_SOME + r"\. [Dd]iscard the (?:rest|other cards|others)\b(?! of\b)"),
        r"\1 and discard the rest",
    ),
    (
        re.compile(_LOOKED_SOME + r"\. [Ss]huffle the (?:rest|other cards|others)\b(?! of\b)"),
        r"\1 and shuffle the rest",
    ),
    (re.compile(r"\b(the rest [^.()]*?deck) \(in any order\)"), r"\1 in any order"),
    (re.compile(r"\band place the rest\b"), "and the rest"),
    (re.compile(r"\band (discard )?the others?\b(?! players?\b)(?!')"), r"and \1the rest"),
    (re.compile(r"\b(?:[Oo]ne|1) of your other\b"), "another of your"),
    (
        re.compile(
            r"\b[Uu]ntil (the end of (?:the|your|your next) turn|the start of your next turn),"
            r" ((?:give |[^.,]*?\bgains? )[^.,]*?[+-]\d+ power(?: for each [^.,]*?)?)(?=\.|$)"
        ),
        r"\2 until \1",
    ),
    (
        re.compile(
            r"\b([Tt]he|[Yy]our|[Tt]heir|[Ee]ach (?:other )?player's)"
            r" (highest|lowest)[- ]power (minion)\b"
        ),
        r"\1 \3 with the \2 power",
    ),
    (re.compile(r"\b[Oo]n (a base where you have a minion)\b"), r"at \1"),
    (re.compile(r"\b[Cc]hoose ((?:(?!\bto gain\b)[^.])+) to gain ([+-]\d+ power)"), r"give \1 \2"),
    (re.compile(r"\b(minions?|actions?|cards?|titans?) in play\b"), r"\1"),
    (re.compile(r"\b(extra (?:minion|action)s?) this turn\b"), r"\1"),
    (re.compile(r"\b(an extra turn) after the current turn ends\b"), r"\1 after this one"),
    (
        re.compile(r"\bif there is a base in the (?:base )?discard pile\b"),
        "if the base discard pile holds a base",
    ),
    (
        re.compile(
            r"\b[Aa]dd a base of your choice from the (?:base )?discard pile instead of drawing a"
            r" new base from the base deck\b"
        ),
        "the base that scored is replaced by a base of your choice from the base discard pile",
    ),
    (
        re.compile(
            r"\b(this card on (?:top|the bottom) of your deck) instead of your discard pile\b"
        ),
        r"\1",
    ),
    (re.compile(r"\b([Aa]fter this base scores) \(before being replaced\)"), r"\1"),
    (re.compile(r"\byour minion from a base\b"), "one of your minions"),
    # lang-e2: a card of yours in play back to your hand: "an action you have in play" is
    # "one of your actions", and "place one of your actions into your hand" is "return one
    # of your actions to your hand" (a card in play placed into a hand leaves play so)
    (re.compile(r"\b[Aa]n? (minion|action) you have in play\b"), r"one of your \1s"),
    (
        re.compile(r"\b[Pp]lace ((?:one|1) of your (?:minions|actions)) into your hand\b"),
        r"return \1 to your hand",
    ),
    # lang-c: "each time" opening a trigger is "after"; a card goes to its owner's hand
    (re.compile(r"\b([Aa]fter) each time\b"), r"\1"),
    (re.compile(r"(?<!\w )\b[Ee]ach time (?=(?:a|an|another|one|you)\b)"), "after "),
    (
        re.compile(
            r"\b([Rr]eturn (?:this (?:card|minion|action)|(?:one|1) of your (?:other )?"
            r"(?:minions|actions)" + _POWER_FILTER + r"(?: here| there)?)) to your hand\b"
            r"(?![.,]? (?:and )?(?:[Yy]ou may )?play it again)"
        ),
        r"\1 to its owner's hand",
    ),
    (re.compile(r"\bon the top of\b"), "on top of"),
    (re.compile(r"\bat the bottom of\b"), "on the bottom of"),
    (re.compile(r"^Ongoing: (?:Has|Gains) ([+-]\d+ power)\b"), r"Ongoing: This minion has \1"),
    (
        re.compile(r"(?<=[.] )Ongoing: (?:Has|Gains) ([+-]\d+ power)\b"),
        r"Ongoing: This minion has \1",
    ),
    (re.compile(r"\b([Pp]lay) up to (\w+) extra (minions|actions)\b"), r"\1 \2 extra \3"),
    # lang-r: a minion is only ever moved to another base; "Minions with power ..."
    (re.compile(r"\b(cannot be moved) to (?:other bases|another base)\b"), r"\1"),
    # lang-statics: "cannot be affected by other players' cards (actions)" is "... is (are)
    # not affected by ..." (the glossary's Affect says what both protect from: its checks
    # quote "can't be affected by other players' cards" as the protection "not affected"
    # plays; a restriction can only ever hold, so "cannot be" and "is not" are one fact)
    (
        re.compile(
            r"\b([Mm]inions(?: here| there| on this base| in play)?) cannot be affected by"
            r" (other players' (?:cards|actions))\b"
        ),
        r"\1 are not affected by \2",
    ),
    (
        re.compile(
            r"\b((?:minion|card)(?: here| there| on this base)?) cannot be affected by"
            r" (other players' (?:cards|actions))\b"
        ),
        r"\1 is not affected by \2",
    ),
    # lang-statics: an ongoing text's power or restriction "while" a condition holds is the
    # same text "if" it holds (a continuous effect counts exactly when its condition holds,
    # said either way; only after what ongoing text says: "has +2 power", "cannot be
    # destroyed (moved)", "is (are) not affected by ...")
    (
        re.compile(
            r"\b((?:has|have) [+-]\w+ power|cannot be (?:destroyed|moved)"
            r"|(?:is|are) not affected by other players' (?:cards|actions)) while\b"
        ),
        r"\1 if",
    ),
    # lang-statics: of this minion's own power, "if it is the only minion you have on this
    # base" is "if this is your only minion here" ("it" can name no other card; this base
    # is the one it is on)
    (
        re.compile(
            r"\b(This minion has [+-]\w+ power) if it is the only minion you have"
            r" (?:here|on this base)\b"
        ),
        r"\1 if this is your only minion here",
    ),
    # lang-restrict: and of this minion's own restriction ("This minion cannot be destroyed
    # (moved) if it is your only minion here")
    (
        re.compile(
            r"\b(This minion cannot be (?:destroyed|moved)"
            r"(?: by other players' (?:cards|actions))?) if it is (?:the only minion you have"
            r"|your only minion) (?:here|on this base)\b"
        ),
        r"\1 if this is your only minion here",
    ),
    # lang-statics: of this minion's own power, "if you have a minion of power 5 or more on
    # this base" is "... here" (the base this minion is on, said either way)
    (
        re.compile(
            r"\b(This minion has [+-]\w+ power if you have a minion of power \w+ or more)"
            r" on this base\b"
        ),
        r"\1 here",
    ),
    # lang-statics: distributive singulars of an ongoing power: "each other player's minion
    # here has -1 power" is "other players' minions here have -1 power" (and "each other
    # minion you have here", "each of your other minions here" are "your other minions
    # here"): a plural subject's power is each one's (see "have +2 power each" above)
    (
        re.compile(r"\b[Ee]ach other player's minion (here|on this base) has ([+-]\w+ power)\b"),
        r"other players' minions \1 have \2",
    ),
    (
        re.compile(
            r"\b[Ee]ach (?:(other) minion you have|of your (other) minions) (here|on this base)"
            r" has ([+-]\w+ power)\b"
        ),
        r"your \1\2 minions \3 have \4",
    ),
    # lang-restrict: of this minion's own ongoing text, "while it (this minion) has a +1
    # power counter" is "if it has a +1 power counter on it" (and "2 or more ... counters")
    (
        re.compile(
            r"\b(?:[Ww]hile|[Aa]s long as|[Ii]f) (?:it|this minion) has (a|\w+ or more)"
            r" \+1 power (counters?)(?: on it)?\b"
        ),
        r"if it has \1 +1 power \2 on it",
    ),
    # lang-c2: conditions and power floors said otherwise
    (re.compile(r"\b(?:[Ww]hile|[Aa]s long as) (you have|this is)\b"), r"if \1"),
    (
        re.compile(r"\b([Yy]ou have (?:no|\w+(?: or (?:fewer|more))?) cards?) in hand\b"),
        r"\1 in your hand",
    ),
    (
        re.compile(
            r"(-\d+ power(?: until the (?:end of (?:the|your) turn|start of your next turn))?)"
            r" \((?:minimum 0|but not below 0|(?:to a )?minimum of 0|but not less than 0)\)"
        ),
        r"\1",
    ),
    # lang-limit: "if you have at least 2 cards in your hand" is "... 2 or more cards ..."
    (
        re.compile(
            rf"\bat least (\d+|{_NUMBER_ALTERNATIVES})"
            r" ((?:other )?(?:minions|actions|cards|bases))\b"
        ),
        r"\1 or more \2",
    ),
    (
        re.compile(r"\b([Mm]inions|[Aa]ctions) with power (\w+) or (less|more)\b"),
        r"\1 of power \2 or \3",
    ),
    (
        re.compile(
            r"(?<![Oo]ther )\b[Pp]layers cannot play (actions|minions) (here|on this base)\b"
        ),
        r"\1 cannot be played \2",  # lang-r: "on this base"
    ),
    # lang-restrict: "actions cannot be played on this base or on minions here" is "...
    # here" (an action is played here on this base or on a minion here: the engine's
    # "here" of a play); "other players' actions cannot be played on this minion (here)"
    # is "other players cannot play actions on this minion (here)" (an action played is
    # its player's); "players cannot move minions to (from) this base" is "minions cannot
    # be moved to (from) this base" (no player may: "other players" stops)
    (
        re.compile(
            r"\b((?:[Pp]lay|[Pp]layed) (?:actions )?)(?:on this base or (?:on )?minions here"
            r"|on minions here or (?:on )?this base|here or on minions here)\b"
        ),
        r"\1here",
    ),
    (
        re.compile(
            r"\b[Oo]ther players' actions cannot be played"
            r" (on this minion|here|on this base|on minions here)\b"
        ),
        r"other players cannot play actions \1",
    ),
    (
        re.compile(
            r"(?<![Oo]ther )\b[Pp]layers cannot move (minions) ((?:to|from|to or from) this base)\b"
        ),
        r"\1 cannot be moved \2",
    ),
    (
        re.compile(
            r"(?<![Oo]ther )\b[Pp]layers cannot play actions (on this minion|on minions here)\b"
        ),
        r"actions cannot be played \1",
    ),
    # lang-restrict: "minions cannot be moved here" is "... to this base" (a minion moved
    # here comes from another base; "minions here cannot be moved" is of those here)
    (re.compile(r"\b(cannot be moved) here\b"), r"\1 to this base"),
    (
        re.compile(
            r"\b[Rr]eturn (an? (?:minion|action|card)\b(?:(?! to )[^.,])*?) from your discard"
            r" pile to your hand\b"
        ),
        r"place \1 from your discard pile into your hand",
    ),
    (
        re.compile(
            r"\b[Ss]earch your discard pile for (an? [^.,]*?) and place it into your hand\b"
        ),
        r"place \1 from your discard pile into your hand",
    ),
    # lang-e2: and so for several ("return up to two minions from your discard pile to your
    # hand" is "place up to two minions from your discard pile into your hand")
    (
        re.compile(
            r"\b[Rr]eturn ((?:up to \w+|any number of) (?:minions|actions|cards)\b"
            r"(?:(?! to )[^.,])*?) from your discard pile to your hand\b"
        ),
        r"place \1 from your discard pile into your hand",
    ),
    # lang-e2: and so of a subject's own ("the winner may search their discard pile for an
    # action and place it into their hand"), and "take an action from your (their) discard
    # pile and place it into your (their) hand" is "place an action from ... into ..."
    (
        re.compile(
            r"\b[Ss]earch their discard pile for (an? [^.,]*?) and place it into their hand\b"
        ),
        r"place \1 from their discard pile into their hand",
    ),
    # lang-scorers: and "return a minion from their discard pile to their hand" (of the
    # subject's own) is "place a minion from their discard pile into their hand"
    (
        re.compile(
            r"\b[Rr]eturn ((?:an?|up to \w+|any number of) (?:minions?|actions?|cards?)\b"
            r"(?:(?! to )[^.,])*?) from their discard pile to their hand\b"
        ),
        r"place \1 from their discard pile into their hand",
    ),
    (
        re.compile(
            r"\b[Tt]ake(s?) (an? [^.,]*?) from (your|their) discard pile and place\1 it into"
            r" \3 hand\b"
        ),
        r"place\1 \2 from \3 discard pile into \3 hand",
    ),
    # lang-e2: and so on a deck ("search your discard pile for an action and place it on top
    # of your deck" is "place an action from your discard pile on top of your deck")
    (
        re.compile(
            r"\b[Ss]earch your discard pile for (an? [^.,]*?) and place it "
            r"(on top of|on the bottom of) your deck\b"
        ),
        r"place \1 from your discard pile \2 your deck",
    ),
    # lang-k: the actions played on a card, said other ways
    (re.compile(r"\b(actions?) attached to\b"), r"\1 played on"),
    (re.compile(r"\b(actions?) that (?:has|have) been played on\b"), r"\1 played on"),
    (
        re.compile(
            r"\b([Tt]his minion (?:has|gains) [+-]\d+ power for each actions? played on) it\b"
        ),
        r"\1 this minion",
    ),
    (re.compile(r'\bnamed "([^".]+)"'), r"named \1"),
    # lang-third: third-person subjects said other ways
    *_THIRD_PERSON,
    # lang-others: each other player's minions, all of them
    *_OTHERS_ALL,
    # lang-name: N or more minions of one name at some one base
    (re.compile(r"\b(minions with the same name) on (?:one|1) base\b"), r"\1 on a base"),
    # lang-samename: "The first time each player plays a minion here each turn" is each
    # player's own first ("after the first time a player plays ... each turn"); there, "an
    # extra minion with the same name (here)" is of the same name as the one played
    (
        re.compile(r"\b(?:After t|t|T)he first time (?:each|a) player plays\b([^,.]* each turn,)"),
        r"After the first time a player plays\1",
    ),
    (
        re.compile(r"\b(an extra (?:minion|action) with the same name) here\b"),
        r"\1 as it here",
    ),
    # lang-rel: "with equal or less power than this minion" is "with no more power than
    # this minion" (and "equal or more (greater)": "at least as much power as")
    (
        re.compile(r"\bwith equal or less power than (this|that) minion\b"),
        r"with no more power than \1 minion",
    ),
    (
        re.compile(r"\bwith equal or (?:more|greater) power than (this|that) minion\b"),
        r"with at least as much power as \1 minion",
    ),
    (
        re.compile(
            r"\bwith (?:power equal to (this|that) minion's(?: power)?|equal power to (this|that)"
            r" minion)"
        ),
        r"with the same power as \1\2 minion",
    ),
    # lead: "with power less than this minion's (power)" is "with less power than this
    # minion" (and "greater (more) than": "more power than"; "equal to or less than", "less
    # than or equal to": "no more power than"; "equal to or greater (more) than", "greater
    # (more) than or equal to": "at least as much power as"), and so of "that minion"
    (
        re.compile(r"\bwith power less than (this|that) minion's(?: power)?"),
        r"with less power than \1 minion",
    ),
    (
        re.compile(r"\bwith power (?:greater|more) than (this|that) minion's(?: power)?"),
        r"with more power than \1 minion",
    ),
    (
        re.compile(
            r"\bwith power (?:equal to or less than|less than or equal to) (this|that)"
            r" minion's(?: power)?"
        ),
        r"with no more power than \1 minion",
    ),
    (
        re.compile(
            r"\bwith power (?:equal to or (?:greater|more) than|(?:greater|more) than or equal"
            r" to) (this|that) minion's(?: power)?"
        ),
        r"with at least as much power as \1 minion",
    ),
    # lang-its: and so of "its power" (build says whose: this minion's, or that minion's)
    (re.compile(r"\bwith power less than its power\b"), "with less power than its power"),
    (
        re.compile(r"\bwith power (?:greater|more) than its power\b"),
        "with more power than its power",
    ),
    (
        re.compile(r"\bwith power (?:equal to or less than|less than or equal to) its power\b"),
        "with no more power than its power",
    ),
    (
        re.compile(
            r"\bwith power (?:equal to or (?:greater|more) than|(?:greater|more) than or equal"
            r" to) its power\b"
        ),
        "with at least as much power as its power",
    ),
    # lead: "if you played ... this turn" is "if you have played ... this turn", and "if
    # you have not played (did not play) an action this turn" is "... played no actions"
    (re.compile(r"\b([Ii]f you) played (?=[^.,]*\bthis turn\b)"), r"\1 have played "),
    (
        re.compile(
            r"\b([Ii]f you) (?:have not|haven't|did not|didn't) play(?:ed)? (?:an|any)"
            r" actions? this turn\b"
        ),
        r"\1 have played no actions this turn",
    ),
    # lang-rel: a power compared with a count, said other ways
    (
        re.compile(r"\bwith power greater than the number of\b"),
        "with power more than the number of",
    ),
    (
        re.compile(
            r"\bwith power (?:equal to or greater|greater than or equal to|more than or"
            r" equal to) (?:than )?the number of\b"
        ),
        "with power equal to or more than the number of",
    ),
    (
        re.compile(r"\bwith power less than or equal to the number of\b"),
        "with power equal to or less than the number of",
    ),
    # lang-rel: "a minion that was played this turn" is "a minion played this turn", and a
    # place said before a card's filters is said after them
    (
        re.compile(r"\b(minions?|actions?|cards?) that (?:was|were) played this turn\b"),
        r"\1 played this turn",
    ),
    # lang-playedhere: "a minion that was played here (on another base) this turn" is "a
    # minion played here (on another base) this turn"
    (
        re.compile(
            r"\b(minions?) that (?:was|were) played (here|on this base|on another base)"
            r" this turn\b"
        ),
        r"\1 played \2 this turn",
    ),
    # lang-moved: "minions that were moved to this base" is "minions moved here"
    (
        re.compile(r"\b(minions?) that (?:was|were|have been|has been) moved\b"),
        r"\1 moved",
    ),
    (re.compile(r"\b(minions?) moved to this base\b"), r"\1 moved here"),
    # lead: "a minion moves to this base" is "a minion is moved here" (a minion moves only
    # when an effect moves it), and "is (are) moved to this base" is "... moved here"
    (re.compile(r"\b(minions?) moves (?:to this base|here)\b"), r"\1 is moved here"),
    (re.compile(r"\b(is|are) moved to this base\b"), r"\1 moved here"),
    # lang-moves: "a minion moves from here (to another base)" is "a minion is moved from
    # here", every move is to another base; "moves to another base" is "is moved to ..."
    (re.compile(r"\b(minions?) moves (from|to another base)\b"), r"\1 is moved \2"),
    (re.compile(r"\bmoved from (here|this base) to another base\b"), r"moved from \1"),
    # lang-destroyer: "after another player destroys this minion" is "after this minion is
    # destroyed by another player's card" (who destroys a card: its card's controller), and
    # "destroyed by another player" ("by you") is "... by another player's card" ("by one of
    # your cards")
    (
        re.compile(r"\b([Aa]fter|[Ww]hen) another player destroys this minion\b"),
        r"\1 this minion is destroyed by another player's card",
    ),
    (
        re.compile(r"\b([Aa]fter|[Ww]hen) you destroy this minion\b"),
        r"\1 this minion is destroyed by one of your cards",
    ),
    (
        re.compile(r"\bis destroyed by another player\b(?!'s)"),
        "is destroyed by another player's card",
    ),
    (re.compile(r"\bis destroyed by you\b"), "is destroyed by one of your cards"),
    (re.compile(r"\b([Aa]fter [^,.]*?\bmove[sd]?\b[^,.]*?) from this base\b"), r"\1 from here"),
    # lang-moves: "after the first minion is played here each turn" is "after the first time
    # each turn a minion is played here" (the turn's first, by anyone)
    (
        re.compile(r"\b([Aa]fter) the first minion is played( here)? each turn\b"),
        r"\1 the first time each turn a minion is played\2",
    ),
    (
        re.compile(r"\b([Aa]fter) the first action is played( here)? each turn\b"),
        r"\1 the first time each turn an action is played\2",
    ),
    # lead: "after another minion here (on this base) is destroyed" is "after a minion is
    # destroyed here": the engine's moment is any minion but this card
    (
        re.compile(
            r"\b([Aa]fter) another minion (?:(?:here|on this base) is destroyed|is destroyed"
            r" (?:here|on this base))\b"
        ),
        r"\1 a minion is destroyed here",
    ),
    (
        re.compile(
            rf"\b(minions?|actions?|cards?) ({_PLACE_WORDS}) ({_FILTER_WORDS}(?: {_FILTER_WORDS})*)"
            r"(?![\w+])"
        ),
        r"\1 \3 \2",
    ),
    (
        re.compile(rf"\b(minions?|actions?|cards?) (played this turn) ({_FILTER_WORDS})(?![\w+])"),
        r"\1 \3 \2",
    ),
    # lang-protect: a power filter said after "here"; the cards that cannot destroy (move)
    # said first ("other players' actions cannot destroy minions here")
    (
        re.compile(r"\b([Mm]inions) here (?:of|with) (power \w+ or (?:less|more))\b"),
        r"\1 of \2 here",  # lang-restrict: "with power" too
    ),
    (
        re.compile(
            r"\b[Oo]ther players' (actions|cards) cannot (destroy|move) or (destroy|move)"
            r" ([^.,]+?)(?=[.,]|$)"
        ),
        r"\4 cannot be \2ed or \3ed by other players' \1",
    ),
    (
        re.compile(r"\b[Oo]ther players' (actions|cards) cannot destroy ([^.,]+?)(?=[.,]|$)"),
        r"\2 cannot be destroyed by other players' \1",
    ),
    # lang-restrict: "other players' cards cannot move minions to (from) this base" is
    # "minions cannot be moved to (from) this base by other players' cards"
    (
        re.compile(
            r"\b[Oo]ther players' (actions|cards) cannot move ([^.,]+?) ((?:to|from) this base)"
            r"(?=[.,]|$)"
        ),
        r"\2 cannot be moved \3 by other players' \1",
    ),
    (
        re.compile(r"\b[Oo]ther players' (actions|cards) cannot move ([^.,]+?)(?=[.,]|$)"),
        r"\2 cannot be moved by other players' \1",
    ),
    (re.compile(r"\b(cannot be|or) moveed\b"), r"\1 moved"),
    # lang-protect: an action played on a minion or on a base is a modifier (the glossary)
    (
        re.compile(
            r"\b([Aa])n action played on (?:a minion or (?:on )?(?:a )?base|a base or"
            r" (?:on )?(?:a )?minion)\b"
        ),
        r"\1 modifier",
    ),
    (
        re.compile(
            r"\b(action)(s?) played on (?:a minion or (?:on )?(?:a )?base|a base or"
            r" (?:on )?(?:a )?minion|minions or (?:on )?bases|bases or (?:on )?minions)\b"
        ),
        r"modifier\2",
    ),
    # lang-protect: "a minion (here) that has an action played on it"
    (
        re.compile(
            r"\b(minions?) (here |on this base |there )?that (?:has|have) an action played on it\b"
        ),
        r"\1 with an action played on it \2",
    ),
    (re.compile(r"\b(with an action played on it) (?=[.,]|$)"), r"\1"),
    # lang-time: one card's power for a while, said as what it has: "it has -2 power until
    # the end of the turn" is "it gains -2 power ..." (one card, so no group the engine
    # would hold as an ongoing text for a while; not after "Ongoing:")
    (
        re.compile(
            r"(^|(?<=\. )|(?<=, ))([Ii]t|[Tt]his minion|[Tt]hat minion) has ([+-]\d+ power"
            r"(?: for each [^.,:]*?)? until the (?:end|start) of)\b"
        ),
        r"\1\2 gains \3",
    ),
    # lang-time: a minion is only ever moved to another base
    (re.compile(r"\b([Aa]fter this minion is moved) to another base\b"), r"\1"),
    # lang-time: "draw cards until you have five" is "... five cards in your hand"
    (re.compile(r"\b([Dd]raw cards until you have \w+)(?=\.|$)"), r"\1 cards in your hand"),
    # lang-where: a minion is only ever moved to another base: "move a minion to a base
    # where you have a minion" is "... to another base where you have a minion"
    (
        re.compile(r"\b([Mm]ove [^.,:;]*? to) a base (where you have (?:a minion|no minions))\b"),
        r"\1 another base \2",
    ),
    # lang-peek: one card of the hand looked at, "taken from it" or "chosen in it" and then
    # placed ("... and take a minion from it and place it into your hand", "... and choose
    # a minion in it. Place it on the bottom of its owner's deck"), is "... and place a
    # minion from it into your hand (on the bottom of its owner's deck)"
    (
        re.compile(
            r"\b(and (?:you may )?)(?:take|choose) (an? (?:card|minion|action))"
            r" (?:from|in) it(?: and|\.) [Pp]lace it (into your hand|on top of its owner's"
            r" deck|on the bottom of its owner's deck)\b"
        ),
        r"\1place \2 from it \3",
    ),
    # lang-inhand: so a card chosen in the hand looked at and discarded ("... and choose an
    # action in it. Discard it", "... and choose an action in it and discard it") is "...
    # and discard an action from it" (to its owner's discard pile)
    (
        re.compile(
            r"\b(and (?:you may )?)choose (an? (?:card|minion|action)) in it(?: and|\.)"
            r" [Dd]iscard it\b"
        ),
        r"\1discard \2 from it",
    ),
    # lang-extremes: one tie-break, said as a choice or as who chooses; a relative clause
    # ranking a minion at its base is the filter it says
    (
        re.compile(r"\((?:its|the) (owner|controller) chooses in case of a tie\)"),
        r"(\1's choice in case of a tie)",
    ),
    (re.compile(r"\(your choice in case of a tie\)"), "(you choose in case of a tie)"),
    (re.compile(r"\b(with the (?:highest|lowest) power) in play\b"), r"\1"),
    (
        re.compile(
            r"\bthat (?:has|have) ((?:more|less) power than any other minion"
            r"|the (?:highest|lowest) power) on its base\b"
        ),
        r"with \1 on its base",
    ),
    # an extra play on each of your turns, said before the grant
    (
        re.compile(
            r"(^|(?<=[.:] ))(?:On|During) your turn, you may play an extra"
            r" ((?:(?! if )[^.,:])*?)(?=\.|$)"
        ),
        r"\1You may play an extra \2 on each of your turns",
    ),
    # a minion "gets" power as it gains it for a while, and as it has it while in play
    (re.compile(r"\b([Gg])ets ([+-]\d+ power until)\b"), r"\1ains \2"),
    (re.compile(r"\b([Gg])et ([+-]\d+ power until)\b"), r"\1ain \2"),
    (re.compile(r"\bgets ([+-]\d+ power)\b(?! until)"), r"has \1"),
    (re.compile(r"\bget ([+-]\d+ power)\b(?! until)"), r"have \1"),
    # a player "gets" VP as they gain it
    (re.compile(r"\b([Gg])ets (\d+|an?|one|two|three) (VPs?)\b"), r"\1ains \2 \3"),
    (re.compile(r"\b([Gg])et (\d+|an?|one|two|three) (VPs?)\b"), r"\1ain \2 \3"),
    # the first play here each turn, said as a time
    (
        re.compile(r"\b[Tt]he first time (an? (?:minion|action)) is played here each turn\b"),
        r"after the first time each turn \1 is played here",
    ),
    # the base just chosen, named again in the next sentence ("Choose a base. Return each
    # minion on that base ...")
    (
        re.compile(r"(\b[Cc]hoose a base\b[^.]*\. [^.]*?)\b(?:on|to|at) that base\b"),
        r"\1there",
    ),
    # one verb said of two targets
    (
        re.compile(r"\b([Pp])(lace (?:a|an|\d+|\w+) \+1 power counters? )on ([^.,:]*?) and on\b"),
        r"\1\2on \3 and p\2on",
    ),
    (
        re.compile(
            r"\b([Dd])(estroy) ((?:this|a|an|one|\d+|up to|each|all|another)\b[^.,:]*?) and"
            r" (?=(?:a|an|one|\d+|up to|each|all|another|this)\b)"
        ),
        r"\1\2 \3 and d\2 ",
    ),
)
"""Rule 4: each pattern and the words it stands for (matched after rules 1 to 3;
the words keep the case of the match's first letter)."""


def _synonym(words: str) -> Callable[[re.Match[str]], str]:
    def said(match: re.Match[str]) -> str:
        found = match.expand(words)
        return found[:1].upper() + found[1:] if match.group(0)[:1].isupper() else found

    return said


_CHOSEN_CAPITAL = re.compile(r"\b([Cc]hoose \w+: )([A-Z])(?=[a-z])")
#: lang-basedeck: an action played as a Special before a base scores, said as the card's play
#: (lang-costs2: and after one scores, the same Special at the other moment of its scoring)
_SPECIAL_PLAY = re.compile(
    r"\b((?:[Bb]efore|[Aa]fter) a base scores), you may play this (?:card|action)"
    r"(?: to(?! you\b)|\.) ([A-Za-z])"
)


#: lang-specials: after :data:`_SPECIAL_PLAY`, the minion the scoring Special plays there
#: (an extra one), and "that base" of a Special moving this minion: the one about to score
_SPECIAL_MORE = (
    (re.compile(r"\b([Yy]ou) may only (play this|use)\b"), r"\1 can only \2"),
    (re.compile(r"\b([Yy]ou can only play this) (?:action|minion)\b"), r"\1 card"),
    (re.compile(r"\b(a base scores, you may play this) action(?=\.|$)"), r"\1 card"),
    (
        re.compile(r"\b([Bb]efore a base scores, (?:you may )?play) an? minion there\b"),
        r"\1 an extra minion there",
    ),
    (
        re.compile(
            r"\b([Bb]efore a base scores, (?:you may )?move (?:(?!\bbases?\b)[^.,:])*?)"
            r" to that base\b"
        ),
        r"\1 there",
    ),
)


def _special_play(match: re.Match[str]) -> str:
    return f"{match.group(1)}, {match.group(2).lower()}"


def _lower_option(match: re.Match[str]) -> str:
    return match.group(1) + match.group(2).lower()


#: lang-r (rule 4, once numbers are digits): "of power greater than 4" (or "with power",
#: "more than") is "of power 5 or more", and "less than 3" (or "fewer than") "2 or less".
_THAN = re.compile(r"\b(?:of|with) power (greater|more|less|fewer) than (\d+)\b")


def _than(match: re.Match[str]) -> str:
    n = int(match.group(2))
    if match.group(1) in ("greater", "more"):
        return f"of power {n + 1} or more"
    return f"of power {n - 1} or less" if n >= 1 else match.group(0)


def _digit(match: re.Match[str]) -> str:
    return str(NUMBER_WORDS.index(match.group(1).lower()) + 1)


#: lang-x (rule 4): "Destroy this minion at the end of the turn." is "At the end of the
#: turn, destroy this minion." (and so "at the start of your next turn"): a sentence of no
#: comma whose moment is said last, a delayed effect either way.
_MOMENT_LAST = re.compile(
    r"(^|(?<=[.:] ))([A-Z][^.:,]*?) (at the end of the turn|at the start of your next turn)(?=\.|$)"
)


def _moment_first(match: re.Match[str]) -> str:
    said = match.group(2)
    return f"{match.group(1)}A{match.group(3)[1:]}, {said[:1].lower()}{said[1:]}"


def normalise(text: str) -> str:
    """``text`` under the eight rules of this module, applied in order."""
    text = text.translate(_QUOTES)
    text = _DASH.sub(" - ", text)
    text = _SPACE.sub(" ", text).strip()
    text = _ONCE_YOU_MAY.sub(r"\1Talent: You may", text)
    for pattern, words in SYNONYMS:
        text = pattern.sub(_synonym(words), text)
    text = _CHOSEN_CAPITAL.sub(_lower_option, text)
    text = _SPECIAL_PLAY.sub(_special_play, text)
    for pattern, words in _SPECIAL_MORE:  # lang-specials
        text = pattern.sub(words, text)
    text = _MOMENT_LAST.sub(_moment_first, text)
    text = _NUMBER.sub(_digit, text)
    text = _THAN.sub(_than, text)
    text = _TRAILING_PERIOD.sub("", text).rstrip()
    return _ONCE_PER_TURN_COMMA.sub(r"\1\2", text)


def same_text(printed: str, rendered: str) -> bool:
    """Whether ``rendered`` says ``printed``: equal after normalisation.

    >>> same_text("Destroy a minion of power two or less.", "Destroy a minion of power 2 or less.")
    True
    >>> same_text("Destroy up to two minions.", "Destroy two minions.")
    False
    """
    return normalise(printed) == normalise(rendered)
