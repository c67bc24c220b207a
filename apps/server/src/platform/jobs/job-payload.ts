import type { z } from 'zod';

/**
 * A job's payload that its handler's schema refuses: no try will ever do better, so the
 * runner fails the job at once (a dead letter, kept `failed` with the issues as its error)
 * instead of retrying it.
 */
export class JobPayloadError extends Error {
  constructor(readonly issues: { path: string; message: string }[]) {
    super(
      `payload not valid: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`,
    );
    this.name = 'JobPayloadError';
  }
}

/** What a job's handler reads of its payload, or JobPayloadError. */
export function jobPayload<T>(schema: z.ZodType<T>, payload: unknown): T {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  throw new JobPayloadError(payloadIssues(parsed.error));
}

/** A payload's issues, where and what (never the values: they may be personal data). */
export function payloadIssues(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(payload)',
    message: issue.message,
  }));
}
