import { serveWorkerTasks } from '../../platform/workers/worker-protocol.ts';
import { checkAnchorTokens } from '../evidence/index.ts';
import { parseCertificate } from '../sealing/index.ts';
import type { TAnchorTask } from './anchor-verifier.ts';
import { readAnchorMirror } from './read-anchor-mirror.ts';

// An anchor verifier thread (anchor-verifier.ts): one posted copy of the anchor log read,
// or the time-stamp tokens of one chain checked, at a time.
serveWorkerTasks((task: TAnchorTask) =>
  task.kind === 'read-mirror'
    ? readAnchorMirror(task.bytes, task.subject)
    : checkAnchorTokens(
        task.anchors,
        task.trust.map((der) => parseCertificate(der)),
      ),
);
