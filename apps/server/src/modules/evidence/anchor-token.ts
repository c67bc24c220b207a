import { createHash, X509Certificate } from 'node:crypto';
import type { TCertificateInfo } from '../sealing/index.ts';
import { type TTimeStampInfo, verifyTimeStampToken } from '../sealing/index.ts';
import { canonicalJson } from './evidence-hash.ts';

const ANCHOR_VERSION = 'confirma-anchor-v1';

/**
 * The certificates a time stamp's signer must be, or be issued by: the platform TSA and
 * its root, and the external TSA's certificate or CA (TSA_CA_PATH). Held outside the
 * database, so whoever can write rows cannot make their own stamps pass.
 */
export type TTsaTrust = readonly TCertificateInfo[];

/** One chain head as a time stamp binds it. */
export interface TAnchoredHead {
  subjectType: string;
  subjectId: string;
  seq: number;
  headHash: string;
}

/** What the TSA stamps: SHA-256 of `["confirma-anchor-v1", subjectType, subjectId, seq, headHash]`. */
export function anchorImprint(head: TAnchoredHead): Uint8Array {
  const material = canonicalJson([
    ANCHOR_VERSION,
    head.subjectType,
    head.subjectId,
    head.seq,
    head.headHash,
  ]);
  return createHash('sha256').update(material).digest();
}

export type TAnchorCheck =
  | { ok: true; info: TTimeStampInfo }
  | {
      ok: false;
      problem: 'anchor-invalid' | 'anchor-untrusted' | 'anchor-mismatch';
      reason: string;
    };

/** The signer is a trusted certificate or issued by one, and was valid at `at`. */
function isTrusted(signer: TCertificateInfo, at: Date, trust: TTsaTrust): boolean {
  if (at < signer.notBefore || at > signer.notAfter) return false;
  const certificate = new X509Certificate(signer.der);
  return trust.some(
    (trusted) =>
      Buffer.compare(trusted.der, signer.der) === 0 ||
      (certificate.checkIssued(new X509Certificate(trusted.der)) &&
        certificate.verify(trusted.publicKey)),
  );
}

/**
 * Checks an anchor's TimeStampToken against the head it claims: a valid CMS signature by
 * a time-stamping certificate (`anchor-invalid` otherwise), that certificate trusted
 * (`anchor-untrusted`), and the stamped imprint equal to this head's (`anchor-mismatch`).
 */
export function checkAnchorToken(
  token: Uint8Array,
  head: TAnchoredHead,
  trust: TTsaTrust,
): TAnchorCheck {
  let info: TTimeStampInfo;
  try {
    info = verifyTimeStampToken(token);
  } catch (error) {
    return { ok: false, problem: 'anchor-invalid', reason: String(error) };
  }
  if (!isTrusted(info.signer, info.genTime, trust)) {
    return { ok: false, problem: 'anchor-untrusted', reason: 'the TSA is not trusted' };
  }
  if (Buffer.compare(info.messageImprint, anchorImprint(head)) !== 0) {
    return { ok: false, problem: 'anchor-mismatch', reason: 'the stamp is of another head' };
  }
  return { ok: true, info };
}

/** One token to check against the head it should stamp. */
export interface TAnchorToCheck {
  token: Uint8Array;
  head: TAnchoredHead;
}

/**
 * A token's check as a chain's report needs it, plain data so that a verifier thread can
 * send it back: the stamp's time (ms since the epoch) and its TSA's common name, or why
 * it fails.
 */
export type TAnchorVerdict =
  | { ok: true; genTime: number; tsa: string }
  | {
      ok: false;
      problem: 'anchor-invalid' | 'anchor-untrusted' | 'anchor-mismatch';
      reason: string;
    };

/** Checks tokens (checkAnchorToken), here or in a verifier thread: one verdict per token. */
export type TAnchorChecker = (anchors: readonly TAnchorToCheck[]) => Promise<TAnchorVerdict[]>;

export function checkAnchorTokens(
  anchors: readonly TAnchorToCheck[],
  trust: TTsaTrust,
): TAnchorVerdict[] {
  return anchors.map(({ token, head }) => {
    const check = checkAnchorToken(token, head, trust);
    return check.ok
      ? {
          ok: true,
          genTime: check.info.genTime.getTime(),
          tsa: check.info.signer.subjectCommonName,
        }
      : check;
  });
}

/** The checker of this thread: for the jobs, the certificate and the command line. */
export function checkAnchorsInThread(trust: TTsaTrust): TAnchorChecker {
  return async (anchors) => checkAnchorTokens(anchors, trust);
}
