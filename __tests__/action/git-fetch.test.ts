/**
 * A shallow PR checkout fetches its base from origin. An HTTP origin that accepts and never
 * answers is given up after the stall bound (curl's low-speed limit, so git's helper stops
 * itself rather than being orphaned by a timeout), and no second fetch is tried.
 */
import { spawnSync } from 'node:child_process';
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Git, setFetchStallSeconds } from '../../src/action/git.js';
import { tmpDir } from '../helpers/cli.js';

describe('Git.fetch from an origin that never answers', () => {
  it('gives up after the stall bound, then tries no other fetch', async () => {
    const sockets: Socket[] = [];
    const server = createServer((s) => sockets.push(s));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const dir = tmpDir('skillgate-stall-');
    spawnSync('git', ['init', '-q'], { cwd: dir });
    spawnSync('git', ['remote', 'add', 'origin', `http://127.0.0.1:${port}/x.git`], { cwd: dir });
    setFetchStallSeconds(2);
    try {
      const git = new Git(dir);
      const t0 = Date.now();
      // execFileSync blocks this thread: the kernel queues the connection, git sends its
      // request, and nothing ever comes back.
      expect(git.fetch(['a'.repeat(40)], 1)).toBe(false);
      const first = Date.now() - t0;
      expect(first).toBeLessThan(60_000);
      const t1 = Date.now();
      expect(git.fetch(['b'.repeat(40)], 1)).toBe(false);
      expect(Date.now() - t1).toBeLessThan(first);
      await new Promise((r) => setTimeout(r, 50));
      expect(sockets.length).toBe(1);
      // git's HTTP helper stopped itself: none is left running for this origin.
      const ps = spawnSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).stdout;
      expect(ps).not.toContain(`127.0.0.1:${port}`);
    } finally {
      setFetchStallSeconds(60);
      for (const s of sockets) s.destroy();
      server.close();
    }
  });
});

describe('Git.fetch of a commit origin does not have', () => {
  it('is tried once: the same fetch asked again (the baseline, then the change set) is not run again', () => {
    const origin = tmpDir('skillgate-origin-');
    spawnSync('git', ['init', '-q'], { cwd: origin });
    const dir = tmpDir('skillgate-nofetch-');
    spawnSync('git', ['init', '-q'], { cwd: dir });
    spawnSync('git', ['remote', 'add', 'origin', `file://${origin}`], { cwd: dir });
    const ran: string[] = [];
    const git = new Git(dir, (s) => ran.push(s));
    expect(git.fetch(['c'.repeat(40)], 1)).toBe(false);
    const after = ran.filter((s) => s.includes('fetch')).length;
    expect(after).toBeGreaterThan(0);
    expect(git.fetch(['c'.repeat(40)], 1)).toBe(false);
    expect(ran.filter((s) => s.includes('fetch')).length).toBe(after);
  });
});
