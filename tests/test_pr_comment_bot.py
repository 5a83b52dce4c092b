"""The pull-request comment bot (.github/scripts/pr-comment.js), run by node against a fake
GitHub API: it cannot be aimed at another pull request, and what it posts is inert.

The bot runs with a token that may write comments, on an artifact made by code the pull
request controls, so every test here is a way a fork's pull request could try to misuse it.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from typing import Any

import pytest
from conftest import ROOT

SCRIPT = ROOT / ".github" / "scripts" / "pr-comment.js"
RUNNER = ROOT / "tests" / "fixtures" / "workflow" / "run-pr-comment.js"
NODE = shutil.which("node")
MARKER = "<!-- smashwiki-diff -->"
BOT = {"login": "github-actions[bot]", "type": "Bot"}

pytestmark = pytest.mark.skipif(
    NODE is None, reason="node is not installed (apt-get install nodejs)"
)


def pull(
    number: int, sha: str, repo: str = "stranger/smashwiki", ref: str = "fix"
) -> dict[str, Any]:
    """An open pull request as the API lists it."""
    return {"number": number, "head": {"sha": sha, "ref": ref, "repo": {"full_name": repo}}}


def fork_run(sha: str = "a" * 40, repo: str = "stranger/smashwiki") -> dict[str, Any]:
    """A workflow_run payload of a fork's pull request: the event lists no pull request."""
    return {
        "head_sha": sha,
        "head_branch": "fix",
        "head_repository": {"full_name": repo},
        "pull_requests": [],
    }


def bot(
    run: dict[str, Any],
    number: str = "7",
    diff: str = "## Data changes\n",
    open_pulls: list[dict[str, Any]] | None = None,
    comments: dict[str, list[dict[str, Any]]] | None = None,
) -> dict[str, Any]:
    """What the bot does with this run and report: its writes, or its refusal."""
    case = {
        "run": run,
        "report": {"number": number, "diff.md": diff},
        "open_pulls": open_pulls if open_pulls is not None else [pull(7, "a" * 40)],
        "comments": comments or {},
    }
    assert NODE is not None
    done = subprocess.run(
        [NODE, str(RUNNER), str(SCRIPT)],
        input=json.dumps(case),
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def posted_body(result: dict[str, Any]) -> str:
    (write,) = result["writes"]
    body: str = next(iter(write.values()))["body"]
    assert body.startswith(MARKER + "\n")
    return body.removeprefix(MARKER + "\n")


def test_a_forks_report_is_posted_on_its_own_pull_request() -> None:
    result = bot(fork_run())
    assert result["writes"] == [
        {
            "create": {
                "owner": "smashwiki",
                "repo": "smashwiki",
                "issue_number": 7,
                "body": MARKER + "\n## Data changes\n",
            }
        }
    ]


def test_a_same_repository_run_takes_its_pull_request_from_the_event() -> None:
    run = {**fork_run(repo="smashwiki/smashwiki"), "pull_requests": [pull(12, "a" * 40)]}
    result = bot(run, number="12", open_pulls=[])
    assert result["writes"][0]["create"]["issue_number"] == 12


def test_a_report_that_claims_another_pull_request_is_refused() -> None:
    result = bot(fork_run(), number="3")
    assert result["refused"] is True
    assert 'claims pull request "3", but the run is for #7' in result["message"]
    assert result["writes"] == []


@pytest.mark.parametrize("claimed", ["7abc", "-7", "", "7 8", "1e1"], ids=repr)
def test_a_malformed_claim_is_refused(claimed: str) -> None:
    result = bot(fork_run(), number=claimed)
    assert result["refused"] is True and result["writes"] == []


def test_a_run_whose_commit_no_open_pull_request_has_is_refused() -> None:
    """A run for a branch whose pull request is closed, or for another head commit."""
    result = bot(fork_run(sha="b" * 40))
    assert result["refused"] is True
    assert "0 open pull requests" in result["message"]


def test_a_pull_request_of_another_repository_with_the_same_branch_is_not_taken() -> None:
    """The same owner:branch from another fork is not this run's pull request."""
    others = [pull(9, "a" * 40, repo="stranger/other-fork")]
    assert bot(fork_run(), number="9", open_pulls=others)["refused"] is True


def test_only_the_bots_own_comment_is_updated() -> None:
    comments = {
        "7": [
            {"id": 1, "user": {"login": "mallory", "type": "User"}, "body": MARKER + "\nfake"},
            {"id": 2, "user": {"login": "other-app[bot]", "type": "Bot"}, "body": MARKER},
            {"id": 3, "user": BOT, "body": MARKER + "\nthe old report"},
        ]
    }
    result = bot(fork_run(), comments=comments)
    (write,) = result["writes"]
    assert write["update"]["comment_id"] == 3


def test_a_comment_with_the_marker_by_someone_else_is_not_updated() -> None:
    comments = {"7": [{"id": 1, "user": {"login": "mallory", "type": "User"}, "body": MARKER}]}
    assert "create" in bot(fork_run(), comments=comments)["writes"][0]


def test_mentions_and_issue_references_do_not_notify() -> None:
    body = posted_body(bot(fork_run(), diff="cc @octocat and @org/team, see #12 and GH-3\n"))
    assert "@octocat" not in body and "@org/team" not in body
    assert "#12" not in body and "GH-3" not in body
    assert body.replace("\u200b", "") == "cc @octocat and @org/team, see #12 and GH-3\n"


def test_images_become_links_and_no_page_fetches_them() -> None:
    body = posted_body(bot(fork_run(), diff="![pixel](https://evil.example/p.png) ![r][ref]\n"))
    assert "![" not in body
    assert "[pixel](https://evil.example/p.png)" in body


def test_raw_html_is_escaped_but_the_folding_tags_stay() -> None:
    diff = (
        "<details>\n<summary>Cards</summary>\n\n<img src=x onerror=alert(1)>"
        '<a href="https://evil.example">x</a><!-- hidden --></details>\n'
    )
    body = posted_body(bot(fork_run(), diff=diff))
    assert "<details>" in body and "<summary>Cards</summary>" in body and "</details>" in body
    assert "<img" not in body and "<a " not in body and "<!--" not in body
    assert "&lt;img src=x onerror=alert(1)&gt;" in body


def test_a_long_report_is_cut_at_a_line_and_says_so() -> None:
    diff = "".join(f"- line {n}\n" for n in range(10_000))
    body = posted_body(bot(fork_run(), diff=diff))
    assert len(body) < 31_000
    assert "The report was cut here" in body
    kept = body.split("\n\n*(The report was cut here")[0]
    assert all(line.startswith("- line ") for line in kept.splitlines())


def test_a_report_too_large_to_be_one_is_not_read() -> None:
    result = bot(fork_run(), diff="x" * (1024 * 1024 + 1))
    assert result["refused"] is True and "larger than" in result["message"]
