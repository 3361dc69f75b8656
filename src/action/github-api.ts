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

export async function makeApi(token: string, owner: string, repo: string): Promise<GitHubApi> {
  const { getOctokit } = await import('@actions/github');
  const octokit = getOctokit(token);
  return {
    async listPullFiles(pullNumber) {
      // Page by page, each request with its own bound: octokit's paginate drops a per-call
      // signal, and one bound for all 30 pages would fail a slow but healthy API.
      const files: PullFile[] = [];
      for (let page = 1; ; page++) {
        const signal = AbortSignal.timeout(apiTimeoutMs);
        let data;
        try {
          ({ data } = await octokit.rest.pulls.listFiles({
            owner,
            repo,
            pull_number: pullNumber,
            per_page: PAGE,
            page,
            request: { signal },
          }));
        } catch (e) {
          throw signal.aborted ? unanswered(apiTimeoutMs) : e;
        }
        for (const f of data) {
          files.push({ filename: f.filename, status: f.status, previous_filename: f.previous_filename });
        }
        if (files.length >= PR_FILES_CAP) return { files, capped: true };
        if (data.length < PAGE) return { files, capped: false };
      }
    },
    async fileAt(path, ref) {
      const signal = AbortSignal.timeout(apiTimeoutMs);
      try {
        const res = await octokit.rest.repos.getContent({
          owner,
          repo,
          path,
          ref,
          mediaType: { format: 'raw' },
          request: { signal },
        });
        const data: unknown = res.data;
        if (typeof data === 'string') return data;
        if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
        // A directory listing or a submodule, not a file.
        return null;
      } catch (e) {
        if ((e as { status?: number }).status === 404) return null;
        throw signal.aborted ? unanswered(apiTimeoutMs) : e;
      }
    },
  };
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
