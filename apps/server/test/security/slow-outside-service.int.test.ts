import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerWithFlakyTsa } from '../support/flaky-tsa.ts';
import {
  createOperation,
  PHONE,
  prepareOtpSignature,
  senderToken,
  signerData,
} from '../support/operations.ts';

const signer = (email: string) => ({ signerData: signerData(email), signaturesType: ['SIMPLE'] });

// An outside service the platform calls while it answers a request (here the TSA at
// TSA_URL, during a signature's seal) may be slow. The request waiting on it gives up its
// write slot meanwhile (awayFromAdmission): one write slot, no queue, and another account's
// write is still served at once, not refused with 503 SERVER_BUSY.
describe('a slow outside service', () => {
  let setup: Awaited<ReturnType<typeof startServerWithFlakyTsa>>;

  beforeAll(async () => {
    setup = await startServerWithFlakyTsa({
      ADMISSION_RUNNING: '1',
      ADMISSION_WAITING: '0',
      TSA_TIMEOUT_MS: '600000',
    });
    setup.tsa.state.down = false;
  });
  afterAll(() => setup?.close());

  it('holds no write slot while a signature waits for its time stamp', async () => {
    const { server, tsa } = setup;
    const alice = await senderToken(server, 'slow-tsa-alice@example.com');
    const bob = await senderToken(server, 'slow-tsa-bob@example.com');
    const { op, doc, loginautToken } = await createOperation(server, alice, [
      signer('ana@example.com'),
    ]);
    const verify = await prepareOtpSignature(server, op, doc, loginautToken, PHONE);
    let answer = () => {};
    tsa.state.held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const before = tsa.state.requests;
    const signing = verify();
    while (tsa.state.requests === before) await new Promise((resolve) => setTimeout(resolve, 10));

    // The signature waits on the TSA; another account creates an operation meanwhile.
    const other = await createOperation(server, bob, [signer('eva@example.com')]);
    expect(other.op).toBeTruthy();

    answer();
    tsa.state.held = undefined;
    expect((await signing).status).toBe(200);
  }, 180_000);
});
