"""The repository's own workflow: GitHub workflows, issue forms, pre-commit hooks.

Workflow files are validated against the GitHub schemas check-jsonschema vendors
(no network), and every `smashwiki` command they run must exist.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from importlib import resources
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from conftest import ROOT, tracked_copy
from ruamel.yaml import YAML

from smashwiki.cli import cli

# Both are in the test extra; a venv made before they were added says how to get them.
pytest.importorskip("check_jsonschema", reason="pip install -e '.[test]' (check-jsonschema)")
pytest.importorskip("pre_commit", reason="pip install -e '.[test]' (pre-commit)")

GITHUB = ROOT / ".github"
WORKFLOWS = sorted((GITHUB / "workflows").glob("*.yml"))
ISSUE_FORMS = sorted(p for p in (GITHUB / "ISSUE_TEMPLATE").glob("*.yml") if p.name != "config.yml")
PRE_COMMIT = ROOT / ".pre-commit-config.yaml"


def vendored_schema(name: str) -> dict[str, Any]:
    """A schema check-jsonschema ships (``github-workflows`` ...), read without network."""
    package = resources.files("check_jsonschema.builtin_schemas.vendor")
    return json.loads(package.joinpath(f"{name}.json").read_text(encoding="utf-8"))


def read_yaml(path: Path) -> Any:
    """YAML 1.2, as GitHub reads it (``on:`` stays a key, not ``true``)."""
    return YAML(typ="safe", pure=True).load(path.read_text(encoding="utf-8"))


def problems(schema: dict[str, Any], document: Any) -> list[str]:
    validator_class = jsonschema.validators.validator_for(schema)
    validator = validator_class(schema)
    return [f"{list(e.absolute_path)}: {e.message}" for e in validator.iter_errors(document)]


def test_there_are_workflows_and_issue_forms() -> None:
    names = {path.name for path in WORKFLOWS}
    assert {"pull-request.yml", "pull-request-comment.yml", "main.yml"} <= names
    assert {p.name for p in ISSUE_FORMS} == {"wrong-data.yml", "new-ruling.yml", "new-card.yml"}
    assert (GITHUB / "pull_request_template.md").is_file()


@pytest.mark.parametrize("path", WORKFLOWS, ids=lambda p: p.name)
def test_workflow_validates_against_the_github_schema(path: Path) -> None:
    assert problems(vendored_schema("github-workflows"), read_yaml(path)) == []


@pytest.mark.parametrize("path", ISSUE_FORMS, ids=lambda p: p.name)
def test_issue_form_validates_against_the_github_schema(path: Path) -> None:
    assert problems(vendored_schema("github-issue-forms"), read_yaml(path)) == []


def test_issue_config_validates() -> None:
    config = read_yaml(GITHUB / "ISSUE_TEMPLATE" / "config.yml")
    assert problems(vendored_schema("github-issue-config"), config) == []


def test_a_broken_workflow_is_caught() -> None:
    """The schema test can fail: a job without runs-on or steps is refused."""
    broken = {"on": {"push": None}, "jobs": {"x": {"timeout-minutes": "soon"}}}
    assert problems(vendored_schema("github-workflows"), broken)


def runs(path: Path) -> list[str]:
    """Every `run:` script of a workflow."""
    return [
        step["run"]
        for job in read_yaml(path)["jobs"].values()
        for step in job.get("steps", [])
        if "run" in step
    ]


def test_the_pull_request_workflow_checks_formats_tests_and_reports() -> None:
    scripts = "\n".join(runs(GITHUB / "workflows" / "pull-request.yml"))
    commands = ("smashwiki check", "smashwiki fmt --check", "pytest", "smashwiki diff", "mypy")
    for command in (*commands, "ruff check .", "ruff format --check ."):
        assert command in scripts


def test_the_comment_workflow_never_runs_pull_request_code() -> None:
    """It checks out only the default branch's scripts (no ``ref:``, no credentials kept)
    and runs no shell step: the pull request's code never runs with its write token."""
    workflow = read_yaml(GITHUB / "workflows" / "pull-request-comment.yml")
    assert list(workflow["on"]) == ["workflow_run"]
    steps = [step for job in workflow["jobs"].values() for step in job["steps"]]
    assert not any("run" in step for step in steps)
    checkouts = [step for step in steps if "checkout" in step.get("uses", "")]
    for step in checkouts:
        assert "ref" not in step["with"] and "repository" not in step["with"]
        assert step["with"]["persist-credentials"] is False
        assert step["with"]["sparse-checkout"] == ".github/scripts"


@pytest.mark.parametrize("path", WORKFLOWS, ids=lambda p: p.name)
def test_every_action_is_pinned_to_a_commit(path: Path) -> None:
    uses = [
        step["uses"]
        for job in read_yaml(path)["jobs"].values()
        for step in job.get("steps", [])
        if "uses" in step
    ]
    assert uses
    assert [use for use in uses if not re.fullmatch(r"[\w.-]+/[\w./-]+@[0-9a-f]{40}", use)] == []


@pytest.mark.parametrize("path", WORKFLOWS, ids=lambda p: p.name)
def test_workflows_grant_nothing_by_default_and_each_job_what_it_needs(path: Path) -> None:
    workflow = read_yaml(path)
    assert workflow["permissions"] == {}
    for job in workflow["jobs"].values():
        assert job["permissions"], "every job names its permissions"
        for step in job["steps"]:
            if "checkout" in step.get("uses", ""):
                assert step["with"]["persist-credentials"] is False


