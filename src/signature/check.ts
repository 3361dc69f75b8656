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

export function checkSignature(
  doc: SkillDocument,
  data: SkillData,
  fm: Record<string, unknown>,
  canonicalOk: boolean,
  ctx: CheckContext,
): Finding[] {
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
  const id = typeof fm.id === 'string' ? fm.id : '';
  const trust = lookupKey(ctx.keyring, id, key);
  if (trust === 'revoked') return fail('RevokedKey', `public key ${key} is revoked in ${ctx.settings.trustedKeys}`);
  if (trust === 'untrusted') {
    return fail('UntrustedKey', `public key ${key} is not trusted for skill "${id}" in ${ctx.settings.trustedKeys}`);
  }
  return [];
}
