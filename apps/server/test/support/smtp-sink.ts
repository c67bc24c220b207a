import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface TReceivedMail {
  from: string | undefined;
  to: string[];
  /** The envelope id given with MAIL FROM (RFC 3461 ENVID), as a relay would keep it. */
  envelopeId: string | undefined;
  raw: string;
}

/**
 * A real SMTP server on a random local port (with the DSN extension, as a relay such as
 * Postfix offers it) that keeps what it accepts and refuses the
 * `rejectRecipients` at RCPT TO, as a mail server refuses an unknown user. `holdNext` makes it
 * keep the next message's DATA phase open until released (to crash a sender mid-delivery).
 */
export async function startSmtpSink(
  options: {
    /** Recipients refused at RCPT TO with `550 5.1.1 <address>: User unknown`. */
    rejectRecipients?: string[];
  } = {},
) {
  const received: TReceivedMail[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  let holding: { started: () => void } | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    hideDSN: false,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!options.rejectRecipients?.includes(address.address)) return callback();
      const error = new Error(
        `5.1.1 <${address.address}>: Recipient address rejected: User unknown`,
      );
      return callback(Object.assign(error, { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const accept = () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            envelopeId: session.envelope.dsn?.envid ?? undefined,
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
          for (const waiter of waiting.filter((w) => received.length >= w.count)) {
            waiting.splice(waiting.indexOf(waiter), 1);
            waiter.resolve();
          }
        };
        if (!holding) return accept();
        const hold = holding;
        holding = undefined;
        // Never answered: the sender is killed while it waits.
        hold.started();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves when the next message reached DATA and is being held unanswered. */
    holdNext: () =>
      new Promise<void>((started) => {
        holding = { started };
      }),
    /** Resolves once `count` messages in all have been accepted. */
    accepted: (count: number) =>
      new Promise<void>((resolve) => {
        if (received.length >= count) resolve();
        else waiting.push({ count, resolve });
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
