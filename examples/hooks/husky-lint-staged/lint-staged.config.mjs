// lint-staged config for repositories that commit skillgate.lock. Use it instead of the
// "lint-staged" key in package.json: only a JS config can hold a function, and a function
// task runs its command without appending the staged file names (`lock --check` takes none).
// The lock check also runs when the config or the keyring changes: a config that excludes a
// pinned skill or moves the lockfile drifts the lock with no SKILL.md staged. (A lockfile the
// config moves, or another keyring, goes into the second glob too.)
export default {
  '**/SKILL.md': 'skillgate validate --staged',
  '{SKILL.md,**/SKILL.md,skillgate.lock,.skillgate.yml,.skillgate/trusted-keys}': () =>
    'skillgate lock --check --staged',
};
