import { REQUEST_LIMITS } from '@confirma/contracts/operations';
import type { TRequestFromTemplate } from '@confirma/contracts/request-templates';
import type { TRequestTemplateRow } from '../request-templates/index.ts';

/**
 * The title of one row's request: the template's subject (its name when it has none) and
 * the person of its first role, "Contrato de alquiler — Inquilina 1 García", so the
 * sender's list and each invitation tell the bulk send's requests apart. Cut to the
 * subject's limit, the person's name kept whole when it can be.
 */
export function rowTitle(
  template: Pick<TRequestTemplateRow, 'name' | 'subject' | 'roles'>,
  request: TRequestFromTemplate,
): string {
  const base = template.subject.trim() || template.name;
  const first = template.roles[0];
  const person = first ? request.roles[first.id] : undefined;
  const who = person ? [person.name, person.lastname].filter(Boolean).join(' ') : '';
  if (!who) return base.slice(0, REQUEST_LIMITS.subjectMax);
  const tail = ` — ${who}`.slice(0, REQUEST_LIMITS.subjectMax);
  return `${base.slice(0, REQUEST_LIMITS.subjectMax - tail.length)}${tail}`.trim();
}
