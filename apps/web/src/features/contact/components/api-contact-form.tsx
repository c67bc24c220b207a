import { CONTACT_MESSAGE_MAX, ZApiContactForm } from '@confirma/contracts/contact';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../../components/form-checkbox';
import { useContactForm } from '../hooks/use-contact-submission';
import { ContactFieldRow, type TContactField } from './contact-field-row';
import { ContactFormShell } from './contact-form-shell';

const EMPTY = { name: '', email: '', need: '', agree: false };
type TField = TContactField<typeof EMPTY>;

const WHO: TField[] = [
  { name: 'name', autoComplete: 'name', required: true },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
];
const NEED: TField[] = [
  { name: 'need', help: true, multiline: true, maxLength: CONTACT_MESSAGE_MAX },
];

/**
 * The API page's request for an offer: name (at most
 * 80), e-mail, the need in free text and the agreement; Send (disabled while invalid) and
 * Reset; then the 'Gracias' dialog.
 */
export function ApiContactForm() {
  const { t } = useTranslation('contact');
  const { control, sending } = useContactForm('API', ZApiContactForm, EMPTY);
  return (
    <ContactFormShell form="api" sending={sending} clearable>
      <ContactFieldRow control={control} form="api" fields={WHO} />
      <ContactFieldRow control={control} form="api" fields={NEED} />
      <FormCheckbox control={control} name="agree" label={t('api.form.agree')} />
    </ContactFormShell>
  );
}
