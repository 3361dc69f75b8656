/**
 * SARIF 2.1.0 report: one rule per code (stable ruleIds: the code itself, `drift/<kind>`
 * for lock drift), results with repository-relative locations, and each file's
 * effective tools as artifact properties. A pure function of the results.
 */
import { CONTRACT_CODES, RULE_IDS } from '../core/diagnostic.js';
import type { Settings } from '../core/config-types.js';
import type { FileResult } from '../core/engine.js';
import type { Drift, DriftKind } from '../lock/types.js';
import { VERSION } from '../version.js';
import { CODE_DOCS, DRIFT_DOCS, helpUri } from './catalog.js';

const DRIFT_KINDS: DriftKind[] = ['added', 'removed', 'changed', 'moved', 'version-not-bumped'];

interface SarifRule {
  id: string;
  name: string;
  shortDescription: { text: string };
  fullDescription: { text: string };
  helpUri: string;
  help: { text: string };
  defaultConfiguration: { level: 'error' | 'warning' };
  properties: { tags: string[] };
}

function pascal(id: string): string {
  return id.replace(/(^|[-/])([a-z])/g, (_, __, c: string) => c.toUpperCase());
}

export function sarifRules(): SarifRule[] {
  const rules: SarifRule[] = [];
  for (const code of [...CONTRACT_CODES, ...RULE_IDS]) {
    const text = CODE_DOCS[code];
    const isRule = (RULE_IDS as readonly string[]).includes(code);
    rules.push({
      id: code,
      name: pascal(code),
      shortDescription: { text },
      fullDescription: { text },
      helpUri: helpUri(code),
      help: { text: `${text} See ${helpUri(code)}` },
      defaultConfiguration: {
        level:
          isRule && ['denied-tool', 'description-trigger', 'unknown-field', 'allowed-tools-list'].includes(code)
            ? 'warning'
            : 'error',
      },
      properties: { tags: [isRule ? 'policy' : 'contract', 'skill'] },
    });
  }
  for (const kind of DRIFT_KINDS) {
    rules.push({
      id: `drift/${kind}`,
      name: `LockDrift${pascal(kind)}`,
      shortDescription: { text: DRIFT_DOCS[kind] },
      fullDescription: { text: DRIFT_DOCS[kind] },
      helpUri: helpUri(`drift/${kind}`),
      help: { text: `${DRIFT_DOCS[kind]} Run \`skillgate lock\` after reviewing the change.` },
      defaultConfiguration: { level: 'error' },
      properties: { tags: ['lockfile', 'skill'] },
    });
  }
  return rules;
}

function location(uri: string, line: number, column: number) {
  return {
    physicalLocation: {
      artifactLocation: { uri: encodeURI(uri), uriBaseId: '%SRCROOT%' },
      region: { startLine: Math.max(1, line), startColumn: Math.max(1, column) },
    },
  };
}

export function sarifReport(
  results: FileResult[],
  drift: Drift[],
  settings?: Pick<Settings, 'profile' | 'trust'>,
): Record<string, unknown> {
  const rules = sarifRules();
  const index = new Map(rules.map((r, i) => [r.id, i]));
  const out: Record<string, unknown>[] = [];
  for (const r of results) {
    for (const f of r.findings) {
      out.push({
        ruleId: f.code,
        ruleIndex: index.get(f.code),
        level: f.severity,
        message: { text: f.message },
        locations: [location(r.path, f.line, f.column)],
        properties: { field: f.field, outcome: r.outcome },
      });
    }
  }
  for (const d of drift) {
    const id = `drift/${d.kind}`;
    out.push({
      ruleId: id,
      ruleIndex: index.get(id),
      level: 'error',
      message: { text: d.message },
      locations: [location(d.path, d.line, d.column)],
      properties: { skill_id: d.id, escalation: d.escalation ?? false },
    });
  }
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'skillgate',
            version: VERSION,
            semanticVersion: VERSION,
            informationUri: 'https://github.com/skillgate/skillgate',
            rules,
          },
        },
        originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The repository root.' } } },
        artifacts: results.map((r) => ({
          location: { uri: encodeURI(r.path), uriBaseId: '%SRCROOT%' },
          properties: {
            skill_id: r.data?.id ?? null,
            outcome: r.outcome,
            effective_tools: r.effective_tools ?? [],
          },
        })),
        results: out,
        properties: settings ? { profile: settings.profile, trust: settings.trust } : {},
      },
    ],
  };
}