def test_zizmor_finds_nothing_unexplained() -> None:
    """zizmor's audits (offline) pass; what it is told to ignore is explained where it is."""
    zizmor = shutil.which("zizmor", path=str(Path(sys.executable).parent)) or shutil.which("zizmor")
    if zizmor is None:
        pytest.skip("zizmor is not installed: pip install -e '.[test]'")
    done = subprocess.run(
        [zizmor, "--offline", "--no-progress", str(GITHUB / "workflows")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    for path in WORKFLOWS:
        for line in path.read_text(encoding="utf-8").splitlines():
            if "zizmor: ignore[" in line:
                assert "--" in line and len(line.split("--", 1)[1].strip()) > 20, line


def test_main_builds_publishes_and_releases_the_database() -> None:
    path = GITHUB / "workflows" / "main.yml"
    scripts = "\n".join(runs(path))
    uses = {
        step.get("uses", "").split("@")[0]
        for job in read_yaml(path)["jobs"].values()
        for step in job["steps"]
    }
    assert "smashwiki build" in scripts
    assert "actions/deploy-pages" in uses
    assert 'gh release create "$tag"' in scripts and "--clobber" not in scripts
    assert "npm ci" in scripts  # the SQL page's SQLite, copied into the site by the build


def release_tag(manifest: Path) -> str:
    """The tag main.yml's release step makes from a build's ``downloads.json``."""
    scripts = "\n".join(runs(GITHUB / "workflows" / "main.yml"))
    code = re.search(r"tag=\$\(python3 -c '([^']*)'", scripts)
    assert code, "the release step computes its tag with python3 -c '...'"
    done = subprocess.run(
        [sys.executable, "-c", code[1], str(manifest)], capture_output=True, text=True, check=True
    )
    return done.stdout.strip()


@pytest.mark.parametrize(
    ("version", "tag"),
    [
        (
            {"commit": "b0d29fbd" + "0" * 32, "date": "2026-12-01T05:58:31Z", "modified": False},
            "data-2026-12-01-b0d29fb",
        ),
        ({"commit": "b0d29fbd" + "0" * 32, "date": "2026-12-01T05:58:31Z", "modified": True}, ""),
        ({"commit": None, "date": None, "modified": False}, ""),
    ],
    ids=["committed", "modified", "unversioned"],
)
def test_the_release_is_named_by_the_data_version(tmp_path: Path, version: dict, tag: str) -> None:
    manifest = tmp_path / "downloads.json"
    manifest.write_text(json.dumps({"version": version, "files": []}), encoding="utf-8")
    assert release_tag(manifest) == tag


def _commands_named(text: str) -> set[tuple[str, ...]]:
    found = set()
    for match in re.finditer(r"\bsmashwiki ([a-z][a-z-]*)(?: ([a-z][a-z-]*))?", text):
        found.add(tuple(word for word in match.groups() if word))
    return found


@pytest.mark.parametrize("path", [*WORKFLOWS, PRE_COMMIT], ids=lambda p: p.name)
def test_every_smashwiki_command_run_exists(path: Path) -> None:
    for words in _commands_named(path.read_text(encoding="utf-8")):
        assert words[0] in cli.commands, f"{path.name} runs smashwiki {words[0]}"


def test_pre_commit_has_fmt_and_check_hooks() -> None:
    config = read_yaml(PRE_COMMIT)
    hooks = {hook["id"]: hook for repo in config["repos"] for hook in repo["hooks"]}
    assert hooks["smashwiki-fmt"]["entry"] == "smashwiki fmt"
    assert hooks["smashwiki-check"]["entry"] == "smashwiki check"
    assert all(repo["repo"] == "local" for repo in config["repos"])  # nothing to download


#: The style checks, as pre-commit and CI run them.
STYLE_CHECKS = {"ruff-check": "ruff check", "ruff-format": "ruff format --check", "mypy": "mypy"}


def test_pre_commit_runs_the_style_checks() -> None:
    config = read_yaml(PRE_COMMIT)
    hooks = {hook["id"]: hook["entry"] for repo in config["repos"] for hook in repo["hooks"]}
    assert {name: hooks.get(name) for name in STYLE_CHECKS} == STYLE_CHECKS


def test_ci_runs_the_style_checks_before_the_readme_test_command() -> None:
    lines = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    tests = lines.index("pip install -e '.[test]' && pytest")
    for entry in STYLE_CHECKS.values():
        command = entry + (" ." if entry.startswith("ruff") else "")
        assert lines.index(command) < tests, command


def test_pre_commit_config_is_valid() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "pre_commit", "validate-config", str(PRE_COMMIT)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.slow
def test_pre_commit_run_all_files_passes_in_a_fresh_clone(tmp_path: Path) -> None:
    clone = tracked_copy(tmp_path / "clone")
    env = dict(os.environ, PRE_COMMIT_HOME=str(tmp_path / "cache"))
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
    done = subprocess.run(
        [sys.executable, "-m", "pre_commit", "run", "--all-files"],
        cwd=clone,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "smashwiki fmt" in done.stdout and "Passed" in done.stdout
