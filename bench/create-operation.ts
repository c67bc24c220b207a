import { createHttpClient } from '../apps/server/test/support/http-client.ts';
import { signedInClient } from '../apps/server/test/support/sign-up.ts';
import { startTestServer } from '../apps/server/test/support/test-server.ts';
import { median } from './stats.ts';
import type { TBenchResult } from './types.ts';

const RUNS = 40;

/**
 * POST /api/v2/create/withotpandtoken over HTTP on the embedded database: a 1-page contract
 * rendered from the template, stored, debited, evidence written, invitation queued.
 */
export async function createOperationBench(): Promise<TBenchResult[]> {
  const server = await startTestServer({ AUTH_SIGN_IN_LIMIT: '1000', AUTH_EMAIL_LIMIT: '1000' });
  try {
    const owner = await signedInClient(server, 'bench@example.com');
    const { userUid } = (await (await owner.get('/api/account')).json()) as { userUid: string };
    const { addCredits } = await import('../apps/server/src/modules/credits/add-credits.ts');
    await addCredits(server.platform.database.db, {
      organizationId: userUid,
      kind: 'grant',
      amount: 10_000,
      reason: 'bench',
    });
    const token = await (await owner.post('/api/v2/login')).text();
    const client = createHttpClient(server.url, { authorization: `Bearer ${token}` });
    const { makeTextPdf } = await import(
      '../apps/server/src/modules/sealing/testing/sample-pdfs.ts'
    );
    const uploaded = Buffer.from(await makeTextPdf(1)).toString('base64');
    const body = (i: number, withPdf: boolean) => ({
      ...(withPdf
        ? { documents: { contrato: { documentName: 'contrato.pdf', documentB64: uploaded } } }
        : {}),
      signers: [
        {
          signerData: [
            { identifier: 'name', value: 'Ana' },
            { identifier: 'lastname', value: 'García' },
            { identifier: 'email', value: `ana${i}@example.com` },
            { identifier: 'cellphone', value: '+34600111222' },
          ],
          signaturesType: ['SIMPLE'],
        },
      ],
      operationData: { opClass: 1241 },
    });
    const path = `/api/v2/create/withotpandtoken/${server.platform.domainUuid}`;
    const measure = async (withPdf: boolean) => {
      for (let i = 0; i < 5; i += 1) await client.post(path, body(i, withPdf));
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const t0 = performance.now();
        const response = await client.post(path, body(i, withPdf));
        await response.arrayBuffer();
        times.push(performance.now() - t0);
        if (response.status !== 200) throw new Error(`create answered ${response.status}`);
      }
      return median(times);
    };
    const kind = server.platform.database.kind;
    const uploadedP50 = await measure(true);
    const templateP50 = await measure(false);
    return [
      {
        name: `create operation, uploaded 1-page PDF (${kind})`,
        value: uploadedP50,
        unit: 'ms',
        target: '<= 30 ms',
        ok: uploadedP50 <= 30,
      },
      {
        name: `create operation, contract rendered from template (${kind})`,
        value: templateP50,
        unit: 'ms',
      },
    ];
  } finally {
    await server.close();
  }
}
