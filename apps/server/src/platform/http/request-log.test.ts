import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger.ts';
import { lazyChildLogger } from './request-log.ts';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger(
    { LOG_LEVEL: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line)) },
  ) as unknown as FastifyBaseLogger;
  return { log, lines, child: vi.spyOn(log, 'child') };
}

describe('lazyChildLogger', () => {
  it('makes no child until something logs, then one that carries the bindings', () => {
    const { log, lines, child } = capture();
    const requestLog = lazyChildLogger(log, { reqId: 'req-0001' }, {});
    expect(requestLog.level).toBe('info');
    expect(child).not.toHaveBeenCalled();

    requestLog.warn({ body: { token: 'secret' } }, 'first');
    requestLog.error('second');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toMatchObject([
      { reqId: 'req-0001', level: 40, msg: 'first', body: { token: '[redacted]' } },
      { reqId: 'req-0001', level: 50, msg: 'second' },
    ]);
  });

  it('keeps a level set on the request and passes a grandchild the bindings', () => {
    const { log, lines } = capture();
    const requestLog = lazyChildLogger(log, { reqId: 'req-0002' }, { level: 'error' });
    expect(requestLog.level).toBe('error');
    requestLog.info('dropped');
    requestLog.child({ step: 'seal' }).error('kept');
    expect(lines).toMatchObject([{ reqId: 'req-0002', step: 'seal', msg: 'kept' }]);
  });
});
