/**
 * What the triggering event says about the change under test: read from
 * GITHUB_EVENT_NAME and the JSON payload at GITHUB_EVENT_PATH. Commit ids from the
 * payload are checked to be hex before any of them reaches a git command line.
 */
import { readFileSync } from 'node:fs';
import { statReason } from '../core/io-text.js';

export type EventKind = 'pull_request' | 'merge_group' | 'push' | 'other';

export interface EventInfo {
  name: string;
  kind: EventKind;
  /** pull_request / merge_group: the base branch's commit. */
  base?: string;
  /** pull_request / merge_group: the head commit. */
  head?: string;
  /** pull_request: the pull request is merged (a `closed` event's checkout is the merge result). */
  merged?: true;
  prNumber?: number;
  /** pull_request: the payload's count of changed files. */
  changedFiles?: number;
  /** push: the commits before and after the push. */
  before?: string;
  after?: string;
  forced?: boolean;
  /** push: a tag was pushed (`ref` is refs/tags/…), not a branch. */
  tag?: true;
  owner?: string;
  repo?: string;
  /** Why the payload could not be used, when it could not. */
  problem?: string;
  /** GITHUB_SHA: for pull_request_target, the base branch's last commit (its default checkout). */
  sha?: string;
}

/** Events whose payload describes a pull request (its `pull_request` object). */
const PR_EVENTS = new Set([
  'pull_request',
  'pull_request_target',
  'pull_request_review',
  'pull_request_review_comment',
  'pull_request_review_thread',
]);

const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
const ZERO = /^0+$/;

export function isSha(v: unknown): v is string {
  return typeof v === 'string' && SHA.test(v);
}

export function isZeroSha(v: unknown): boolean {
  return typeof v === 'string' && ZERO.test(v);
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : undefined;

/** Why a payload gives no base commit: none at all, or a value that is not a commit SHA (never passed to git). */
function noBase(event: string, key: string, value: unknown): string {
  if (value === undefined || value === null) return `the ${event} payload has no base commit`;
  const shown =
    typeof value === 'string' ? JSON.stringify(value.slice(0, 80)) + (value.length > 80 ? '…' : '') : typeof value;
  return `the ${event} payload's ${key} is not a commit SHA (40 or 64 lowercase hex digits): ${shown}`;
}

export function readEvent(env: NodeJS.ProcessEnv): EventInfo {
  const name = env.GITHUB_EVENT_NAME ?? '';
  const info: EventInfo = { name, kind: 'other' };
  if (isSha(env.GITHUB_SHA)) info.sha = env.GITHUB_SHA;
  const repoEnv = env.GITHUB_REPOSITORY ?? '';
  if (/^[^/\s]+\/[^/\s]+$/.test(repoEnv)) [info.owner, info.repo] = repoEnv.split('/');

  let payload: Obj = {};
  const file = env.GITHUB_EVENT_PATH;
  if (file) {
    try {
      const parsed = obj(JSON.parse(readFileSync(file, 'utf8')));
      if (!parsed) throw new Error('it is not a JSON object');
      payload = parsed;
    } catch (e) {
      // Still a pull request when the event's name says so: its base-commit protections
      // then fail closed (no base commit can be read) instead of being skipped. Any other
      // event is a full scan that says why.
      info.problem = `cannot read the event payload (GITHUB_EVENT_PATH): ${statReason(e)}`;
      if (!PR_EVENTS.has(name) && name !== 'merge_group') return info;
    }
  } else if (name) {
    info.problem = 'GITHUB_EVENT_PATH is not set';
    if (!PR_EVENTS.has(name) && name !== 'merge_group') return info;
  }

  if (!info.owner) {
    const full = obj(payload.repository)?.full_name;
    if (typeof full === 'string' && /^[^/\s]+\/[^/\s]+$/.test(full)) [info.owner, info.repo] = full.split('/');
  }

  const pr = obj(payload.pull_request);
  const mg = obj(payload.merge_group);
  // The event's name decides (a workflow_dispatch is a full scan, whatever its payload
  // holds); the payload only when no name is given.
  if (PR_EVENTS.has(name) || (!name && pr)) {
    info.kind = 'pull_request';
    const base = obj(pr?.base)?.sha;
    const head = obj(pr?.head)?.sha;
    if (isSha(base)) info.base = base;
    if (isSha(head)) info.head = head;
    if (pr?.merged === true) info.merged = true;
    const n = pr?.number ?? payload.number;
    if (typeof n === 'number' && Number.isSafeInteger(n) && n > 0) info.prNumber = n;
    if (typeof pr?.changed_files === 'number') info.changedFiles = pr.changed_files;
    if (!info.base) info.problem ??= noBase(name || 'pull_request', 'pull_request.base.sha', base);
  } else if (name === 'merge_group' || (!name && mg)) {
    info.kind = 'merge_group';
    if (mg && isSha(mg.base_sha)) info.base = mg.base_sha;
    if (mg && isSha(mg.head_sha)) info.head = mg.head_sha;
    if (!info.base) info.problem ??= noBase('merge_group', 'merge_group.base_sha', mg?.base_sha);
  } else if (name === 'push') {
    info.kind = 'push';
    if (isSha(payload.before)) info.before = payload.before;
    else if (payload.before !== undefined) info.problem ??= 'the push payload\'s "before" is not a commit SHA';
    else info.problem ??= 'the push payload has no "before" commit';
    if (isSha(payload.after)) info.after = payload.after;
    info.forced = payload.forced === true;
    if (typeof payload.ref === 'string' && payload.ref.startsWith('refs/tags/')) info.tag = true;
  }
  return info;
}
