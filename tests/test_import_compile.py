"""An import compiles each card's printed text before it writes the faction's file (one
write a file, no second pass of ``compile --write``), with what ``compile --write`` would
store: the compilation replaced whole, and a hand declaration (``abilities:``) winning."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from click.testing import CliRunner

from smashwiki.cli import cli
from smashwiki.compile.store import compiled_yaml, write_compiled
from smashwiki.importers.common import rewrite_yaml
from smashwiki.importers.wiki import import_wiki
from smashwiki.load import load_dataset

HEROES = Path(__file__).parent / "fixtures" / "wiki" / "Test_Heroes.wiki"
FILE = Path("factions") / "test-heroes.yaml"


def _imported(tmp_path: Path) -> Path:
    data = tmp_path / "data"
    import_wiki([HEROES], data)
    return data


def _card_node(document: Any, slug: str) -> Any:
    return next(card for card in document["cards"] if card["id"] == slug)


def test_an_import_stores_what_compile_write_would(tmp_path: Path) -> None:
    data = _imported(tmp_path)
    dataset = load_dataset(data, root=tmp_path)
    compiled = [card for card in dataset.cards if card.compiled]
    assert len(compiled) >= 2
    assert all(card.compiled == compiled_yaml(card) for card in dataset.cards if card.text)
    before = (data / FILE).read_bytes()
    done = write_compiled(tmp_path, [card for card in dataset.cards if card.text])
    assert {item.action for item in done} == {"unchanged"}
    assert (data / FILE).read_bytes() == before


def test_a_stale_compilation_is_replaced_whole(tmp_path: Path) -> None:
    data = _imported(tmp_path)
    card = next(c for c in load_dataset(data, root=tmp_path).cards if c.compiled)
    slug = card.id.rpartition("/")[2]

    def stale(document: Any) -> bool:
        _card_node(document, slug)["compiled"]["ongoing"] = [{"draw": 1}]
        return True

    rewrite_yaml(data / FILE, stale, schema="faction")
    import_wiki([HEROES], data)
    again = {c.id: c for c in load_dataset(data, root=tmp_path).cards}[card.id]
    assert again.compiled == card.compiled


def test_abilities_declared_by_hand_win_over_the_text(tmp_path: Path) -> None:
    data = _imported(tmp_path)
    card = next(c for c in load_dataset(data, root=tmp_path).cards if c.compiled)
    slug = card.id.rpartition("/")[2]

    def by_hand(document: Any) -> bool:
        node = _card_node(document, slug)
        node["abilities"] = dict(node.pop("compiled"))
        return True

    rewrite_yaml(data / FILE, by_hand, schema="faction")
    import_wiki([HEROES], data)
    again = {c.id: c for c in load_dataset(data, root=tmp_path).cards}[card.id]
    assert again.compiled is None
    assert again.abilities == card.compiled


def test_the_command_counts_the_cards_of_the_data_it_wrote(tmp_path: Path) -> None:
    from smashwiki.checks import implemented

    data = tmp_path / "data"
    done = CliRunner().invoke(cli, ["import", "wiki", str(HEROES), "--data", str(data)])
    assert done.exit_code == 0, done.output
    dataset = load_dataset(data, root=tmp_path)
    engine = implemented(dataset)
    by_text = sum(1 for c in dataset.cards if c.id in engine and c.compiled and not c.abilities)
    assert by_text >= 2
    assert done.output.splitlines()[-1].startswith(
        f"the rules engine plays {len(engine)} of {len(dataset.cards)} cards: {by_text} "
        "from their printed text"
    )
