/** The run's clocks (core/clock.ts), and a pool worker's start times on the main thread's anchor. */
import { describe, expect, it } from '@jest/globals';
import { MessageChannel } from 'node:worker_threads';
import { epochAnchor, epochMs, now, useEpochAnchor } from '../../src/core/clock.js';
import { defaultSettings } from '../../src/core/config-types.js';
import { WORKER_TAG } from '../../src/core/pool.js';
import { runWorker } from '../../src/core/worker.js';

describe('epochMs', () => {
  it('is the monotonic clock plus one anchor, within a millisecond of Date.now()', () => {
    const anchor = epochAnchor();
    const before = Date.now();
    const t = epochMs();
    expect(Math.abs(t - before)).toBeLessThan(5);
    expect(epochMs() - now()).toBeCloseTo(anchor, 1);
    expect(epochAnchor()).toBe(anchor);
  });

  it('takes the anchor a pool worker is given (the main thread’s), so that both threads’ times agree', () => {
    const own = epochAnchor();
    try {
      const { port1, port2 } = new MessageChannel();
      runWorker({
        [WORKER_TAG]: true,
        settings: defaultSettings(process.cwd(), false),
        files: [],
        chunk: 48,
        shared: new SharedArrayBuffer(8),
        port: port2,
        debug: [],
        holdYoung: false,
        epochAnchor: own + 1234.5,
      });
      port1.close();
      expect(epochAnchor()).toBe(own + 1234.5);
      expect(epochMs() - now()).toBeCloseTo(own + 1234.5, 1);
    } finally {
      useEpochAnchor(own);
    }
  });
});
