import {
  SENT_OPERATION_KINDS,
  type TAuditEntry,
  type TSentOperationKind,
} from '@confirma/contracts/organizations';
import type { TFunction } from 'i18next';
import { operationPath } from '../../../config/routes';

const REVIEW_DECISIONS = ['APPROVED', 'REJECTED'] as const;

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  values.includes(value as T);

/**
 * What an audit entry says was done, in the reader's language (account namespace): the
 * action, and for the ones about an operation what it was (the kind sent, the decision
 * taken) and whether it came through an API key. An entry whose details are unknown to this
 * client reads as its action alone.
 */
export function auditActionText(entry: TAuditEntry, t: TFunction<'account'>): string {
  const { action, data } = entry;
  let text = t(`organization.audit.actions.${action}`);
  if (action === 'operation.sent' && isOneOf<TSentOperationKind>(SENT_OPERATION_KINDS, data.kind)) {
    text = t(`organization.audit.sent.${data.kind}`);
  }
  if (action === 'identification.reviewed' && isOneOf(REVIEW_DECISIONS, data.decision)) {
    text = t(`organization.audit.reviewed.${data.decision}`);
  }
  if (data.via === 'api_key') return t('organization.audit.viaApiKey', { action: text });
  if (data.via === 'kiosk') return t('organization.audit.viaKiosk', { action: text });
  return text;
}

/** The page of the operation an entry is about (a send or a review), else null. */
export function auditOperationPath(entry: TAuditEntry): string | null {
  const aboutOperation =
    entry.action === 'operation.sent' || entry.action === 'identification.reviewed';
  return aboutOperation && entry.target ? operationPath(entry.target) : null;
}
