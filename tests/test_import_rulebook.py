"""The rulebook importer: `smashwiki import rulebook FILE`, on text copied from the Smash Up:
Disney Edition rulebook (tests/fixtures/rulebook/)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from smashwiki.cli import cli
from smashwiki.importers.common import ImportProblem, ImportProblems
from smashwiki.importers.rulebook import (
    Line,
    faction_id,
    import_rulebook,
    markdown,
    parse_clarification,
    parse_rulebook,
    split_names,
    worked_examples,
)
from smashwiki.load import load_dataset

FIXTURES = Path(__file__).parent / "fixtures" / "rulebook"
RULEBOOK = FIXTURES / "disney-edition.txt"
EXCERPT = FIXTURES / "excerpt.txt"
PROJECT = Path(__file__).parent.parent

PALACE_GUARD_CARDS = (
    "Palace Guard",
    "Agrabah Bazaar",
    "Avalanche",
    "Beast",
    "Big Summer Blowout",
    "Cogsworth",
    "Gaston",
    "Gaston's Tavern",
    "Jasmine",
    "Lumiere",
    "Mrs. Potts and Chip",
    "Rajah",
    "This Provincial Town",
)


@pytest.fixture(scope="module")
def book():
    return parse_rulebook(RULEBOOK.read_text(encoding="utf-8"), RULEBOOK.name)


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    """A data folder with only the project's sources and sets."""
    data = tmp_path / "data"
    data.mkdir()
    for name in ("sources.yaml", "sets.yaml"):
        shutil.copy(PROJECT / "data" / name, data / name)
    return data


@pytest.fixture(scope="module")
def imported(tmp_path_factory: pytest.TempPathFactory):
    """The rulebook imported once into a data folder with only the project's sources and
    sets: (folder, report). Tests that change the folder use :func:`imported_copy`."""
    data = tmp_path_factory.mktemp("imported") / "data"
    data.mkdir()
    for name in ("sources.yaml", "sets.yaml"):
        shutil.copy(PROJECT / "data" / name, data / name)
    return data, import_rulebook(RULEBOOK, data)


@pytest.fixture
def imported_copy(imported, tmp_path: Path) -> Path:
    """A copy of the imported data folder to change."""
    return Path(shutil.copytree(imported[0], tmp_path / "data"))


def snapshot(folder: Path) -> dict[str, str]:
    return {str(p.relative_to(folder)): p.read_text() for p in sorted(folder.rglob("*.yaml"))}


def excerpt_with(old: str, new: str) -> str:
    text = EXCERPT.read_text(encoding="utf-8")
    assert old in text
    return text.replace(old, new, 1)


# ----------------------------------------------------------------- clarifications


def test_all_42_clarification_entries_are_read(book):
    assert len(book.clarifications) == 42


def test_palace_guard_entry_names_all_13_cards(book):
    entry = next(c for c in book.clarifications if c.names[0] == "Palace Guard")
    assert entry.names == PALACE_GUARD_CARDS
    assert entry.text.startswith("Discarding a card for one of these cards does not count")


def test_carpet_entry_names_4_cards(book):
    entry = next(c for c in book.clarifications if c.names[0] == "Carpet")
    assert entry.names == ("Carpet", "Escape Pod", "Go Go Tomago", "Sugar Rush")
    assert entry.line == 177


def test_clarification_of_a_name_ending_in_an_exclamation_mark(book):
    entry = next(c for c in book.clarifications if c.names[0].startswith("Christmas"))
    assert entry.names == ("Christmas Will Be Ours!",)
    assert entry.text.startswith("In most cases")


def test_split_names_keeps_a_known_name_with_a_comma_whole():
    names = split_names("Rajah, Lock, Shock & Barrel, Zero", ["Lock, Shock & Barrel"])
    assert names == ["Rajah", "Lock, Shock & Barrel", "Zero"]


def test_clarification_without_a_head_names_its_line():
    with pytest.raises(ImportProblem) as caught:
        parse_clarification(Line(12, "Even if there is nothing to shuffle, shuffle it."), "rb.txt")
    assert caught.value.line == 12
    assert "Card A, Card B: text" in str(caught.value)


def test_clarification_head_that_is_not_a_card_name_is_a_problem():
    line = Line(7, "if you discard a card for one of these: it does not count")
    with pytest.raises(ImportProblem, match="does not look like a card name"):
        parse_clarification(line, "rb.txt")


# ----------------------------------------------------------------- glossary and provisos


def test_glossary_terms(book):
    terms = {term.id: term for term in book.terms}
    assert len(terms) == 24
    assert terms["the-box"].term == "The box"
    assert (
        terms["during-a-turn"].text
        == 'At any point of a turn, in any phase. (Compare to "On your turn".)'
    )
    assert terms["owner"].line == 163  # after the "(Continued)" page break


