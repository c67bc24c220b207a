import type { TAuditEntry } from '@confirma/contracts/organizations';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/account.json';
import { auditActionText, auditOperationPath } from './audit-entry';

const OP = 'a644af18-9f23-4e0b-843b-a300448590ba';

function entry(action: TAuditEntry['action'], data: Record<string, unknown> = {}): TAuditEntry {
  return {
    id: 1,
    action,
    actorName: 'Ana',
    actorEmail: 'ana@example.com',
    target: OP,
    data,
    createdAt: '2030-01-06T10:00:00.000Z',
  };
}

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  ns: ['account'],
  resources: { en: { account: en } },
  showSupportNotice: false,
});
const t = i18n.getFixedT('en', 'account');

describe("the audit log's words for an entry", () => {
  it('says what was sent, and that it came through an API key', () => {
    expect(auditActionText(entry('operation.sent', { kind: 'traveller' }), t)).toBe(
      'Sent a traveller report',
    );
    expect(
      auditActionText(entry('operation.sent', { kind: 'notification', via: 'api_key' }), t),
    ).toBe('Sent a certified notification (API key)');
  });

  it('says how an identification was decided', () => {
    expect(auditActionText(entry('identification.reviewed', { decision: 'REJECTED' }), t)).toBe(
      'Reviewed an identification: rejected',
    );
  });

  it('reads details it does not know as the action alone', () => {
    expect(auditActionText(entry('operation.sent', { kind: 'hologram' }), t)).toBe(
      'Sent an operation',
    );
    expect(auditActionText(entry('operations.exported', { filters: { q: 'x' } }), t)).toBe(
      'Exported the operations',
    );
  });

  it("links a send or a review to the operation's page, and nothing else", () => {
    expect(auditOperationPath(entry('identification.reviewed'))).toBe(`/operations/${OP}`);
    expect(auditOperationPath(entry('member.invited'))).toBeNull();
    expect(auditOperationPath({ ...entry('operation.sent'), target: null })).toBeNull();
  });
});
