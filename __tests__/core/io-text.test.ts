/** fsReason: an fs error in words, without the machine's paths. */
import { fsReason } from '../../src/core/io-text.js';

const err = (code: string | undefined, message: string) => Object.assign(new Error(message), code ? { code } : {});

describe('fsReason', () => {
  it.each([
    ['ENOTDIR', "ENOTDIR: not a directory, open '/abs/x/.y.1.tmp'", 'a part of its path is a file, not a directory'],
    ['ENOSPC', 'ENOSPC: no space left on device, write', 'no space left on the device'],
    ['EACCES', "EACCES: permission denied, open '/abs/k'", 'permission denied'],
    // Codes without words of ours keep Node's description, never its path.
    ['ENXIO', "ENXIO: no such device or address, open '/abs/sock'", 'no such device or address (ENXIO)'],
    ['EFBIG', 'EFBIG: file too large, write', 'file too large (EFBIG)'],
    ['EWEIRD', 'EWEIRD:', 'EWEIRD'],
    // skillgate's own errors carry a code and are words already.
    ['ENOTREG', 'it is a FIFO, not a regular file', 'it is a FIFO, not a regular file'],
    [undefined, 'something else', 'something else'],
  ])('%s', (code, message, words) => {
    const text = fsReason(err(code, message));
    expect(text).toBe(words);
    expect(text).not.toContain('/abs');
  });
});
