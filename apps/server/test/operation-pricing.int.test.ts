import type { THistoryResponse } from '@confirma/contracts/account';
import { describe, expect, it } from 'vitest';
import { createOperation, signedInSender, signerData } from './support/operations.ts';
import { useTestServer } from './support/use-test-server.ts';

const nif = { identifier: 'nif', value: '12345678Z', label: 'DNI', resumen: 'Y' };

/**
 * An operation costs the sum of its signers' costs (a signature 2, an
 * identification 3, an identification and the signature 3 + 2), one ledger entry for it.
 */
describe('operation pricing', () => {
  const server = useTestServer();

  async function charged(email: string, types: string[]) {
    const sender = await signedInSender(server(), email, 40);
    const signers = types.map((type, index) => ({
      level: 1,
      order: index + 1,
      signerData: signerData(`${index}-${email}`, [], { name: `Signer${index}` }).concat(
        type === 'SIMPLE' ? [] : [nif],
      ),
      signaturesType: [type],
    }));
    const { op } = await createOperation(server(), sender.token, signers);
    const history = (await (
      await sender.client.get('/api/account/history')
    ).json()) as THistoryResponse;
    const spends = history.entries.filter((entry) => entry.kind === 'spend');
    expect(spends).toHaveLength(1);
    expect(spends[0]?.reference).toBe(op);
    return spends[0];
  }

  it('charges a SIMPLE signer and a VIDEO_1PASO_OTP signer 2 + 5', async () => {
    const spend = await charged('mixed@example.com', ['SIMPLE', 'VIDEO_1PASO_OTP']);
    expect(spend).toMatchObject({ amount: -7, reason: 'operation:signature+video_identification' });
  });

  it('charges 1 SIMPLE and 9 identification-only signers 2 + 9 × 3', async () => {
    const spend = await charged('nine@example.com', [
      'SIMPLE',
      ...Array(9).fill('IDENTIFICATION_NO_ASISTIDA'),
    ]);
    expect(spend?.amount).toBe(-29);
  });

  it('charges a single signer as before', async () => {
    const spend = await charged('single@example.com', ['VIDEO_1PASO_OTP']);
    expect(spend).toMatchObject({ amount: -5, reason: 'operation:video_identification' });
  });
});
