import { ANCHOR_MIRROR_SUBJECT_MAX } from '@confirma/contracts/constants';
import { ZAnchorMirror } from '@confirma/contracts/verify';
import { distinctMirroredAnchors, type TMirroredAnchor } from '../evidence/index.ts';

/** A posted copy of the anchor log, read: the anchors of one chain, or why it is no copy. */
export type TMirrorRead = { ok: true; anchors: TMirroredAnchor[] } | { ok: false; reason: string };

/** The issues named in a refusal: enough to find what is wrong, not one per anchor. */
const ISSUES_SHOWN = 3;

/**
 * Reads a posted copy of the public anchor log (the body of the mirror check, up to
 * ANCHOR_MIRROR_MAX_BYTES) and keeps the distinct anchors of the chain `subject` names
 * (anchorSubject's hash). Runs in the anchor verifier's thread: parsing and validating 10 MB
 * of JSON is a tenth of a second of CPU, which the HTTP thread does not give. Refused: no
 * JSON, no copy (ZAnchorMirror: tokens in canonical base64), or more than
 * ANCHOR_MIRROR_SUBJECT_MAX distinct anchors of the chain, which no chain has.
 */
export function readAnchorMirror(bytes: Uint8Array, subject: string): TMirrorRead {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString());
  } catch {
    return { ok: false, reason: 'The body is not JSON' };
  }
  const parsed = ZAnchorMirror.safeParse(json);
  if (!parsed.success) {
    const { issues } = parsed.error;
    const named = issues
      .slice(0, ISSUES_SHOWN)
      .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`);
    const more = issues.length > ISSUES_SHOWN ? ` (and ${issues.length - ISSUES_SHOWN} more)` : '';
    return {
      ok: false,
      reason: `The body is no copy of GET /api/verify/anchors: ${named.join('; ')}${more}`,
    };
  }
  const anchors = distinctMirroredAnchors(parsed.data, subject);
  if (anchors.length > ANCHOR_MIRROR_SUBJECT_MAX) {
    return {
      ok: false,
      reason: `The copy holds more than ${ANCHOR_MIRROR_SUBJECT_MAX} anchors of this operation: no chain has as many`,
    };
  }
  return { ok: true, anchors };
}
