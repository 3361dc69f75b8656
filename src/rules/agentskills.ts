/**
 * Profile `agentskills` (SPEC §7): the open Agent Skills format, keyed by `name`.
 * Implemented under issue #8.
 */
import type { Finding } from '../core/diagnostic.js';
import type { YMap } from '../core/document.js';
import type { Settings } from '../core/config-types.js';
import { emptyData, type SkillData } from './v1.js';

export interface AgentSkillsContext {
  settings: Settings;
  /** Name of the directory holding the SKILL.md (`name` must equal it after NFKC). */
  dirName: string;
}

export function checkAgentSkills(root: YMap, ctx: AgentSkillsContext): { findings: Finding[]; data: SkillData } {
  void root;
  void ctx;
  const data = emptyData();
  return {
    findings: [
      {
        field: '',
        code: 'InvalidField',
        message: 'profile agentskills is not implemented yet',
        line: 1,
        column: 1,
        severity: 'error',
      },
    ],
    data,
  };
}
