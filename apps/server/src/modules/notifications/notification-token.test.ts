import { describe, expect, it } from 'vitest';
import { envelopeIdOf, operationOfEnvelopeId } from './notification-token.ts';

const KEY = new Uint8Array(32).fill(7);
const OTHER_KEY = new Uint8Array(32).fill(8);
const OP = '3f2c1a7e-9b1d-4c5e-8f00-1234567890ab';
const OTHER_OP = '3f2c1a7e-9b1d-4c5e-8f00-1234567890ac';

describe('the envelope id', () => {
  it('names its operation under the platform key, in the characters ENVID takes as they are', () => {
    const id = envelopeIdOf(KEY, OP);
    expect(id).toMatch(/^[0-9a-f-]{36}\.[0-9a-f]{32}$/);
    expect(id.length).toBeLessThanOrEqual(100); // RFC 3461's limit
    expect(operationOfEnvelopeId(KEY, id)).toBe(OP);
    expect(operationOfEnvelopeId(KEY, ` ${id.toUpperCase()} `)).toBe(OP);
  });

  it('refuses an id made without the key, for another operation, or mangled', () => {
    const mac = envelopeIdOf(KEY, OP).slice(37);
    expect(operationOfEnvelopeId(KEY, envelopeIdOf(OTHER_KEY, OP))).toBeNull();
    expect(operationOfEnvelopeId(KEY, `${OTHER_OP}.${mac}`)).toBeNull();
    expect(operationOfEnvelopeId(KEY, `${OP}.${'0'.repeat(32)}`)).toBeNull();
    expect(operationOfEnvelopeId(KEY, OP)).toBeNull();
    expect(operationOfEnvelopeId(KEY, `${OP}.${mac}x`)).toBeNull();
    expect(operationOfEnvelopeId(KEY, `<notification.${OP}@confirma.test>`)).toBeNull();
  });
});
