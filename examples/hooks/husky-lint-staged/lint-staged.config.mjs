// lint-staged config for repositories that commit skillgate.lock. Use it instead of the
// "lint-staged" key in package.json: only a JS config can hold a function, and a function
// task runs its command without appending the staged file names (`lock --check` takes none).
export default {
  '**/SKILL.md': 'skillgate validate',
  '{SKILL.md,**/SKILL.md,skillgate.lock}': () => 'skillgate lock --check',
};
