"""An installable tool: the wheel ships the templates and a default mkdocs.yml, so an
installed smashwiki builds the whole site in a folder holding only data/; a project's own
templates/ and mkdocs.yml still override the package's."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from conftest import ROOT

from smashwiki.site.setup import CONFIG_FILE, TEMPLATES_DIR, shipped, site_setup
from smashwiki.yamlpos import load_text


def test_a_project_with_only_data_uses_the_package_setup(tmp_path: Path) -> None:
    (tmp_path / "data").mkdir()
    setup = site_setup(tmp_path, tmp_path / "cache")
    assert setup.templates == shipped() / TEMPLATES_DIR
    assert (setup.templates / "card.md.j2").is_file()
    assert setup.config_file == tmp_path / "cache" / CONFIG_FILE
    config = load_text(setup.config_file.read_text(encoding="utf-8"))
    assert config["theme"]["custom_dir"] == str((setup.templates / "overrides").resolve())
    assert Path(config["hooks"][0]).is_file()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cache", "data"]  # nothing in it


def test_a_project_own_templates_and_mkdocs_yml_override_the_package(tmp_path: Path) -> None:
    (tmp_path / "templates").mkdir()
    own = site_setup(tmp_path, tmp_path / "cache")
    assert own.templates == tmp_path / "templates"
    config = load_text(own.config_file.read_text(encoding="utf-8"))
    assert config["theme"]["custom_dir"] == str((tmp_path / "templates/overrides").resolve())
    (tmp_path / "mkdocs.yml").write_text("site_name: mine\n", encoding="utf-8")
    assert site_setup(tmp_path, tmp_path / "cache").config_file == tmp_path / "mkdocs.yml"


def _venv_bin(venv: Path, name: str) -> Path:
    return venv / ("Scripts" if os.name == "nt" else "bin") / name


@pytest.mark.slow
def test_the_installed_wheel_builds_the_site_from_a_folder_with_only_data(tmp_path: Path) -> None:
    wheels = tmp_path / "wheels"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(wheels), str(ROOT)],
        check=True,
        capture_output=True,
    )
    (wheel,) = wheels.glob("smashwiki-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "smashwiki/_site/mkdocs.yml" in names
    assert "smashwiki/_site/templates/card.md.j2" in names
    assert "smashwiki/_site/templates/overrides/main.html" in names

    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    subprocess.run(
        [str(_venv_bin(venv, "python")), "-m", "pip", "install", "-q", str(wheel)],
        check=True,
        capture_output=True,
    )
    project = tmp_path / "project"
    shutil.copytree(ROOT / "data", project / "data")
    env = {k: v for k, v in os.environ.items() if k not in {"PYTHONPATH", "VIRTUAL_ENV"}}
    done = subprocess.run(
        [str(_venv_bin(venv, "smashwiki")), "build"],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "pages to build/site" in done.stdout
    site = project / "build" / "site"
    assert (site / "index.html").is_file()
    assert (site / "cards" / "time-travelers" / "doctor-when" / "index.html").is_file()
    assert (site / "assets" / "smashwiki.css").is_file()  # the theme overrides' assets
    where = subprocess.run(
        [str(_venv_bin(venv, "python")), "-c", "import smashwiki; print(smashwiki.__file__)"],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert Path(where.strip()).is_relative_to(venv)  # the wheel's, not this checkout's
    assert sorted(p.name for p in project.iterdir()) == ["build", "data"]
