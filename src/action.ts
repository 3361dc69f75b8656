/** GitHub Action mode (issue #5 builds it out). */
export async function runAction(): Promise<number> {
  const core = await import('@actions/core');
  core.setFailed('skillgate: Action mode is not available in this build');
  return 1;
}
