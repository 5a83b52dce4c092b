"""The project a benchmark builds: one given, or the generated corpus (``smashwiki.corpus``)
with this checkout's site setup."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def site_project(scratch: Path, project: Path | None = None, *, scale: int = 1) -> Path:
    """``project`` as an absolute path; with none given, the generated corpus at ``scale``
    written into ``scratch/project`` with this checkout's mkdocs.yml and templates."""
    if project is None:
        from smashwiki.corpus import write_corpus
        from smashwiki.site.publish import copy_site_setup

        project = Path(scratch) / "project"
        write_corpus(project, scale=scale)
        copy_site_setup(ROOT, project)
    return Path(project).absolute()
