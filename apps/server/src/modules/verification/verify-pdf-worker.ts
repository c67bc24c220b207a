import { serveWorkerTasks } from '../../platform/workers/worker-protocol.ts';
import { parseCertificate, verifyPdfSignatures } from '../sealing/index.ts';
import type { TVerifyTask } from './pdf-verifier.ts';

// A PDF verifier thread (pdf-verifier.ts): the signatures of one file at a time, with the
// heap cap and time limit of its pool.
serveWorkerTasks(({ bytes, trust }: TVerifyTask) =>
  verifyPdfSignatures(bytes, {
    seal: trust.seal.map((der) => parseCertificate(der)),
    tsa: trust.tsa.map((der) => parseCertificate(der)),
  }),
);
