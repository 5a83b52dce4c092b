"""The site setup a build uses: the project's own, or the one shipped with the package.

A project (the folder holding ``data/``) may have its own ``templates/`` and ``mkdocs.yml``;
each one it has overrides the package's. The package's are the repository's own: inside an
installed wheel they are in ``smashwiki/_site/`` (``pyproject.toml`` puts them there), and
in a checkout they are the checkout's ``templates/`` and ``mkdocs.yml``. So ``pip install``
of the wheel, then ``smashwiki build`` in a folder holding only ``data/``, builds the whole
site.

The package's ``mkdocs.yml`` names its theme overrides and hooks by paths relative to
itself; when a project uses it, a copy with those paths made absolute (and the overrides
of the templates in use) is written into the build's cache folder, never into the project.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import yaml

CONFIG_FILE = "mkdocs.yml"
TEMPLATES_DIR = "templates"
_PACKAGE = Path(__file__).resolve().parent.parent
#: Where a wheel holds the site setup (``[tool.hatch.build.targets.wheel.force-include]``).
BUNDLED = _PACKAGE / "_site"
HOOKS = Path(__file__).resolve().with_name("hooks.py")


@dataclass(frozen=True)
class SiteSetup:
    """The mkdocs configuration and the templates folder a build renders with."""

    config_file: Path
    templates: Path


def shipped() -> Path:
    """The folder holding the package's own ``templates/`` and ``mkdocs.yml``: inside the
    installed package, or the checkout the package runs from."""
    return BUNDLED if BUNDLED.is_dir() else _PACKAGE.parent


def site_setup(project: Path, cache: Path) -> SiteSetup:
    """The site setup of ``project``: its own ``mkdocs.yml`` and ``templates/`` where it has
    them, the package's otherwise (a default ``mkdocs.yml`` is written into ``cache``)."""
    project = Path(project)
    own_templates = project / TEMPLATES_DIR
    templates = own_templates if own_templates.is_dir() else shipped() / TEMPLATES_DIR
    own_config = project / CONFIG_FILE
    if own_config.is_file():
        return SiteSetup(own_config, templates)
    return SiteSetup(default_config(Path(cache), templates), templates)


def default_config(into: Path, templates: Path) -> Path:
    """Write the package's ``mkdocs.yml`` into ``into``, its theme overrides those of
    ``templates`` and its hooks this package's, by absolute paths; return its path."""
    config = yaml.safe_load((shipped() / CONFIG_FILE).read_text(encoding="utf-8"))
    config["theme"]["custom_dir"] = str(Path(templates).resolve() / "overrides")
    config["hooks"] = [str(HOOKS)]
    into.mkdir(parents=True, exist_ok=True)
    path = into / CONFIG_FILE
    text = yaml.safe_dump(config, sort_keys=False, allow_unicode=True)
    if not path.is_file() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")
    return path
