import {
  CONTACT_OPERATION_TYPES,
  needsMobile,
  ZContactPageForm,
} from '@confirma/contracts/contact';
import { useContactForm } from '../hooks/use-contact-submission';
import { ContactFieldRow, type TContactField } from './contact-field-row';
import { ContactFormShell } from './contact-form-shell';

const EMPTY = { name: '', lastname: '', email: '', nif: '', signatureSelected: '', phone: '' };
type TField = TContactField<typeof EMPTY>;

const NAMES: TField[] = [
  { name: 'name', autoComplete: 'given-name', required: true },
  { name: 'lastname', autoComplete: 'family-name', required: true },
];
const IDENTITY: TField[] = [
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'nif', help: true, required: true },
];
const TYPE: TField[] = [
  { name: 'signatureSelected', options: CONTACT_OPERATION_TYPES, required: true },
];
const MOBILE: TField[] = [
  { name: 'phone', type: 'tel', autoComplete: 'tel', help: true, required: true },
];

/**
 * The contact page's request: first
 * name, last name, e-mail, DNI/NIE (check letter verified), the operation type and, for
 * 'Identificación no asistida y firma' and 'Identificación y firma Parte Viajero', the
 * mobile number; Enviar (disabled while invalid) and Borrar; then the 'Gracias' dialog.
 */
export function ContactPageForm() {
  const { control, watch, sending } = useContactForm('CONTACT_PAGE', ZContactPageForm, EMPTY);
  return (
    <ContactFormShell form="page" sending={sending} clearable>
      <ContactFieldRow control={control} form="page" fields={NAMES} />
      <ContactFieldRow control={control} form="page" fields={IDENTITY} />
      <ContactFieldRow control={control} form="page" fields={TYPE} />
      {needsMobile(watch('signatureSelected')) && (
        <ContactFieldRow control={control} form="page" fields={MOBILE} />
      )}
    </ContactFormShell>
  );
}