def test_glossary_paragraph_without_a_term_continues_the_term_before(book):
    terms = {term.id: term for term in book.terms}
    assert terms["extra"].text.split("\n\n")[1].startswith("You may always play an extra card")
    assert 'cards in older sets would say "Play on a base/minion"' in terms["modifier"].text


def test_glossary_that_opens_without_a_term_is_a_problem():
    text = excerpt_with("Affect: A card is affected", "A card is affected")
    with pytest.raises(ImportProblems) as caught:
        parse_rulebook(text, "excerpt.txt")
    assert "excerpt.txt, line 16: expected 'Term: text'" in caught.value.report()


def test_provisos(book):
    assert len(book.provisos) == 16
    assert book.provisos[1].text == (
        "If cards conflict, the one that says you can't do something beats the one that says "
        "you can."
    )
    assert {p.rule_id for p in book.provisos} == {"provisos"}


# ----------------------------------------------------------------- factions


def test_eight_factions_with_complexity_partners_and_tips(book):
    factions = {f.name: f for f in book.factions}
    assert len(factions) == 8
    ralph = factions["Wreck-It Ralph"]
    assert ralph.complexity == "Medium"  # the document's last line, without a newline
    assert ralph.partners == ("Aladdin", "The Lion King")
    assert len(ralph.tips) == 3
    assert factions["Mulan"].complexity == "Low"
    assert factions["Aladdin"].description.endswith("three Wishes of phenomenal cosmic power!")
    assert factions["Frozen"].tips[2] == "Frozen Port can help you score a base by yourself."


def test_faction_ids_drop_the_credit_and_the_article():
    assert faction_id("Tim Burton's The Nightmare Before Christmas") == "nightmare-before-christmas"
    assert faction_id("The Lion King") == "lion-king"
    assert faction_id("Beauty and the Beast") == "beauty-and-the-beast"


def test_a_partner_that_is_no_faction_is_a_problem():
    text = excerpt_with("factions: Big Hero 6, Frozen", "factions: Big Hero 7, Frozen")
    with pytest.raises(ImportProblems, match="1 import problem") as caught:
        parse_rulebook(text, "excerpt.txt")
    assert "line 45: partner 'Big Hero 7'" in caught.value.report()


# ----------------------------------------------------------------- rules


def test_rules_tree(book):
    ids = {full_id for file in book.rule_files for full_id, _ in file.walk()}
    assert {
        "setup",
        "turn/start-turn",
        "turn/play-cards/abilities",
        "turn/draw-2-cards",
        "resolving",
        "scoring",
        "scoring/me-first",
        "scoring/awarding-vps",
        "scoring/untangling-ties",
        "scoring/scoring-order",
        "victory",
        "power-counters",
        "glossary",
        "provisos",
    } <= ids
    scoring = next(file for file in book.rule_files if file.id == "scoring")
    assert scoring.title == "The Big Score"


def test_setup_continued_on_the_next_page_is_one_section(book):
    ids = [full_id for file in book.rule_files for full_id, _ in file.walk()]
    setup = next(file for file in book.rule_files if file.id == "setup")
    assert not any("continued" in full_id for full_id in ids)
    assert "Base cards - amount of players plus one." in setup.body


def test_a_list_that_refers_to_its_steps_is_numbered():
    body = markdown(["- Check the bases.", "- Score one.", "- Go to step 1."])
    assert body == "1. Check the bases.\n2. Score one.\n3. Go to step 1."
    assert markdown(["- a", "- b"]) == "- a\n- b"
    assert markdown(["Exception: card text wins."]) == "**Exception:** card text wins."


def test_card_examples_give_the_three_full_cards(book):
    cards = {card.name: card for card in book.cards}
    assert cards["Jack Skellington"].type == "character"  # a minion by the rules
    assert cards["Jack Skellington"].power == 5
    assert cards["I'm Gonna Wreck It!"].type == "action"
    assert cards["I'm Gonna Wreck It!"].text.startswith("Base modifier. Ongoing:")
    palace = cards["Sultan's Palace"]
    assert (palace.type, palace.breakpoint, palace.vps) == ("base", 18, (3, 2, 1))


def test_worked_examples(book):
    by_rule = {}
    for example in book.examples:
        by_rule.setdefault(example.rule_id, []).append(example.text)
    ties = by_rule["scoring/untangling-ties"]
    assert ties == [
        "So, if three players had 10, 10, and 5 power on a base when it scores, the winners with "
        "10 power each get first place points! The player with 5 power then gets third place, "
        "not second."
    ]
    assert "the base still scores" in by_rule["scoring"][0]
    assert by_rule["power-counters"] == [
        "For example, a 2-power character with two +1 power counters on it is treated as a "
        "4-power character."
    ]
    assert len(by_rule["resolving"]) == 2  # the opening question is no example


