import fs from 'node:fs';
import path from 'node:path';
import { type TProblem, ZProblem } from '@confirma/contracts/errors';
import { count } from 'drizzle-orm';
import { addCredits } from '../../src/modules/credits/add-credits.ts';
import { getCredits } from '../../src/modules/credits/get-credits.ts';
import { operations } from '../../src/modules/operations/operations-schema.ts';
import { createHttpClient } from './http-client.ts';
import { bearer, signerData } from './operations.ts';
import { signedInClient } from './sign-up.ts';
import type { TTestServer } from './test-server.ts';

/**
 * A sender who uploads PDFs through POST /api/v2/create/withotpandtoken, with `credits`
 * added on top of the sign-up bonus, and what an upload may leave behind: the balance,
 * the operations and the files in the blob store.
 */
export async function uploadingSender(server: TTestServer, email: string, credits = 0) {
  const owner = await signedInClient(server, email);
  const token = await (await owner.post('/api/v2/login')).text();
  const { userUid } = (await (await owner.get('/api/account')).json()) as { userUid: string };
  const db = server.platform.database.db;
  if (credits > 0) {
    await addCredits(db, {
      organizationId: userUid,
      kind: 'grant',
      amount: credits,
      reason: 'test',
    });
  }
  const create = (body: object) =>
    createHttpClient(server.url).post(
      `/api/v2/create/withotpandtoken/${server.platform.domainUuid}`,
      {
        signers: [{ signerData: signerData('signer@example.com'), signaturesType: ['SIMPLE'] }],
        operationData: { opClass: 1240 },
        ...body,
      },
      bearer(token),
    );
  return {
    userId: userUid,
    create,
    /** Creates an operation with `pdf` as its document. */
    upload: (pdf: Uint8Array, name = 'contrato.pdf') =>
      create({
        documents: {
          contrato: { documentName: name, documentB64: Buffer.from(pdf).toString('base64') },
        },
      }),
    /** The sender's credits, every operation and every stored blob, to compare. */
    async traces() {
      const blobsDir = path.join(server.database.dataDir, 'blobs');
      const blobs = fs.existsSync(blobsDir)
        ? fs
            .readdirSync(blobsDir, { recursive: true, withFileTypes: true })
            .filter((entry) => entry.isFile()).length
        : 0;
      const [ops] = await db.select({ n: count() }).from(operations);
      const { currentcredits } = await getCredits(db, { organizationId: userUid });
      return { credits: currentcredits, operations: ops?.n ?? 0, blobs };
    },
  };
}

/** The problem+json of a refused call. */
export async function problemOf(response: Response): Promise<TProblem> {
  if (!response.headers.get('content-type')?.includes('application/problem+json')) {
    throw new Error(`HTTP ${response.status} is not a problem: ${await response.text()}`);
  }
  return ZProblem.parse(await response.json());
}
