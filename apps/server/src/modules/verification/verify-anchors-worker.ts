import { serveWorkerTasks } from '../../platform/workers/worker-protocol.ts';
import { checkAnchorTokens } from '../evidence/index.ts';
import { parseCertificate } from '../sealing/index.ts';
import type { TAnchorsTask } from './anchor-verifier.ts';

// An anchor verifier thread (anchor-verifier.ts): the time-stamp tokens of one chain's
// check at a time.
serveWorkerTasks(({ anchors, trust }: TAnchorsTask) =>
  checkAnchorTokens(
    anchors,
    trust.map((der) => parseCertificate(der)),
  ),
);
