/**
 * What a failed API call says, with the real client (@actions/github): a server that answers
 * 500 is "HTTP 500"; once it is gone, the refused connection (no HTTP spoken) is not. And
 * what an answer that is not whole means: an error, never an empty listing or an empty or
 * absent file (octokit reads such a body as empty).
 * @actions/github reads GITHUB_API_URL once, when loaded: one URL serves every case.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/** Headers and the start of a body, then the connection dropped. */
function cutOff(res: ServerResponse, type: string): void {
  res.writeHead(200, { 'content-type': type, 'content-length': '5000' });
  res.write('[{"filename":"skil');
  setTimeout(() => res.socket?.destroy(), 20);
}

const json = (res: ServerResponse, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
};

/** The Accept-Encoding of each request, by path. */
const encodings = new Map<string, string | undefined>();

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  encodings.set(url.pathname, req.headers['accept-encoding']);
  if (url.pathname.endsWith('/contents/gzipped')) {
    res.writeHead(200, { 'content-type': 'application/vnd.github.raw', 'content-encoding': 'gzip' });
    res.end(gzipSync('trust: registry\n'));
    return;
  }
  // A redirect to another origin (localhost, not 127.0.0.1), where the file is not found.
  if (url.pathname.endsWith('/contents/moved')) {
    res.writeHead(302, { location: `http://localhost:${(server.address() as AddressInfo).port}/elsewhere` });
    res.end();
    return;
  }
  if (url.pathname === '/elsewhere') {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{"message":"Not Found"}');
    return;
  }
  // A 404 whose body never ends: octokit reads an error's body itself.
  if (url.pathname.endsWith('/contents/stall404')) {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.write('{"message":');
    return;
  }
  const endless = /\/pulls\/26\/files$/.test(url.pathname);
  if (endless) {
    const page = Number(url.searchParams.get('page') ?? 1);
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      link: `<${url.origin}/next?page=${page + 1}>; rel="next"`,
    });
    res.end(JSON.stringify([{ filename: `e${page}`, status: 'added' }]));
    return;
  }
  if (/\/pulls\/27\/files$/.test(url.pathname)) {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(Array.from({ length: 130_000 }, (_, i) => ({ filename: `h${i}`, status: 'added' }))));
    return;
  }
  // A server that takes the request and never answers (headers included).
  if (req.url?.includes('/hang') || req.url?.includes('/pulls/404/')) return;
  const pull = /\/pulls\/(\d+)\/files$/.exec(url.pathname)?.[1];
  if (pull === '21') return cutOff(res, 'application/json; charset=utf-8');
  if (pull === '22' || url.pathname.endsWith('/contents/empty')) {
    res.writeHead(204);
    res.end();
    return;
  }
  if (pull === '23') {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end('');
    return;
  }
  if (pull === '24') return json(res, [null]);
  if (pull === '25') {
    // 61 files, 30 a page whatever per_page asks, each page but the last naming the next.
    const page = Number(url.searchParams.get('page') ?? 1);
    const n = Math.max(0, Math.min(30, 61 - (page - 1) * 30));
    const files = Array.from({ length: n }, (_, i) => ({ filename: `g${(page - 1) * 30 + i}`, status: 'modified' }));
    const next: Record<string, string> =
      page * 30 < 61 ? { link: `<${url.origin}/next?page=${page + 1}>; rel="next"` } : {};
    return json(res, files, next);
  }
  if (url.pathname.endsWith('/contents/cut')) return cutOff(res, 'application/vnd.github.raw');
  if (url.pathname.endsWith('/contents/missing')) {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{"message":"Not Found"}');
    return;
  }
  if (url.pathname.endsWith('/git/commits/visible')) return json(res, { sha: 'visible' });
  if (url.pathname.endsWith('/git/commits/hidden')) {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{"message":"Not Found"}');
    return;
  }
  if (url.pathname.endsWith('/contents/described'))
    return json(res, {
      type: 'file',
      encoding: 'base64',
      content: Buffer.from('trust: registry\n').toString('base64'),
      sha: 'a1',
    });
  if (url.pathname.endsWith('/contents/folder')) return json(res, [{ type: 'file', name: 'a', sha: 'a2' }]);
  if (url.pathname.endsWith('/contents/lock.json')) return json(res, { lockfileVersion: 1, skills: {} });
  if (url.pathname.endsWith('/contents/echo')) {
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: `Bad credentials: ${req.headers.authorization}` }));
    return;
  }
  if (url.pathname.endsWith('/contents/plain')) {
    res.writeHead(200, { 'content-type': 'application/vnd.github.raw' });
    res.end('id: plain\n');
    return;
  }
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

/** The error a call ends with (it must end with one). */
async function errorOf(p: Promise<unknown>): Promise<string> {
  return p.then(
    () => {
      throw new Error('the call did not fail');
    },
    (e: unknown) => apiErrorText(e),
  );
}