def test_a_parenthesised_example_loses_its_parentheses():
    line = Line(3, "Do X. (For example, if you play Y, you still draw a card.) If Z, do W.")
    [example] = worked_examples(line, "resolving")
    assert example.text == "For example, if you play Y, you still draw a card."


# ----------------------------------------------------------------- sections


def test_a_section_with_no_place_in_data_is_a_problem():
    text = excerpt_with("- Roll Credits", "- Designer Notes").replace(
        "\nRoll Credits\n", "\nDesigner Notes\n"
    )
    with pytest.raises(ImportProblems) as caught:
        parse_rulebook(text, "excerpt.txt")
    assert "line 51: no place in data/ for the section 'Designer Notes'" in caught.value.report()


def test_a_listed_section_that_never_comes_is_a_problem():
    text = excerpt_with("\nA Few Provisos\n", "\nA Few Provisoes\n")
    with pytest.raises(ImportProblem, match="lists 'A Few Provisos' but no line"):
        parse_rulebook(text, "excerpt.txt")


def test_text_without_a_table_of_contents_is_a_problem():
    with pytest.raises(ImportProblem, match="line 1: no 'Table of Contents'"):
        parse_rulebook("Smash Up\nObjective\nWin.\n", "plain.txt")


# ----------------------------------------------------------------- writing data/


def test_import_writes_valid_data(imported):
    data_dir, report = imported
    assert "rulings/disney-clarifications.yaml" in report.changed
    dataset = load_dataset(data_dir)
    rulings = {ruling.id: ruling for ruling in dataset.rulings}
    assert len([r for r in rulings.values() if r.kind == "clarification"]) == 42
    assert len(rulings["disney/palace-guard"].card_ids) == 13
    assert rulings["disney/carpet"].card_ids == (
        "disney-edition/carpet",
        "disney-edition/escape-pod",
        "disney-edition/go-go-tomago",
        "disney-edition/sugar-rush",
    )
    assert rulings["disney/the-dump"].rule_ids == ("scoring/me-first",)
    assert len(dataset.terms) == 24
    assert len(dataset.factions) == 8
    assert all(f.partial for f in dataset.factions)


def test_cards_have_full_text_only_where_the_rulebook_prints_it(imported):
    cards = load_dataset(imported[0]).cards
    with_text = {c.name for c in cards if c.text is not None}
    assert with_text == {"Jack Skellington", "I'm Gonna Wreck It!", "Sultan's Palace"}
    wreck = [c for c in cards if c.id == "disney-edition/im-gonna-wreck-it"]
    assert len(wreck) == 1  # "I'm Gonna Wreck It" in a clarification is the same card
    assert {c.type for c in cards if c.text is None} == {"unknown"}
    assert all(c.faction_id is None for c in cards)


def test_round_trip_import_twice_changes_nothing(imported_copy: Path):
    data_dir = imported_copy  # imported once already
    before = snapshot(data_dir)
    report = import_rulebook(RULEBOOK, data_dir)
    assert report.changed == ()
    assert snapshot(data_dir) == before


def test_the_project_data_is_what_the_rulebook_imports_to(tmp_path: Path):
    """Re-importing the rulebook over the curated data/ leaves it as it is."""
    data = tmp_path / "data"
    shutil.copytree(PROJECT / "data", data)
    before = snapshot(data)
    assert import_rulebook(RULEBOOK, data).changed == ()
    assert snapshot(data) == before


def test_merge_keeps_a_hand_written_check_and_comment(imported_copy: Path):
    data_dir = imported_copy  # imported once already
    path = data_dir / "rulings" / "rules-examples.yaml"
    text = path.read_text()
    anchor = "  - id: examples/if-three-players-had-10-10\n"
    check = (
        "    # proved by the engine\n    check:\n      expect:\n        vps: {a: 3, b: 3, c: 1}\n"
    )
    position = text.index("\n  - id:", text.index(anchor) + 1) + 1
    path.write_text(text[:position] + check + text[position:])
    edited = path.read_text()
    assert import_rulebook(RULEBOOK, data_dir).changed == ()
    assert path.read_text() == edited
    ruling = next(r for r in load_dataset(data_dir).rulings if r.id.endswith("-10-10"))
    assert ruling.check == {"expect": {"vps": {"a": 3, "b": 3, "c": 1}}}


