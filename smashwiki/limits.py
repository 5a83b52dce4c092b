"""Every limit on what a data file can make the tools do, in one place.

Pull requests come from strangers and CI builds them, so nothing a file says may
make a tool run without end, eat the machine's memory or write what another stage
cannot read. Each limit is documented, with its value, in CONTRIBUTING.md
("Limits"); ``tests/test_docs.py`` keeps the two in step.
"""

from __future__ import annotations

#: Bytes in one data file.
MAX_FILE_BYTES = 2 * 1024 * 1024

#: Levels of mappings and lists inside one another in a data file.
MAX_DEPTH = 32

#: Characters in one text value (a card's text, a rule's body).
MAX_TEXT_CHARS = 20_000

#: Characters in one key of a mapping: YAML's own limit on a key written ``key: value``.
MAX_KEY_CHARS = 1024

#: The largest whole number either way: JavaScript's Number.MAX_SAFE_INTEGER, which
#: also fits SQLite's 64-bit integers, so what ``check`` passes ``build`` can write
#: and the site's search can compare.
MAX_SAFE_INTEGER = 2**53 - 1

#: Game-sized bounds on what a card prints (the schemas hold the same numbers, and
#: ``tests/test_limits.py`` keeps them in step): generous beside the real game (powers up
#: to about 10, breakpoints up to about 30, a base's VPs up to about 7, a card's copies up
#: to 30 in a shared deck), tight enough that nothing drawn or stored per value explodes.
#: A card's printed power (minions, characters, an action that prints one).
MAX_POWER = 20
#: A base's breakpoint.
MAX_BREAKPOINT = 40
#: The VPs a base awards one place.
MAX_VPS = 10
#: The places a base awards VPs to (winner, runner-up, third).
MAX_PLACES = 3
#: Copies of one card in its deck.
MAX_COPIES = 40
#: The cards in a faction's deck (``deck_size:``).
MAX_DECK_SIZE = 40

#: Bounds on a whole data set, so a pull request can't hold CI for minutes with files each
#: within the limits above: all of Smash Up is about 0.7 MB of YAML and 2,400 records (cards,
#: rulings, errata, rules, ...) with 400 rulings; ten times it still fits well.
#: Bytes of all the data files together.
MAX_DATA_BYTES = 32 * 1024 * 1024
#: Records of every kind in the data set.
MAX_RECORDS = 50_000
#: Rulings and checks of rule statements: the rules engine runs each one's check.
MAX_CHECKS = 10_000

#: The largest number (either way) a ruling's check may hold: counts of cards,
#: counters, powers, VPs, steps. A check's ``seed`` may go up to :data:`MAX_SEED`.
MAX_CHECK_NUMBER = 1_000

#: The largest ``seed`` of a check.
MAX_SEED = 2**32 - 1

#: Events the rules engine may apply while running one check; a check that needs
#: more (a card that triggers itself) is ``failing`` with "did not finish: ...".
MAX_CHECK_STEPS = 10_000

#: Schema problems listed for one data file (a file of a million broken records would
#: otherwise take minutes to report); the rest are said to follow.
MAX_SCHEMA_PROBLEMS = 100

#: Characters in one card search (``smashwiki query`` and the search page).
MAX_QUERY_CHARS = 500

#: Words, phrases and filters in one card search.
MAX_QUERY_TERMS = 30

#: Every limit by the name CONTRIBUTING.md gives it.
LIMITS = {
    "file size": MAX_FILE_BYTES,
    "nesting depth": MAX_DEPTH,
    "text length": MAX_TEXT_CHARS,
    "key length": MAX_KEY_CHARS,
    "whole numbers": MAX_SAFE_INTEGER,
    "power": MAX_POWER,
    "breakpoint": MAX_BREAKPOINT,
    "VPs of a place": MAX_VPS,
    "places a base pays": MAX_PLACES,
    "copies of a card": MAX_COPIES,
    "deck size": MAX_DECK_SIZE,
    "bytes of the data set": MAX_DATA_BYTES,
    "records of the data set": MAX_RECORDS,
    "rulings and rule checks": MAX_CHECKS,
    "numbers in a check": MAX_CHECK_NUMBER,
    "seed of a check": MAX_SEED,
    "engine steps per check": MAX_CHECK_STEPS,
    "problems listed per file": MAX_SCHEMA_PROBLEMS,
    "query length": MAX_QUERY_CHARS,
    "query terms": MAX_QUERY_TERMS,
}