describe('an answer that is not whole is an error', () => {
  it('a listing cut off, with no content, empty, or with an entry without a name', async () => {
    const api = await makeApi('t0ken', 'octo', 'skills');
    expect(await errorOf(api.listPullFiles(21))).toMatch(/^the API's answer for a page of the files was cut off/);
    expect(await errorOf(api.listPullFiles(22))).toBe('HTTP 204: no content for a page of the files');
    expect(await errorOf(api.listPullFiles(23))).toBe('the API sent a page of the files that is not JSON');
    expect(await errorOf(api.listPullFiles(24))).toBe('the API sent a file without a name or status');
  });

  it('follows the Link header, whatever the page size the server chose', async () => {
    const { files, capped } = await (await makeApi('t0ken', 'octo', 'skills')).listPullFiles(25);
    expect(capped).toBe(false);
    expect(files.map((f) => f.filename)).toEqual(Array.from({ length: 61 }, (_, i) => `g${i}`));
  });

  it('a file cut off or with no content is unreadable, not empty or absent', async () => {
    const api = await makeApi('t0ken', 'octo', 'skills');
    expect(await errorOf(api.fileAt('cut', 'visible'))).toMatch(/^the API's answer for cut was cut off/);
    expect(await errorOf(api.fileAt('empty', 'visible'))).toBe('HTTP 204: no content for empty');
    expect(await api.fileAt('plain', 'visible')).toBe('id: plain\n');
  });

  it('a 404 is "no such file" only when the API can see the commit', async () => {
    const api = await makeApi('t0ken', 'octo', 'skills');
    expect(await api.fileAt('missing', 'visible')).toBeNull();
    // A commit (or repository) the token cannot see answers 404 for every file too.
    expect(await errorOf(api.fileAt('missing', 'hidden'))).toMatch(/^HTTP 404: the API cannot see the commit hidden/);
    // And when it cannot say (the server fails), the file is unreadable too.
    expect(await errorOf(api.fileAt('missing', 'unsure'))).toBe('HTTP 500: Server Error');
  });

  it("reads the JSON description a server sends instead of the raw file; a lockfile's own JSON is its text", async () => {
    const api = await makeApi('t0ken', 'octo', 'skills');
    expect(await api.fileAt('described', 'visible')).toBe('trust: registry\n');
    expect(await api.fileAt('folder', 'visible')).toBeNull();
    expect(await api.fileAt('lock.json', 'visible')).toBe('{"lockfileVersion":1,"skills":{}}');
  });

  it('asks for answers uncompressed, and one compressed anyway is unreadable (a cut stream decodes without an error)', async () => {
    const api = await makeApi('t0ken', 'octo', 'skills');
    expect(await errorOf(api.fileAt('gzipped', 'visible'))).toBe(
      'the API compressed its answer for gzipped (gzip) when asked not to: it cannot be told whole',
    );
    expect(encodings.get('/repos/octo/skills/contents/gzipped')).toBe('identity');
    await api.listPullFiles(25);
    expect(encodings.get('/repos/octo/skills/pulls/25/files')).toBe('identity');
  });

  it("a 404 from another host, a redirect's target, is no answer about the file", async () => {
    const api = await makeApi('t0ken', 'octo', 'skills');
    expect(await errorOf(api.fileAt('moved', 'visible'))).toMatch(/^HTTP 404/);
  });

  it('a listing that never ends is a failed call; a page of 130,000 files is capped', async () => {
    const api = await makeApi('t0ken', 'octo', 'skills');
    expect(await errorOf(api.listPullFiles(26))).toBe('the API named more than 100 pages of files');
    expect((await api.listPullFiles(27)).capped).toBe(true);
  });

  it('a 404 whose body stalls ends at the bound, and the API is not asked again', async () => {
    setApiTimeoutMs(300);
    try {
      const api = await makeApi('t0ken', 'octo', 'skills');
      expect(await errorOf(api.fileAt('stall404', 'visible'))).toBe('no answer from the API within 300 ms');
      const t0 = Date.now();
      expect(await errorOf(api.fileAt('missing', 'visible'))).toBe('no answer from the API within 300 ms');
      expect(Date.now() - t0).toBeLessThan(250);
    } finally {
      setApiTimeoutMs(30_000);
    }
  });

  it('a server that left one call unanswered is not waited on again', async () => {
    setApiTimeoutMs(300);
    try {
      const api = await makeApi('t0ken', 'octo', 'skills');
      expect(await errorOf(api.fileAt('hang', 'visible'))).toBe('no answer from the API within 300 ms');
      const t0 = Date.now();
      // A file the server would give: not asked for.
      expect(await errorOf(api.fileAt('plain', 'visible'))).toBe('no answer from the API within 300 ms');
      expect(await errorOf(api.listPullFiles(25))).toBe('no answer from the API within 300 ms');
      expect(Date.now() - t0).toBeLessThan(250);
    } finally {
      setApiTimeoutMs(30_000);
    }
  });
});

describe('apiErrorText', () => {
  afterAll(() => {
    if (server.listening) server.close();
  });

  it("lists a pull request's files page by page, to the last short page", async () => {
    const { files, capped } = await (await makeApi('t0ken', 'octo', 'skills')).listPullFiles(9);
    expect(capped).toBe(false);
    expect(files.map((f) => f.filename)).toEqual(Array.from({ length: 205 }, (_, i) => `f${i}`));
  });

  it('a server that echoes the token in its error: the token is taken out of the message', async () => {
    const text = await errorOf((await makeApi('t0ken', 'octo', 'skills')).fileAt('echo', 'visible'));
    expect(text).toBe('HTTP 401: Bad credentials: token ***');
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
