import { createHash } from 'node:crypto';

/** The previous hash of a chain's first event. */
export const GENESIS_HASH = '0'.repeat(64);
const HASH_VERSION = 'confirma-evidence-v1';

export interface TEvidenceFields {
  subjectType: string;
  subjectId: string;
  seq: number;
  type: string;
  actorType: string;
  actorId: string | null;
  occurredAt: Date;
  ip: string | null;
  userAgent: string | null;
  documentSha256: string | null;
  data: unknown;
  prevHash: string;
}

/** JSON with object keys sorted at every depth: one byte string per value. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

/** SHA-256 over the canonical form of every field, the previous hash included. */
export function evidenceHash(fields: TEvidenceFields): string {
  const material = canonicalJson([
    HASH_VERSION,
    fields.subjectType,
    fields.subjectId,
    fields.seq,
    fields.type,
    fields.actorType,
    fields.actorId,
    fields.occurredAt.toISOString(),
    fields.ip,
    fields.userAgent,
    fields.documentSha256,
    fields.data,
    fields.prevHash,
  ]);
  return createHash('sha256').update(material).digest('hex');
}
