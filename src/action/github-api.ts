/**
 * The GitHub REST calls the Action makes when git history is not enough: the files of a
 * pull request (paginated, capped by GitHub at 3,000) and a file's text at a commit.
 * @actions/github is loaded here, lazily; GITHUB_API_URL picks the server (GHES, tests).
 */

/** GitHub's "list pull request files" endpoint returns at most this many files. */
export const PR_FILES_CAP = 3000;

export interface PullFile {
  filename: string;
  status: string;
  previous_filename?: string;
  /** The file's blob at the head commit (hex), when the API names one. */
  sha?: string;
}

export interface PullFiles {
  files: PullFile[];
  /** True when the list reached GitHub's cap, so it may be incomplete. */
  capped: boolean;
}

export interface GitHubApi {
  listPullFiles(pullNumber: number): Promise<PullFiles>;
  /** A file's text at `ref`, or null when the commit has no such file (HTTP 404). */
  fileAt(path: string, ref: string): Promise<string | null>;
}

/**
 * How long one API call (a page of a pull request's files, a file's text) may take: a server
 * that accepts and never answers would otherwise hold the step for node's five-minute header
 * timeout per call.
 */
let apiTimeoutMs = 30_000;
/** Files per page of the listing (GitHub's maximum). */
const PAGE = 100;
/** Tests: a shorter bound. */
export function setApiTimeoutMs(ms: number): void {
  apiTimeoutMs = ms;
}

/** The most a page of the listing may take (100 entries are ~30 KB), and a file at the base (the lockfile's own bound). */
const MAX_PAGE_BYTES = 16 * 1024 * 1024;
const MAX_FILE_BYTES = 64 * 1024 * 1024;

/**
 * Every answer is read here, not by octokit: octokit reads a success's body itself and takes
 * a body cut off, stalled past the bound or missing (a 204) for an empty one, so a listing
 * read as "no files changed" and a base file as an empty or absent one, and the step passed
 * with what it should have checked unchecked. Such an answer is an error here: the step then
 * scans everything, or says what it could not read at the base.
 */
export async function makeApi(token: string, owner: string, repo: string): Promise<GitHubApi> {
  const { getOctokit } = await import('@actions/github');
  const octokit = getOctokit(token);
  // The API's own origin: a 404 from another host (a redirect's target) says nothing of the commit.
  const apiOrigin = originOf(octokit.request.endpoint.DEFAULTS.baseUrl);
  // A server that left one call unanswered is not asked again: each call would wait as long.
  // (octokit reads an error's body itself and takes one cut off by the bound for an empty
  // one: the call then ends without an error, and the bound is looked at here too.)
  let stalled: Error | undefined;
  const call = async <T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    if (stalled) throw stalled;
    const signal = AbortSignal.timeout(apiTimeoutMs);
    let got: T;
    try {
      got = await run(signal);
    } catch (e) {
      if (!signal.aborted) throw withoutToken(e, token);
      throw (stalled = unanswered(apiTimeoutMs));
    }
    if (signal.aborted) throw (stalled = unanswered(apiTimeoutMs));
    return got;
  };
  // Whether the base commit is there for the API to read: a 404 for a file is "no such file"
  // only then (GitHub answers 404 for a repository or commit the token cannot see, too).
  const commits = new Map<string, Promise<boolean>>();
  const commitVisible = (ref: string): Promise<boolean> => {
    let known = commits.get(ref);
    if (!known) {
      known = call(async (signal) => {
        try {
          const res = await octokit.rest.git.getCommit({
            owner,
            repo,
            commit_sha: ref,
            headers: IDENTITY,
            request: { signal },
          });
          return res.status === 200;
        } catch (e) {
          const status = (e as { status?: number }).status;
          if (status === 404 || status === 422) return false;
          throw e;
        }
      });
      commits.set(ref, known);
    }
    return known;
  };
  return {
    async listPullFiles(pullNumber) {
      // Page by page, each request with its own bound: octokit's paginate drops a per-call
      // signal, and one bound for all 30 pages would fail a slow but healthy API.
      const files: PullFile[] = [];
      for (let page = 1; ; page++) {
        // GitHub's 3,000 files are 30 pages of 100: a server that pages in tens still ends.
        if (page > MAX_PAGES) throw new Error(`the API named more than ${MAX_PAGES} pages of files`);
        const { data, next } = await call(async (signal) => {
          const res = await octokit.rest.pulls.listFiles({
            owner,
            repo,
            pull_number: pullNumber,
            per_page: PAGE,
            page,
            headers: IDENTITY,
            request: { signal, parseSuccessResponseBody: false },
          });
          const body = await bodyOf(res, MAX_PAGE_BYTES, 'a page of the files');
          return { data: pageOf(body), next: /<[^<>]*>\s*;\s*rel="next"/.test(String(res.headers.link ?? '')) };
        });
        for (const f of data) files.push(f);
        if (files.length >= PR_FILES_CAP) return { files, capped: true };
        // GitHub names a next page in a Link header; a server that does not is asked until a short page.
        if (data.length === 0 || (!next && data.length < PAGE)) return { files, capped: false };
      }
    },
    async fileAt(path, ref) {
      const got = await call(async (signal) => {
        try {
          const res = await octokit.rest.repos.getContent({
            owner,
            repo,
            path,
            ref,
            mediaType: { format: 'raw' },
            headers: IDENTITY,
            request: { signal, parseSuccessResponseBody: false },
          });
          return fileText(await bodyOf(res, MAX_FILE_BYTES, path), String(res.headers['content-type'] ?? ''));
        } catch (e) {
          const err = e as { status?: number; response?: { url?: string } };
          // The API's own 404 (a redirect to another host that answers 404 is a failed read).
          if (err.status === 404 && originOf(err.response?.url) === apiOrigin) return undefined;
          throw e;
        }
      });
      if (got !== undefined) return got;
      if (await commitVisible(ref)) return null;
      throw new Error(
        `HTTP 404: the API cannot see the commit ${ref.slice(0, 7)} (a repository or commit the token cannot read)`,
      );
    },
  };
}

