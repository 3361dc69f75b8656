/** `skillgate lock` writes the lockfile; `lock --check` reports drift and never writes. */
import { EXIT } from '../core/diagnostic.js';
import { resolveIn, snapshots } from '../core/run.js';
import { serializeLockfile, writeLockfileAtomic } from '../lock/lockfile.js';
import type { Parsed } from '../cli/args.js';
import { emit, type IO } from './common.js';
import { exitFor, render, runCheck } from './validate.js';
import { UsageError } from '../core/diagnostic.js';

export async function lockCommand(p: Parsed, io: IO): Promise<number> {
  if (p.positionals.length)
    throw new UsageError(
      '`skillgate lock` takes no paths: it pins every skill in the repository (use include/exclude in .skillgate.yml)',
    );
  if (p.opts.check) {
    const run = await runCheck(p, io, { requireLock: true });
    emit(p, io, render(run, p, io));
    return exitFor(run);
  }
  // Writing: the lock pins only valid contracts, so any error refuses to write.
  const run = await runCheck({ ...p, opts: { ...p.opts, lockfile: p.opts.lockfile ?? undefined } } as Parsed, io, {
    requireLock: false,
  });
  if (exitFor({ ...run, drift: [] }) !== EXIT.OK) {
    emit(p, io, render({ ...run, drift: [] }, p, io));
    io.stderr(`skillgate: not writing ${run.settings.lockfile}: fix the errors above first\n`);
    return EXIT.SCHEMA;
  }
  const text = serializeLockfile(snapshots(run.results));
  await writeLockfileAtomic(resolveIn(run.settings, run.settings.lockfile), text);
  const n = run.results.length;
  io.stdout(`wrote ${run.settings.lockfile} (${n} skill${n === 1 ? '' : 's'})\n`);
  return EXIT.OK;
}
