import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreatePki } from '../sealing/pki/load-or-create-pki.ts';
import type { TPki } from '../sealing/pki/pki-types.ts';
import { createTimeStampToken } from '../sealing/tsa/create-time-stamp-token.ts';
import { anchorImprint, checkAnchorToken } from './anchor-token.ts';

const HEAD = { subjectType: 'operation', subjectId: 'op-1', seq: 7, headHash: 'ab'.repeat(32) };

describe('evidence anchor tokens', () => {
  const dirs: string[] = [];
  let platform: TPki;
  let intruder: TPki;
  const pki = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'confirma-anchor-pki-'));
    dirs.push(dir);
    return loadOrCreatePki({ dir: path.join(dir, 'pki') });
  };
  beforeAll(async () => {
    [platform, intruder] = await Promise.all([pki(), pki()]);
  });
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const stamp = (tsa: TPki, head = HEAD) =>
    createTimeStampToken(tsa.tsa, { messageImprint: anchorImprint(head) });
  const trust = () => [platform.tsa.certificate, ...platform.tsa.chain];

  it('accepts the platform TSA stamp of this head, trusted by its certificate or its root', async () => {
    const token = await stamp(platform);
    expect(checkAnchorToken(token, HEAD, trust())).toMatchObject({ ok: true });
    expect(checkAnchorToken(token, HEAD, [platform.tsa.certificate])).toMatchObject({ ok: true });
    expect(checkAnchorToken(token, HEAD, platform.root ? [platform.root] : [])).toMatchObject({
      ok: true,
    });
  });

  it('binds subject, seq and head hash: a stamp of any other head is a mismatch', async () => {
    const token = await stamp(platform);
    for (const other of [
      { ...HEAD, headHash: 'cd'.repeat(32) },
      { ...HEAD, seq: 8 },
      { ...HEAD, subjectId: 'op-2' },
      { ...HEAD, subjectType: 'notification' },
    ]) {
      expect(checkAnchorToken(token, other, trust())).toMatchObject({
        ok: false,
        problem: 'anchor-mismatch',
      });
    }
  });

  it('refuses an altered token: a changed imprint or a changed signature', async () => {
    const token = await stamp(platform);
    const imprint = anchorImprint(HEAD);
    const at = Buffer.from(token).indexOf(Buffer.from(imprint));
    expect(at).toBeGreaterThan(0);
    const otherImprint = Uint8Array.from(token);
    otherImprint[at] = (otherImprint[at] ?? 0) ^ 0x01;
    expect(checkAnchorToken(otherImprint, HEAD, trust())).toMatchObject({
      ok: false,
      problem: 'anchor-invalid',
    });
    const otherSignature = Uint8Array.from(token);
    otherSignature[otherSignature.length - 1] = (otherSignature.at(-1) ?? 0) ^ 0x01;
    expect(checkAnchorToken(otherSignature, HEAD, trust())).toMatchObject({
      ok: false,
      problem: 'anchor-invalid',
    });
    expect(
      checkAnchorToken(new Uint8Array([0x30, 0x03, 0x02, 0x01, 0x01]), HEAD, trust()),
    ).toMatchObject({ ok: false, problem: 'anchor-invalid' });
  });

  it('refuses a well-formed stamp from a TSA outside the trust, and any stamp without trust', async () => {
    // Whoever can write the database can run a TSA of their own: its stamps are well formed.
    const forged = await stamp(intruder);
    expect(checkAnchorToken(forged, HEAD, [intruder.tsa.certificate])).toMatchObject({ ok: true });
    expect(checkAnchorToken(forged, HEAD, trust())).toMatchObject({
      ok: false,
      problem: 'anchor-untrusted',
    });
    expect(checkAnchorToken(await stamp(platform), HEAD, [])).toMatchObject({
      ok: false,
      problem: 'anchor-untrusted',
    });
  });
});
