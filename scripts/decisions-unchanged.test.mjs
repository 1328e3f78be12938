// A decision in docs/decisions/ is never edited after it is accepted: a later one supersedes it
// and says so. Each decision's text now (the work tree's) is compared with its first version on
// main's own line of history (first parents: a decision written on a branch is accepted as it
// lands) whose status was accepted; only the status paragraph may differ ("Superseded by ...")
// and the number in its title.
// A shallow clone holds less history: the check then compares with the oldest version it has
// and says so on its output, rather than passing as if it had read all of it.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './lib/build.mjs';

const decisionsDir = 'docs/decisions';
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });

/**
 * The text without what may change: its status paragraph (from `Status:` to the next blank
 * line) and the number in its title (a file renumbered before it landed).
 */
function settledText(text) {
  return text.replace(/^Status:.*\n(?:.+\n)*/m, '').replace(/^# \d{3}:/m, '#');
}

const isAccepted = (text) => /^Status: accepted\b/m.test(text);

/**
 * Every decision's versions in git, oldest first, under its name now (renames followed):
 * name -> [commit, path then][]. One pass over the folder's history.
 */
function historyOfDecisions() {
  const log = git(
    'log',
    '--first-parent',
    '--reverse',
    '-M',
    '--format=@%H',
    '--name-status',
    '--',
    decisionsDir,
  );
  const versions = new Map();
  let commit;
  for (const line of log.split('\n').filter(Boolean)) {
    if (line.startsWith('@')) {
      commit = line.slice(1);
      continue;
    }
    const [status, from, to] = line.split('\t');
    if (status.startsWith('R')) {
      versions.set(to, [...(versions.get(from) ?? []), [commit, to]]);
      versions.delete(from);
    } else if (status === 'D') versions.delete(from);
    else versions.set(from, [...(versions.get(from) ?? []), [commit, from]]);
  }
  return versions;
}

/** The first version of a decision whose status was accepted: [commit, text], or undefined. */
function firstAccepted(versions) {
  for (const [commit, pathThen] of versions) {
    const text = git('show', `${commit}:${pathThen}`);
    if (isAccepted(text)) return [commit, text];
  }
  return undefined;
}

/** Why `now` is not the accepted text of its history, or null when it is. */
function editAfterAcceptance(accepted, now) {
  if (!accepted) return null;
  if (settledText(now) === settledText(accepted[1])) return null;
  return `changed since it was accepted in ${accepted[0].slice(0, 7)} (only its status may change)`;
}

describe('accepted decisions are never edited', () => {
  it('reads the status paragraph as the only part that may change', () => {
    const accepted = '# 001: X\n\nStatus: accepted (extends\n  002)\n\n## Context\n\nWhy.\n';
    const proposed = accepted.replace('Status: accepted', 'Status: proposed');
    const superseded = accepted.replace(
      'Status: accepted (extends\n  002)',
      'Status: superseded by [045](045-y.md)',
    );
    expect(editAfterAcceptance(['a1', accepted], superseded)).toBeNull();
    expect(editAfterAcceptance(['a1', accepted], accepted.replace('# 001', '# 002'))).toBeNull();
    expect(editAfterAcceptance(undefined, `${proposed}More.\n`)).toBeNull();
    expect(editAfterAcceptance(['a1', accepted], `${accepted}More.\n`)).toMatch(/accepted in a1/);
    expect(editAfterAcceptance(['a1', accepted], accepted.replace('Why.', 'Why not.'))).toMatch(
      /changed since/,
    );
  });

  it('in docs/decisions, against the history this clone holds', { timeout: 60_000 }, () => {
    const shallow = git('rev-parse', '--is-shallow-repository').trim() === 'true';
    if (shallow) {
      console.log(
        `[decisions] shallow clone: each decision is compared with the oldest of the ${git('rev-list', '--count', 'HEAD').trim()} commits present`,
      );
    }
    const files = readdirSync(path.join(root, decisionsDir)).filter((f) =>
      /^\d{3}-.*\.md$/.test(f),
    );
    expect(files.length).toBeGreaterThan(30);
    const history = historyOfDecisions();
    const edited = Object.fromEntries(
      files.flatMap((name) => {
        const file = `${decisionsDir}/${name}`;
        const problem = editAfterAcceptance(
          firstAccepted(history.get(file) ?? []),
          readFileSync(path.join(root, file), 'utf8'),
        );
        return problem ? [[name, problem]] : [];
      }),
    );
    expect(edited).toEqual({});
  });
});
