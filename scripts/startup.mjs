// Start-up cost of the CLI, side by side with bare node in the same run (issue #2 item 9):
// `skillgate validate one/SKILL.md` should stay within 1.8x of `node -e 0`.
// Usage: node scripts/startup.mjs [runs]   (alternates the two commands; prints medians)
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const runs = Number(process.argv[2] ?? 30);
const target = process.argv[3] ?? 'examples/capture-notes/SKILL.md';
const env = { ...process.env };
delete env.GITHUB_ACTIONS;
const cmds = {
  'node -e 0': [process.execPath, ['-e', '0']],
  [`skillgate validate ${target}`]: [
    process.execPath,
    [process.env.SKILLGATE_BIN || 'dist/index.js', 'validate', target],
  ],
};
const times = Object.fromEntries(Object.keys(cmds).map((k) => [k, []]));
for (let i = 0; i < runs + 3; i++) {
  for (const [name, [bin, args]] of Object.entries(cmds)) {
    const t = performance.now();
    const r = spawnSync(bin, args, { env, stdio: 'ignore' });
    const dt = performance.now() - t;
    if (r.status !== 0) throw new Error(`${name} exited ${r.status}`);
    if (i >= 3) times[name].push(dt); // the first runs warm the file cache
  }
}
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
const [base, cli] = Object.keys(cmds).map((k) => median(times[k]));
for (const k of Object.keys(cmds)) console.log(`${k.padEnd(60)} median ${median(times[k]).toFixed(1)} ms`);
console.log(`ratio ${(cli / base).toFixed(2)}x (target <= 1.8x)`);