def test_a_card_moved_to_its_faction_by_hand_stays_there(imported_copy: Path):
    data_dir = imported_copy  # imported once already
    cards_file = data_dir / "cards" / "disney-edition.yaml"
    text = cards_file.read_text()
    start = text.index("  - id: carpet\n")
    end = text.index("  - id:", start + 1)
    cards_file.write_text(text[:start] + text[end:])
    faction = data_dir / "factions" / "aladdin.yaml"
    faction.write_text(faction.read_text() + "cards:\n  # Aladdin description\n" + text[start:end])
    import_rulebook(RULEBOOK, data_dir)
    dataset = load_dataset(data_dir)
    carpet = [c for c in dataset.cards if c.name == "Carpet"]
    assert [(c.id, c.faction_id) for c in carpet] == [("aladdin/carpet", "aladdin")]
    ruling = next(r for r in dataset.rulings if r.id == "disney/carpet")
    assert ruling.card_ids[0] == "aladdin/carpet"
    assert "# Aladdin description" in faction.read_text()


def test_a_problem_writes_nothing(data_dir: Path, tmp_path: Path):
    bad = tmp_path / "bad.txt"
    bad.write_text(excerpt_with("Aladdin: If your deck", "Aladdin If your deck"))
    before = snapshot(data_dir)
    with pytest.raises(ImportProblems) as caught:
        import_rulebook(bad, data_dir)
    assert "bad.txt, line 22: expected 'Card A, Card B: text'" in caught.value.report()
    assert snapshot(data_dir) == before


# ----------------------------------------------------------------- the command


def test_cli_import_rulebook(data_dir: Path):
    result = CliRunner().invoke(cli, ["import", "rulebook", str(RULEBOOK), "--data", str(data_dir)])
    assert result.exit_code == 0, result.output
    assert "42 clarifications, 24 terms, 16 provisos" in result.output
    again = CliRunner().invoke(cli, ["import", "rulebook", str(RULEBOOK), "--data", str(data_dir)])
    assert again.output.strip().endswith("0 files changed")


def test_cli_reports_problems_with_their_lines(data_dir: Path, tmp_path: Path):
    bad = tmp_path / "bad.txt"
    bad.write_text(excerpt_with("Affect: A card", "A card"))
    result = CliRunner().invoke(cli, ["import", "rulebook", str(bad), "--data", str(data_dir)])
    assert result.exit_code == 1
    assert "bad.txt, line 16: expected 'Term: text'" in result.output
    assert "nothing was written" in result.output


def test_cli_help_has_an_example():
    result = CliRunner().invoke(cli, ["import", "rulebook", "--help"])
    assert "Example:" in result.output


# ----------------------------------------------------------------- a name two factions print

TWO_ALADDINS = {
    "aladdin": (
        "Aladdin",
        "  - {id: aladdin, name: Aladdin, type: character, count: 1, power: 3}\n"
        "  - {id: a-friend-like-me, name: A Friend Like Me, type: action, count: 1}\n",
    ),
    "agrabah-rats": (
        "Agrabah Rats",
        "  - {id: aladdin, name: Aladdin, type: character, count: 1, power: 2}\n"
        "  - {id: abu, name: Abu, type: character, count: 1, power: 1}\n",
    ),
}


def _two_factions_print_aladdin(data_dir: Path) -> None:
    for group, (name, cards) in TWO_ALADDINS.items():
        (data_dir / "factions").mkdir(exist_ok=True)
        (data_dir / "factions" / f"{group}.yaml").write_text(
            f"id: {group}\nname: {name}\nset: disney-edition\n"
            f"source: disney-edition-rulebook\npartial: true\ncards:\n{cards}",
            encoding="utf-8",
        )


def test_a_ruling_links_the_card_of_the_faction_its_other_cards_are_in(data_dir: Path) -> None:
    _two_factions_print_aladdin(data_dir)
    import_rulebook(EXCERPT, data_dir)
    ruling = next(r for r in load_dataset(data_dir).rulings if r.id == "disney/a-friend-like-me")
    assert set(ruling.card_ids) == {"aladdin/a-friend-like-me", "aladdin/aladdin"}


def test_a_name_nothing_tells_apart_is_linked_to_none_with_a_warning(data_dir: Path) -> None:
    _two_factions_print_aladdin(data_dir)
    report = import_rulebook(EXCERPT, data_dir)
    ruling = next(r for r in load_dataset(data_dir).rulings if r.id == "disney/aladdin")
    assert "agrabah-rats/aladdin" not in ruling.card_ids
    assert "aladdin/aladdin" not in ruling.card_ids
    assert [str(w) for w in report.warnings if "several factions" in w.message] == [
        "excerpt.txt, line 22: 'Aladdin' names cards of several factions (agrabah-rats/aladdin, "
        "aladdin/aladdin), and nothing in the ruling says which: linked to none of them "
        "(add it to the ruling's cards)"
    ]
