"""What a process remembers of the files it read (``load._check_bytes``'s memo) is handed to
every reader of the same bytes: one reader changing what it was given must not change what
another reader gets."""

from __future__ import annotations

import copy
import pickle
from pathlib import Path

import pytest
from conftest import write

from smashwiki.fmt import canonical_text, read_round_trip
from smashwiki.load import read_dataset
from smashwiki.yamlpos import FrozenYamlList, YamlList, YamlMap, frozen, load_text

#: A ruling whose ``kind`` is a list (not valid: the model takes it as it was written) and
#: whose check the model holds as a dict.
RULINGS = """
rulings:
  - id: topic/one
    kind: [clarification, faq]
    text: A ruling.
    check:
      expect: {vps: {a: 1}}
"""


def _read(project: Path):
    dataset, _ = read_dataset(project / "data", root=project)
    [ruling] = dataset.rulings
    return ruling


def test_a_reader_changing_its_dataset_changes_no_other_readers(tmp_path: Path) -> None:
    projects = [tmp_path / name for name in ("one", "two", "three")]
    for project in projects:  # the same bytes under the same label: read once, remembered
        write(project, "data/rulings/topic.yaml", RULINGS)
    first, second = _read(projects[0]), _read(projects[1])
    assert first.kind is second.kind  # the remembered reading is shared ...
    with pytest.raises(TypeError, match="shared by every reader"):
        first.kind.append("errata")  # ... and nobody can change it
    first.check["expect"]["vps"]["a"] = 5  # a check is each reader's own copy
    for ruling in (second, _read(projects[2])):
        assert ruling.kind == ["clarification", "faq"]
        assert ruling.check == {"expect": {"vps": {"a": 1}}}


def test_a_reader_changing_its_round_trip_reading_changes_no_other_readers() -> None:
    text = "# a comment\nrulings:\n  - id: topic/one\n    text: A ruling.\n"
    first = read_round_trip(text)
    first["rulings"][0]["text"] = "Changed."
    first["extra"] = 1
    for again in (read_round_trip(text), read_round_trip(text)):
        assert again == {"rulings": [{"id": "topic/one", "text": "A ruling."}]}
    assert canonical_text(text, "rulings", "topic.yaml") == text


def test_a_frozen_reading_keeps_its_positions_and_copies_to_a_changeable_one() -> None:
    node = frozen(load_text("id: one\nvps: [2, 3, 1]\n"))
    for change in (
        lambda: node.update(id="two"),
        lambda: node.pop("id"),
        lambda: node["vps"].sort(),
        lambda: setattr(node, "line", 5),
    ):
        with pytest.raises(TypeError):
            change()
    mine = copy.deepcopy(node)
    mine["vps"].append(0)
    assert type(mine) is YamlMap and type(mine["vps"]) is YamlList
    assert (mine.value_at("vps"), mine["vps"].item_at(2)) == (node.value_at("vps"), (1, 12))
    assert node == {"id": "one", "vps": [2, 3, 1]}
    again = pickle.loads(pickle.dumps(node))
    assert again == node and isinstance(again["vps"], FrozenYamlList)
    assert again["vps"].item_at(2) == (1, 12)
