/**
 * The signature part of validating one file (SPEC §3): verify a present signature
 * before anything else, then apply the trust mode.
 */
import type { Finding } from '../core/diagnostic.js';
import type { SkillDocument } from '../core/document.js';
import type { CheckContext } from '../core/engine.js';
import type { SkillData } from '../rules/v1.js';
import { MISMATCH, precheck, verifyPrechecked } from './ed25519.js';
import { lookupKey } from './keyring.js';
import { messageOf } from './message.js';

/** The signature findings of one file, and the curve check still to run when it is deferred. */
export interface SignatureCheck {
  findings: Finding[];
  /** Set when the verdict is left to `ctx.verifier`: the findings assume it verifies. */
  pending?: { key: string; sig: Uint8Array; message: Uint8Array };
}

/** The finding for a signature whose curve equation does not hold. */
export function mismatchFinding(data: SkillData): Finding {
  const at = data.signaturePos ?? { line: 1, column: 1 };
  return {
    field: 'signature',
    code: 'SignatureFailed',
    // What to do: a skill edited after signing is the common case; a forgery reads the same.
    message: `signature verification failed: ${MISMATCH} (edited since it was signed? review the change, then sign it again: \`skillgate sign\`)`,
    line: at.line,
    column: at.column,
    severity: 'error',
  };
}

/**
 * `fmDigest` is the SHA-256 of the canonical frontmatter, undefined when it has no canonical
 * form. With `ctx.verifier` set, a signature that passes the strict checks is handed over
 * for its curve check (see deferred.ts) and the trust mode is applied as if it verified;
 * the caller swaps in the failure when it does not.
 */
export function checkSignature(
  doc: SkillDocument,
  data: SkillData,
  /** The frontmatter as a value (only a trust verdict without a v1 id reads it). */
  fm: () => Record<string, unknown>,
  fmDigest: Uint8Array | undefined,
  ctx: CheckContext,
): SignatureCheck {
  const findings = signatureFindings(doc, data, fm, fmDigest, ctx);
  return Array.isArray(findings) ? { findings } : findings;
}

function signatureFindings(
  doc: SkillDocument,
  data: SkillData,
  fm: () => Record<string, unknown>,
  fmDigest: Uint8Array | undefined,
  ctx: CheckContext,
): Finding[] | SignatureCheck {
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
  if (!fmDigest) {
    return fail(
      'SignatureFailed',
      'signature verification failed: the frontmatter has no canonical form (NaN, Infinity or a lone surrogate)',
    );
  }
  const pre = precheck(sig.public_key_hex, sig.signature_hex);
  if ('reason' in pre) return fail('SignatureFailed', `signature verification failed: ${pre.reason}`);
  const message = messageOf(fmDigest, doc.body);
  if (!ctx.verifier) {
    if (!verifyPrechecked(pre.key, pre.sig, message)) return [mismatchFinding(data)];
    return trustFindings(data, fm, ctx, fail);
  }
  return { findings: trustFindings(data, fm, ctx, fail), pending: { key: pre.key, sig: pre.sig, message } };
}

/** The trust mode's verdict on a signature that verifies. */
function trustFindings(
  data: SkillData,
  fm: () => Record<string, unknown>,
  ctx: CheckContext,
  fail: (code: Finding['code'], message: string) => Finding[],
): Finding[] {
  const sig = data.signature!;
  const key = sig.public_key_hex.toLowerCase();
  if (ctx.settings.trust !== 'registry') {
    // Local mode asks for no trust, but a key the keyring revokes is known bad (SPEC §3: a
    // revoked key fails even where a line trusts it).
    const line = ctx.keyring?.revoked.get(key);
    if (line === undefined) return [];
    return fail(
      'RevokedKey',
      `public key ${key} is revoked (${ctx.settings.trustedKeys}:${line}): re-sign the skill with a trusted key`,
    );
  }
  if (!ctx.keyring) {
    return fail(
      'UntrustedKey',
      `public key ${key} is not in the trusted keyring${ctx.keyringNote ? ` (${ctx.keyringNote})` : ''}`,
    );
  }
  // The skill's identity: `id` in v1, `name` in the agentskills profile (SPEC §7).
  const value = data.id === undefined ? fm() : undefined;
  const id = data.id ?? (typeof value?.id === 'string' ? value.id : typeof value?.name === 'string' ? value.name : '');
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
