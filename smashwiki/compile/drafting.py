"""``smashwiki compile --draft CARD``: the best partial ``abilities:`` to finish by hand."""

from __future__ import annotations

from collections.abc import Mapping

import yaml

from .compiler import draft
from .dump import NoYaml, to_yaml


def draft_text(
    card_id: str,
    text: str,
    card_type: str,
    card_set: str | None = None,
    card_name: str | None = None,
    factions: Mapping[str, str] | None = None,
) -> str:
    """YAML to paste under the card (of the set ``card_set``, named ``card_name``): what
    compiles, then the
    clause it stops at marked (``# MISSING``) and the clauses after it, as comments.

    >>> print(draft_text("f/c", "Draw a card. Obliterate a minion.", "action"))
    # f/c: a draft of its abilities from its printed text; finish it by hand
    abilities:
      on-play:
      - draw: 1
      # MISSING clause 2 ('Obliterate a minion'): unknown verb head: 'Obliterate' at column 1
    """
    found = draft(text, card_type, card_set, card_name, factions)
    lines = [f"# {card_id}: a draft of its abilities from its printed text; finish it by hand"]
    body = ""
    if found.abilities is not None:
        try:
            written = to_yaml(found.abilities)
            body = yaml.safe_dump(written, sort_keys=False, allow_unicode=True, width=90)
        except NoYaml as error:
            lines.append(f"# clauses before the missing one compile, but: {error}")
    lines.append("abilities:" + ("" if body else " {}"))
    lines += [f"  {line}" for line in body.splitlines()]
    if found.stop is None:
        lines.append("  # nothing is missing: the whole text compiles")
        return "\n".join(lines)
    stop = found.stop
    lines.append(
        f"  # MISSING clause {stop.clause.number} ({stop.clause.text!r}): "
        f"{stop.reason}: {stop.detail}"
    )
    for clause in found.clauses[stop.clause.number :]:
        lines.append(f"  # not read yet: clause {clause.number} ({clause.text!r})")
    return "\n".join(lines)
