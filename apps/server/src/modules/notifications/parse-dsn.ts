/**
 * A delivery-status notification (RFC 3464, `multipart/report; report-type=delivery-status`)
 * as the notification needs it: which of our messages it is about (the Message-ID of the
 * returned headers, `<notification.{uuid}@host>`), and per recipient the action, the status
 * code and the remote server's diagnostic. Header continuation lines are unfolded first.
 */
export interface TDsnRecipient {
  recipient: string | null;
  action: string;
  status: string;
  diagnostic: string | null;
}

export interface TDsn {
  operationId: string | null;
  messageId: string | null;
  recipients: TDsnRecipient[];
}

/** The host stops at the next `<`: an unclosed one is not read again from every later id. */
const MESSAGE_ID =
  /<notification\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})@[^<>\s]+>/i;

export function parseDsn(raw: string): TDsn {
  const text = raw.replace(/\r\n/g, '\n').replace(/\n[ \t]+/g, ' ');
  const found = text.match(MESSAGE_ID);
  const recipients: TDsnRecipient[] = [];
  // The per-recipient field groups are separated by blank lines, each with its Action.
  for (const block of text.split(/\n[ \t]*\n/).filter((part) => /^Action:/im.test(part))) {
    const field = (name: string) =>
      block.match(new RegExp(`^${name}:\\s*(.+)$`, 'im'))?.[1]?.trim() ?? null;
    const action = field('Action')?.toLowerCase();
    const status = field('Status');
    if (!action || !status) continue;
    recipients.push({
      recipient: field('Final-Recipient')?.replace(/^rfc822;\s*/i, '') ?? null,
      action,
      status,
      diagnostic: field('Diagnostic-Code')?.replace(/^smtp;\s*/i, '') ?? null,
    });
  }
  return {
    operationId: found?.[1]?.toLowerCase() ?? null,
    messageId: found?.[0] ?? null,
    recipients,
  };
}

/** A permanent failure: the action `failed` with a 5.x.x status (RFC 3463). */
export function hardBounceOf(dsn: TDsn): TDsnRecipient | undefined {
  return dsn.recipients.find((entry) => entry.action === 'failed' && /^5\./.test(entry.status));
}
