/**
 * What a failed API call says, with the real client (@actions/github): a server that answers
 * 500 is "HTTP 500"; once it is gone, the refused connection (no HTTP spoken) is not.
 * @actions/github reads GITHUB_API_URL once, when loaded: one URL serves both cases.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const server = createServer((req, res) => {
  // A server that takes the request and never answers (headers included).
  if (req.url?.includes('/hang') || req.url?.includes('/pulls/404/')) return;
  // Pull request 9 has 205 files: pages of 100, 100 and 5.
  const list = /\/pulls\/9\/files\?(.*)$/.exec(req.url ?? '');
  if (list) {
    const q = new URLSearchParams(list[1]);
    const page = Number(q.get('page') ?? 1);
    const n = Math.max(0, Math.min(100, 205 - (page - 1) * 100));
    const files = Array.from({ length: n }, (_, i) => ({ filename: `f${(page - 1) * 100 + i}`, status: 'added' }));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(files));
    return;
  }
  res.writeHead(500, { 'content-type': 'application/json' });
  res.end('{"message":"Server Error"}');
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
process.env.GITHUB_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const { apiErrorText, makeApi, setApiTimeoutMs } = await import('../../src/action/github-api.js');

async function failure(): Promise<string> {
  try {
    await (await makeApi('t0ken', 'octo', 'skills')).fileAt('x', 'abc');
  } catch (e) {
    return apiErrorText(e);
  }
  throw new Error('the call did not fail');
}

describe('apiErrorText', () => {
  afterAll(() => {
    if (server.listening) server.close();
  });

  it("lists a pull request's files page by page, to the last short page", async () => {
    const { files, capped } = await (await makeApi('t0ken', 'octo', 'skills')).listPullFiles(9);
    expect(capped).toBe(false);
    expect(files.map((f) => f.filename)).toEqual(Array.from({ length: 205 }, (_, i) => `f${i}`));
  });

  it('a server that answers 500 is HTTP 500, and the token never shows', async () => {
    const text = await failure();
    expect(text).toMatch(/^HTTP 500: Server Error/);
    expect(text).not.toMatch(/t0ken/);
  });

  it("a server that never answers is given up after the bound, not after node's five minutes", async () => {
    setApiTimeoutMs(300);
    try {
      const api = await makeApi('t0ken', 'octo', 'skills');
      const t0 = Date.now();
      const e = await api.fileAt('hang', 'abc').then(
        () => undefined,
        (x: unknown) => x,
      );
      expect(e).toBeDefined();
      expect(Date.now() - t0).toBeLessThan(30_000);
      expect(apiErrorText(e)).not.toMatch(/t0ken/);
      expect(apiErrorText(e)).toBe('no answer from the API within 300 ms');
      // The pull request's file listing too (octokit's paginate dropped a per-call signal).
      const t1 = Date.now();
      const listed = await api.listPullFiles(404).then(
        () => undefined,
        (x: unknown) => x,
      );
      expect(Date.now() - t1).toBeLessThan(30_000);
      expect(apiErrorText(listed)).toBe('no answer from the API within 300 ms');
    } finally {
      setApiTimeoutMs(30_000);
      server.closeAllConnections();
    }
  });

  it('a request that got no answer (connection refused) is not called HTTP 500', async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const text = await failure();
    expect(text).toMatch(/^no response from the API: /);
    expect(text).not.toMatch(/HTTP 500|t0ken/);
  });
});
