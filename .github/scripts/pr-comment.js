// Posts the data-diff report of a "Pull request" run as a comment on its pull request.
//
// This runs with a token that may write comments, on the report of a run whose code the pull
// request controls. So nothing in the report is trusted:
// - the pull request is found from the event (workflow_run.pull_requests) or, for a fork,
//   from the API by the run's head repository and head commit; the number the report claims
//   must agree, or nothing is posted;
// - the comment it updates is its own (written by this bot, with the marker), on that
//   pull request only;
// - the body is bounded, and rendered inert: no mentions, no issue references, no images,
//   no raw HTML except the plain <details>/<summary> tags the report folds sections with.
//
// Loaded by pull-request-comment.yml from the default branch (never the pull request's
// code), and by tests/test_repo_workflow.py with node and a fake API.
'use strict';

const MARKER = '<!-- smashwiki-diff -->';
// The bot's own login: the comment to update must be one it wrote.
const BOT_LOGIN = 'github-actions[bot]';
// A report larger than this is not read at all; a body larger than MAX_BODY is cut.
const MAX_REPORT_BYTES = 1024 * 1024;
const MAX_BODY = 30000;
const ALLOWED_TAGS = new Set(['<details>', '</details>', '<summary>', '</summary>']);
const ZERO_WIDTH_SPACE = '\u200b';

class RefusedReport extends Error {}

/** The report's Markdown made inert: tags escaped (but the folding ones), no images, no
 * mentions or issue references, and at most MAX_BODY characters, cut at a line. */
function sanitize(markdown) {
  let text = String(markdown).replace(/\r\n?/g, '\n');
  text = text.replace(/<[^<>]*>?/g, (tag) => (ALLOWED_TAGS.has(tag) ? tag : escapeTag(tag)));
  text = text.replace(/!\[/g, '[');
  text = text.replace(/@(?=[A-Za-z0-9_-])/g, '@' + ZERO_WIDTH_SPACE);
  text = text.replace(/#(?=\d)/g, '#' + ZERO_WIDTH_SPACE);
  text = text.replace(/\b(GH)-(?=\d)/gi, '$1-' + ZERO_WIDTH_SPACE);
  if (text.length > MAX_BODY) {
    const cut = text.lastIndexOf('\n', MAX_BODY);
    text = text.slice(0, cut > 0 ? cut : MAX_BODY) +
      '\n\n*(The report was cut here: it is longer than a comment may be. ' +
      'The whole report is in the run\'s `data-diff` artifact.)*\n';
  }
  return text;
}

function escapeTag(tag) {
  return tag.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The number of the one open pull request whose head is this run's head commit. */
async function pullRequestOf(run, { github, owner, repo }) {
  const sameCommit = (pr) => pr.head && pr.head.sha === run.head_sha;
  let found = (run.pull_requests || []).filter(sameCommit);
  if (found.length === 0) {
    const headRepo = run.head_repository && run.head_repository.full_name;
    if (!headRepo || !run.head_branch) {
      throw new RefusedReport('the run names no head repository or branch');
    }
    const listed = await github.paginate(github.rest.pulls.list, {
      owner, repo, state: 'open', head: `${headRepo.split('/')[0]}:${run.head_branch}`,
    });
    found = listed.filter((pr) => sameCommit(pr) && pr.head.repo &&
      pr.head.repo.full_name === headRepo);
  }
  const numbers = [...new Set(found.map((pr) => pr.number))];
  if (numbers.length !== 1) {
    throw new RefusedReport(`${numbers.length} open pull requests have the run's head commit`);
  }
  return numbers[0];
}

/** The number the report claims, which must be the pull request's. */
function checkClaim(claimed, number) {
  const text = String(claimed).trim();
  if (!/^[0-9]{1,10}$/.test(text) || Number(text) !== number) {
    throw new RefusedReport(
      `the report claims pull request ${JSON.stringify(text.slice(0, 20))}, ` +
      `but the run is for #${number}`);
  }
}

/** Reads the report's two files, refusing a report too large to be one. */
function readReport(fs, dir) {
  const read = (name) => {
    const path = `${dir}/${name}`;
    if (fs.statSync(path).size > MAX_REPORT_BYTES) {
      throw new RefusedReport(`${name} is larger than ${MAX_REPORT_BYTES} bytes`);
    }
    return fs.readFileSync(path, 'utf8');
  };
  return { claimed: read('number'), markdown: read('diff.md') };
}

/** Posts (or updates) the comment; returns what it did, for the log. */
async function post({ github, context, fs, dir = 'report' }) {
  const { owner, repo } = context.repo;
  const run = context.payload.workflow_run;
  const number = await pullRequestOf(run, { github, owner, repo });
  const { claimed, markdown } = readReport(fs, dir);
  checkClaim(claimed, number);
  const body = `${MARKER}\n${sanitize(markdown)}`;
  const comments = await github.paginate(github.rest.issues.listComments,
    { owner, repo, issue_number: number });
  const old = comments.find((c) => c.user && c.user.login === BOT_LOGIN &&
    c.user.type === 'Bot' && typeof c.body === 'string' && c.body.startsWith(MARKER));
  if (old) {
    await github.rest.issues.updateComment({ owner, repo, comment_id: old.id, body });
    return `updated comment ${old.id} on #${number}`;
  }
  await github.rest.issues.createComment({ owner, repo, issue_number: number, body });
  return `commented on #${number}`;
}

module.exports = { post, sanitize, pullRequestOf, checkClaim, RefusedReport, MARKER, MAX_BODY };
