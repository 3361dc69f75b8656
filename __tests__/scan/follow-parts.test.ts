/**
 * followParts resolves a path as the kernel does, one part at a time: a `..` inside a link's
 * target goes up from where the parts before it lead. linkHops (which links a SKILL.md goes
 * through, for --changed-since) and --output's guard on a dangling link both use it.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { followParts, linkHops } from '../../src/scan/files.js';
import { tmpDir } from '../helpers/cli.js';

describe('followParts', () => {
  const root = tmpDir('skillgate-follow-');
  mkdirSync(path.join(root, 'skills/real'), { recursive: true });
  mkdirSync(path.join(root, 'out'));
  writeFileSync(path.join(root, 'skills/real/SKILL.md'), 'x');
  // out/s -> ../skills: `out/s/..` is the root, not out/.
  symlinkSync('../skills', path.join(root, 'out/s'));
  symlinkSync('s/../skills/real/SKILL.md', path.join(root, 'out/through'));
  symlinkSync('s/../gone.lock', path.join(root, 'out/dangling'));
  symlinkSync('loop', path.join(root, 'out/loop'));

  it('follows a target through a symlinked folder before going up', () => {
    expect(followParts(path.join(root, 'out/through'))).toBe(path.join(root, 'skills/real/SKILL.md'));
    expect(followParts(path.join(root, 'out/dangling'))).toBe(path.join(root, 'gone.lock'));
  });

  it('ends at the first missing part with the rest as written, and gives up on a loop', () => {
    // (Written as text: path.join would take the `..` away first.)
    expect(followParts(`${root}/out/nope/../x`)).toBe(path.join(root, 'out/x'));
    expect(followParts(`${root}/out/nope/more`)).toBe(path.join(root, 'out/nope/more'));
    expect(followParts(path.join(root, 'out/loop'))).toBeUndefined();
  });

  it('linkHops names each link and where the chain ends, inside the repository', () => {
    expect(linkHops(root, path.join(root, 'out/through'))).toEqual(['out/through', 'out/s', 'skills/real/SKILL.md']);
    expect(linkHops(root, path.join(root, 'skills/real/SKILL.md'))).toBeUndefined();
  });
});
