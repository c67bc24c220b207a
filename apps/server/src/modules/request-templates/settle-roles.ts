import type { TStoredTemplateRole, TTemplateRole } from '@confirma/contracts/request-templates';
import { ZTemplateRules } from '@confirma/contracts/request-templates';
import { AppError } from '../../platform/errors.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { checkRequested } from '../signer-requests/index.ts';
import type { TTemplatePageSize } from './request-templates-schema.ts';

/** The next id `<prefix>1`, `<prefix>2`… that `taken` does not hold (which it then holds). */
function nextFreeId(prefix: string, taken: Set<string>) {
  let number = 0;
  return () => {
    let id: string;
    do {
      number += 1;
      id = `${prefix}${number}`;
    } while (taken.has(id));
    taken.add(id);
    return id;
  };
}

/**
 * A template's roles as they are kept: the template's rules checked as a whole
 * (ZTemplateRules: its own PDF or a contract type, different role names, ids unique);
 * every role's way of signing one the server offers; every box and field on a page of the
 * template's PDF (`pageSizes`; null on a contract type) and inside it; the ids a role or a
 * field lacks given (`r1`, `f1`… past those taken, so a field's id is unique in the
 * template), and words only on text fields. Problems are 400s naming `body.roles.<i>…`.
 */
export function settleRoles(
  platform: Pick<TPlatform, 'config'>,
  {
    roles,
    pageSizes,
    contractType,
  }: { roles: TTemplateRole[]; pageSizes: TTemplatePageSize[] | null; contractType: string | null },
): TStoredTemplateRole[] {
  const rules = ZTemplateRules.safeParse({ roles, document: pageSizes !== null, contractType });
  if (!rules.success) {
    throw new AppError(
      'VALIDATION_FAILED',
      'The template is not valid',
      rules.error.issues.map((issue) => ({
        path: ['body', ...issue.path].join('.'),
        message: issue.message,
      })),
    );
  }
  const roleId = nextFreeId('r', new Set(roles.flatMap((role) => (role.id ? [role.id] : []))));
  const fieldId = nextFreeId(
    'f',
    new Set(roles.flatMap((role) => role.fields.flatMap((field) => (field.id ? [field.id] : [])))),
  );
  return roles.map((role, index) => {
    const path = `body.roles.${index}`;
    if (role.method === 'VIDEO_1PASO_OTP' && !platform.config.IDENTIFICATION_ENABLED) {
      throw new AppError(
        'SIGNATURE_TYPE_UNAVAILABLE',
        `${role.method} needs video identification, which this server does not offer`,
        [{ path: `${path}.method`, message: 'unavailable' }],
      );
    }
    if (pageSizes && role.placement) {
      checkRequested({ box: role.placement, path: `${path}.placement` }, pageSizes);
    }
    return {
      id: role.id ?? roleId(),
      name: role.name,
      method: role.method,
      language: role.language,
      placement: role.placement,
      fields: role.fields.map((field, at) => {
        const { placement } = field;
        // ZRequestField refuses a field without its place: the schema has run.
        if (!placement) throw new Error('a validated field has its placement');
        if (pageSizes) checkRequested({ box: placement, path: `${path}.fields.${at}` }, pageSizes);
        return {
          id: field.id ?? fieldId(),
          type: field.type,
          label: field.type === 'text' || field.type === 'checkbox' ? field.label : '',
          required: (field.type === 'text' || field.type === 'checkbox') && field.required,
          ...(field.type === 'text' && field.value ? { value: field.value } : {}),
          placement,
        };
      }),
    };
  });
}
