"""What one ruling's check needs of ``data/``: the inner loop of ``smashwiki check --ruling``.

A contributor writing a check runs it again and again; reading and validating all of
``data/`` each time would cost seconds at the size of the whole game. So only the files the
rulings need are read and schema-checked: the file that holds each ruling, then the files
of the cards its check plays or names (a real card's id is ``<faction or set>/<card>``,
in ``data/factions/<faction>.yaml`` or ``data/cards/<set>.yaml``), and the sources and sets.
Whether the whole data set holds together (ids unique, references, deck sizes, canonical
form) is ``smashwiki check``'s job, as a pull request runs it.

A ruling is found by its id: ``<card>#N`` under its card, ``<statement>#N`` in its rules
file, and any id in the files that spell it out (``id: topic/name``); an id found nowhere
that way is looked for in all of ``data/``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from .load import data_files, read_dataset
from .model import Dataset, Ruling

#: The files every check may need besides its own: what a card's source and set are.
_ALWAYS = ("sources.yaml", "sets.yaml")
#: Where the cards of a group (a faction or a set) are.
_CARD_FOLDERS = ("factions", "cards")


def files_holding(data_dir: Path, ruling_ids: Iterable[str]) -> set[Path] | None:
    """The data files that may hold the rulings ``ruling_ids``; None when one of them is in
    no file by the shape of its id nor spelled out in any (then every file is needed)."""
    data_dir = Path(data_dir)
    every = data_files(data_dir)
    found: set[Path] = set()
    for ruling_id in ruling_ids:
        by_shape = _by_shape(data_dir, ruling_id)
        spelled = {path for path in every if _spells(path, ruling_id)}
        if not by_shape and not spelled:
            return None
        found |= by_shape | spelled
    return found


def _by_shape(data_dir: Path, ruling_id: str) -> set[Path]:
    """``group/card#N`` is in the group's card file, ``section/...#N`` in the rules file."""
    base, hash_sign, _ = ruling_id.partition("#")
    group = base.split("/", 1)[0]
    if not hash_sign or not group:
        return set()
    places = [data_dir / folder / f"{group}.yaml" for folder in _CARD_FOLDERS]
    places.append(data_dir / "rules" / f"{group}.yaml")
    return {path for path in places if path.is_file()}


def _spells(path: Path, ruling_id: str) -> bool:
    """Whether the file at ``path`` holds the id as written (``id: topic/name``)."""
    try:
        return ruling_id.encode() in path.read_bytes()
    except OSError:
        return False


def card_files(data_dir: Path, rulings: Iterable[Ruling]) -> set[Path]:
    """The card files of every card the rulings name or their checks mention."""
    data_dir = Path(data_dir)
    found: set[Path] = set()
    for ruling in rulings:
        for word in (*ruling.card_ids, *_strings(ruling.check)):
            group, slash, _ = word.partition("/")
            if not slash or not group or "." in group:
                continue
            found |= {
                path
                for folder in _CARD_FOLDERS
                if (path := data_dir / folder / f"{group}.yaml").is_file()
            }
    return found


def _strings(value: Any) -> Iterator[str]:
    """Every string in a check, keys and values, at any depth."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _strings(key)
            yield from _strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _strings(item)


def read_for_rulings(
    data_dir: Path, root: Path, ruling_ids: Iterable[str]
) -> tuple[Dataset, list[Any], set[Path]] | None:
    """The data set of the files the rulings need, its files' problems, and the files that
    hold the rulings; None when a ruling can't be placed without reading everything."""
    ruling_ids = list(ruling_ids)
    holding = files_holding(data_dir, ruling_ids)
    if holding is None:
        return None
    always = {Path(data_dir) / name for name in _ALWAYS}
    first, _ = read_dataset(data_dir, root=root, only=holding | always)
    wanted = [r for r in first.checked if r.id in set(ruling_ids)]
    if len(wanted) < len(set(ruling_ids)):
        return None
    needed = holding | always | card_files(data_dir, wanted)
    dataset, problems = read_dataset(data_dir, root=root, only=needed)
    return dataset, problems, holding
