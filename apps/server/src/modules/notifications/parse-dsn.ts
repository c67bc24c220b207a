/**
 * A delivery-status notification (RFC 3464, `multipart/report; report-type=delivery-status`)
 * as the notification needs it: the envelope id it returns (`Original-Envelope-Id`, the
 * ENVID we gave: notification-token.ts's envelopeIdOf), the server that reports it
 * (`Reporting-MTA`), and per recipient the action, the status code and the remote server's
 * diagnostic. Header continuation lines are unfolded first. The returned Message-ID is not
 * read: the recipient sees it in the message, so it proves nothing about who reports.
 */
export interface TDsnRecipient {
  recipient: string | null;
  action: string;
  status: string;
  diagnostic: string | null;
}

export interface TDsn {
  envelopeId: string | null;
  reportingMta: string | null;
  recipients: TDsnRecipient[];
}

const fieldOf = (text: string, name: string) =>
  text.match(new RegExp(`^${name}:[ \\t]*(\\S[^\\n]*)$`, 'im'))?.[1]?.trim() ?? null;

export function parseDsn(raw: string): TDsn {
  const text = raw.replace(/\r\n/g, '\n').replace(/\n[ \t]+/g, ' ');
  const recipients: TDsnRecipient[] = [];
  // The per-recipient field groups are separated by blank lines, each with its Action.
  for (const block of text.split(/\n[ \t]*\n/).filter((part) => /^Action:/im.test(part))) {
    const field = (name: string) => fieldOf(block, name);
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
    envelopeId: fieldOf(text, 'Original-Envelope-Id'),
    reportingMta:
      fieldOf(text, 'Reporting-MTA')
        ?.replace(/^dns;\s*/i, '')
        .slice(0, 255) ?? null,
    recipients,
  };
}

/** A permanent failure: the action `failed` with a 5.x.x status (RFC 3463). */
export function hardBounceOf(dsn: TDsn): TDsnRecipient | undefined {
  return dsn.recipients.find((entry) => entry.action === 'failed' && /^5\./.test(entry.status));
}
