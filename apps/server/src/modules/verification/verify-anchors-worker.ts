import os from 'node:os';
import { serveWorkerTasks } from '../../platform/workers/worker-protocol.ts';
import { checkAnchorTokens } from '../evidence/index.ts';
import { parseCertificate } from '../sealing/index.ts';
import type { TAnchorTask } from './anchor-verifier.ts';
import { readAnchorMirror } from './read-anchor-mirror.ts';

// Anyone may post a copy to read: this thread yields the CPU to the HTTP thread. On Linux a
// nice value belongs to a thread (setpriority(2), pid 0: the calling thread); elsewhere it
// would be the whole process's, so it is left alone.
if (process.platform === 'linux') os.setPriority(os.constants.priority.PRIORITY_LOW);

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
