/**
 * The signature part of validating one file (SPEC §3): verify a present signature
 * before anything else, then apply the trust mode.
 */
import type { Finding } from '../core/diagnostic.js';
import type { SkillDocument } from '../core/document.js';
import type { CheckContext } from '../core/engine.js';
import type { SkillData } from '../rules/v1.js';
import { verifyStrict } from './ed25519.js';
import { lookupKey } from './keyring.js';
import { signingMessage } from './message.js';
import { recordKeyPositions } from '../lock/positions.js';

export function checkSignature(
  doc: SkillDocument,
  data: SkillData,
  fm: Record<string, unknown>,
  canonicalOk: boolean,
  ctx: CheckContext,
): Finding[] {
  // The lock's drift report points at keys; this is the one per-document hook that sees them.
  recordKeyPositions(data, doc.root);
  const registry = ctx.settings.trust === 'registry';
  const at = data.signaturePos ?? { line: 1, column: 1 };
  const fail = (code: Finding['code'], message: string): Finding[] => [
    { field: 'signature', code, message, line: at.line, column: at.column, severity: 'error' },
  ];
  if (!data.signaturePresent) {
    return registry
      ? fail(
          'SignatureMissing',
          'skill is not signed: trust mode "registry" requires a signature (run `skillgate sign`)',
        )
      : [];
  }
  const sig = data.signature;
  if (!sig) return fail('SignatureFailed', 'signature verification failed: the signature block is malformed');
  if (!canonicalOk) {
    return fail(
      'SignatureFailed',
      'signature verification failed: the frontmatter has no canonical form (NaN, Infinity or a lone surrogate)',
    );
  }
  const verdict = verifyStrict(sig.public_key_hex, sig.signature_hex, signingMessage(fm, doc.body));
  if (!verdict.ok) return fail('SignatureFailed', `signature verification failed: ${verdict.reason}`);
  if (!registry) return [];
  const key = sig.public_key_hex.toLowerCase();
  if (!ctx.keyring) {
    return fail(
      'UntrustedKey',
      `public key ${key} is not in the trusted keyring${ctx.keyringNote ? ` (${ctx.keyringNote})` : ''}`,
    );
  }
  // The skill's identity: `id` in v1, `name` in the agentskills profile (SPEC §7).
  const id = data.id ?? (typeof fm.id === 'string' ? fm.id : typeof fm.name === 'string' ? fm.name : '');
  const trust = lookupKey(ctx.keyring, id, key);
  const keyring = ctx.settings.trustedKeys;
  if (trust === 'revoked') {
    const line = ctx.keyring.revoked.get(key);
    return fail(
      'RevokedKey',
      `public key ${key} is revoked (${keyring}${line ? `:${line}` : ''}): re-sign the skill with a trusted key`,
    );
  }
  if (trust === 'untrusted') {
    return fail(
      'UntrustedKey',
      `public key ${key} is not trusted for skill ${JSON.stringify(id)} in ${keyring}: sign with a trusted key, or add "${id} ed25519 ${key}" to the keyring`,
    );
  }
  return [];
}
