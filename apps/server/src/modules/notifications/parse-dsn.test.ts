import { describe, expect, it } from 'vitest';
import { hardBounceOf, parseDsn } from './parse-dsn.ts';

const ID = '3f2c1a7e-9b1d-4c5e-8f00-1234567890ab';
const ENVID = `${ID}.0123456789abcdef0123456789abcdef`;

/** A bounce as Postfix writes it: its own Message-ID first, ours in the returned headers. */
const report = (action: string, status: string) => `Message-ID: <20261123083000.ABC@mx.example.net>
From: MAILER-DAEMON@mx.example.net
Content-Type: multipart/report; report-type=delivery-status; boundary="B"

--B
Content-Type: text/plain

This is the mail system at host mx.example.net.

--B
Content-Type: message/delivery-status

Reporting-MTA: dns; mx.example.net
Original-Envelope-Id: ${ENVID}
Arrival-Date: Mon, 23 Nov 2026 08:30:00 +0000

Final-Recipient: rfc822; nadie@example.net
Original-Recipient: rfc822;nadie@example.net
Action: ${action}
Status: ${status}
Remote-MTA: dns; in.example.net
Diagnostic-Code: smtp; 550 5.1.1 <nadie@example.net>: Recipient address
 rejected: User unknown

--B
Content-Type: text/rfc822-headers

Message-ID: <notification.${ID}@confirma.test>
Subject: Notificación certificada: Requerimiento

--B--
`;

describe('parseDsn', () => {
  it('finds the envelope id, the reporting server and a permanent failure with the unfolded diagnostic', () => {
    const dsn = parseDsn(report('failed', '5.1.1'));
    expect(dsn.envelopeId).toBe(ENVID);
    expect(dsn.reportingMta).toBe('mx.example.net');
    expect(hardBounceOf(dsn)).toEqual({
      recipient: 'nadie@example.net',
      action: 'failed',
      status: '5.1.1',
      diagnostic: '550 5.1.1 <nadie@example.net>: Recipient address rejected: User unknown',
    });
  });

  it('takes a delay or a temporary failure for no bounce', () => {
    expect(hardBounceOf(parseDsn(report('delayed', '4.4.1')))).toBeUndefined();
    expect(hardBounceOf(parseDsn(report('failed', '4.2.2')))).toBeUndefined();
  });

  it('takes no envelope id from the Message-ID the recipient sees', () => {
    const forged = report('failed', '5.1.1').replace(/^Original-Envelope-Id: .*\n/m, '');
    expect(parseDsn(forged).envelopeId).toBeNull();
    expect(hardBounceOf(parseDsn(forged))?.status).toBe('5.1.1');
  });
});