/**
 * The error with the token taken out of its message: a server (or a proxy) that echoes the
 * request's Authorization header in an error would put it in the notice and the job summary,
 * where Markdown's escapes keep the runner's mask from matching it.
 */
function withoutToken(e: unknown, token: string): unknown {
  if (token && e instanceof Error && e.message.includes(token)) {
    e.message = e.message.split(token).join('***');
    // SKILLGATE_DEBUG prints the stack, which was made with the message.
    if (e.stack) e.stack = e.stack.split(token).join('***');
  }
  return e;
}

/** Pages of the listing asked for at most (3,000 files at 30 a page). */
const MAX_PAGES = 100;
/**
 * Uncompressed answers only: fetch decodes a compressed body before it is read here, and a
 * compressed stream cut off at a clean end of the HTTP body decodes to a shorter text without
 * an error (a base config without its `trust: registry` line). An answer compressed anyway
 * is a failed call (bodyOf).
 */
const IDENTITY = { 'accept-encoding': 'identity' };

function originOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/** The bytes of a success's body, all of them: a 204, a body cut off or over `max` bytes is an error. */
async function bodyOf(
  res: { status: number; data: unknown; headers: Record<string, unknown> },
  max: number,
  what: string,
): Promise<Buffer> {
  const stream = res.data as ReadableStream<Uint8Array> | null;
  const drop = () => stream?.cancel?.().catch(() => undefined);
  if (res.status !== 200) {
    void drop();
    throw new Error(`HTTP ${res.status}: no content for ${what}`);
  }
  const encoding = String(res.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  if (encoding !== 'identity' && encoding !== '') {
    void drop();
    throw new Error(
      `the API compressed its answer for ${what} (${encoding.slice(0, 40)}) when asked not to: it cannot be told whole`,
    );
  }
  if (!stream || typeof stream.getReader !== 'function') throw new Error(`the API sent no body for ${what}`);
  const parts: Uint8Array[] = [];
  let size = 0;
  // A stream cut off rejects here (undici: "terminated"); a stalled one when the signal aborts it.
  try {
    for await (const part of stream as unknown as AsyncIterable<Uint8Array>) {
      size += part.byteLength;
      if (size > max) break;
      parts.push(part);
    }
  } catch (e) {
    throw new Error(`the API's answer for ${what} was cut off (${String((e as Error)?.message ?? e).slice(0, 100)})`);
  }
  if (size > max) throw new Error(`the API sent more than ${max} bytes for ${what}`);
  return Buffer.concat(parts);
}

/** A page of the listing: a JSON array of files, each with a name and a status. */
function pageOf(body: Buffer): PullFile[] {
  let data: unknown;
  try {
    data = JSON.parse(body.toString('utf8'));
  } catch {
    throw new Error('the API sent a page of the files that is not JSON');
  }
  if (!Array.isArray(data)) throw new Error('the API sent a page of the files that is not a list');
  return data.map((f: unknown) => {
    const file = f as { filename?: unknown; status?: unknown; previous_filename?: unknown; sha?: unknown } | null;
    if (typeof file?.filename !== 'string' || typeof file.status !== 'string' || file.filename === '')
      throw new Error('the API sent a file without a name or status');
    const prev = typeof file.previous_filename === 'string' ? file.previous_filename : undefined;
    const sha = typeof file.sha === 'string' && /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(file.sha) ? file.sha : undefined;
    return {
      filename: file.filename,
      status: file.status,
      ...(prev === undefined ? {} : { previous_filename: prev }),
      ...(sha === undefined ? {} : { sha }),
    };
  });
}

/**
 * A file's text from the contents API's raw answer. A server that sends the JSON description
 * instead (a proxy that drops the media type) is read from it: a file's base64 content, null
 * for a folder, a submodule or a symlink (no file there, as before); any other JSON is the
 * file's own text (a lockfile served as JSON).
 */
function fileText(body: Buffer, contentType: string): string | null {
  const text = body.toString('utf8');
  if (!/^application\/json\b/i.test(contentType.trim())) return text;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return text;
  }
  if (Array.isArray(data)) return null;
  const d = data as { type?: unknown; sha?: unknown; content?: unknown; encoding?: unknown } | null;
  if (d && typeof d === 'object' && typeof d.sha === 'string' && typeof d.type === 'string') {
    if (d.type === 'file' && d.encoding === 'base64' && typeof d.content === 'string')
      return Buffer.from(d.content, 'base64').toString('utf8');
    if (d.type === 'dir' || d.type === 'submodule' || d.type === 'symlink') return null;
    throw new Error(`the API described the file instead of sending it (type ${JSON.stringify(d.type).slice(0, 40)})`);
  }
  return text;
}

/** The error of a call the API did not answer in time (octokit says only "Unknown Error"). */
function unanswered(ms: number): Error {
  return new Error(`no answer from the API within ${ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`}`);
}

/** A short reason for a failed API call, without the token or a stack. */
export function apiErrorText(e: unknown): string {
  const err = e as { status?: number; message?: string; response?: unknown };
  const msg = String(err?.message ?? e)
    .split('\n')[0]
    .slice(0, 200);
  // Octokit reports a request that got no response at all (DNS, a refused connection) as
  // status 500 without a response: that is no HTTP status.
  if (err?.status === 500 && err.response === undefined) return `no response from the API: ${msg}`;
  return err?.status ? `HTTP ${err.status}: ${msg}` : msg;
}
