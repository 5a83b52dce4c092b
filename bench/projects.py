"""The project a benchmark builds: one given, or the generated corpus (``smashwiki.corpus``)
with this checkout's site setup."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def site_project(scratch: Path, project: Path | None = None, *, scale: int = 1) -> Path:
    """``project`` as an absolute path; with none given, the generated corpus at ``scale``
    written into ``scratch/project`` with this checkout's mkdocs.yml and templates."""
    if project is None:
        from smashwiki.building.publish import copy_site_setup
        from smashwiki.corpus import write_corpus

        project = Path(scratch) / "project"
        write_corpus(project, scale=scale)
        copy_site_setup(ROOT, project)
    return Path(project).absolute()


def site_setup(checkout: Path, project: Path) -> None:
    """Give ``project`` the mkdocs.yml (with its hooks) and templates of ``checkout``."""
    import shutil

    hooks = checkout / "smashwiki" / "site" / "hooks.py"
    config = (checkout / "mkdocs.yml").read_text(encoding="utf-8")
    config = config.replace("smashwiki/site/hooks.py", str(hooks))
    (project / "mkdocs.yml").write_text(config, encoding="utf-8")
    shutil.copytree(checkout / "templates", project / "templates")


def checkout_of(python: str) -> Path:
    """The checkout a ``.venv/bin/python`` is inside (this one for this process's Python)."""
    import sys

    return ROOT if python == sys.executable else Path(python).absolute().parents[2]


def edit_a_card(project: Path) -> None:
    """Change the text of the first card that has one (a valid edit)."""
    for path in sorted((project / "data" / "factions").glob("*.yaml")):
        text = path.read_text(encoding="utf-8")
        for marker in ('\n    text: "', "\n    text: "):  # a quoted text keeps its quotes
            if marker in text:
                path.write_text(text.replace(marker, marker + "Edited. ", 1), "utf-8")
                return
    raise SystemExit("no card text to edit")


#: Run by a checkout's own Python: writes that version's whole-game corpus at 1x into argv[2]
#: (older versions' write_corpus also took the folder of the schemas to copy in).
_WRITE_OWN_CORPUS = """
import inspect, sys
from pathlib import Path
from smashwiki.corpus import write_corpus
checkout, target = Path(sys.argv[1]), Path(sys.argv[2])
options = {"scale": 1}
if "schema_dir" in inspect.signature(write_corpus).parameters:
    options["schema_dir"] = checkout / "data" / "schema"
write_corpus(target, **options)
"""


def own_data(python: str, checkout: Path, target: Path, kind: str) -> Path:
    """A project at ``target`` holding ``checkout``'s own data: with ``kind`` "corpus" the
    whole-game corpus its own ``smashwiki.corpus`` writes (run by its ``python``), with
    "data" a copy of its repository's data/."""
    import shutil
    import subprocess

    if kind == "data":
        shutil.copytree(checkout / "data", target / "data")
    else:
        subprocess.run(
            [python, "-c", _WRITE_OWN_CORPUS, str(checkout), str(target)],
            cwd=checkout,
            check=True,
        )
    return target
