import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';

/**
 * Load on every core of the machine: `perCore` processes a core, each spinning a busy loop,
 * started at once and killed by the returned stop (which waits for them to exit). What a
 * shared CI machine does to a test server, made on purpose.
 */
export function startCpuHog(perCore = 2): () => Promise<void> {
  const hogs: ChildProcess[] = [];
  for (let i = 0; i < os.availableParallelism() * perCore; i += 1) {
    hogs.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  }
  return async () => {
    await Promise.all(
      hogs.map(
        (hog) =>
          new Promise<void>((resolve) => {
            if (hog.exitCode !== null || hog.signalCode !== null) return resolve();
            hog.once('exit', () => resolve());
            hog.kill('SIGKILL');
          }),
      ),
    );
  };
}
