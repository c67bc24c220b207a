import { FORM_LIMITS } from '@confirma/contracts/constants';
import { CONTACT_MESSAGE_MAX, ZContactRequestForm } from '@confirma/contracts/contact';
import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { FormCheckbox } from '../../../components/form-checkbox';
import { LinkButton } from '../../../components/link-button';
import { pathFor } from '../../../config/routes';
import { useContactForm } from '../hooks/use-contact-submission';
import { ContactFieldRow, type TContactField } from './contact-field-row';
import { ContactFormShell } from './contact-form-shell';

const EMPTY = {
  name: '',
  company: '',
  email: '',
  phone: '',
  message: '',
  consentPrivacy: false,
  consentContact: false,
};
type TField = TContactField<typeof EMPTY>;

const WHO: TField[] = [
  { name: 'name', autoComplete: 'name', required: true },
  { name: 'company', autoComplete: 'organization', maxLength: FORM_LIMITS.companyMax },
];
const REACH: TField[] = [
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel', required: true },
];
const MESSAGE: TField[] = [
  { name: 'message', help: true, multiline: true, maxLength: CONTACT_MESSAGE_MAX },
];

/** The pages that explain video identification (and hold this form). */
const IDENTIFICATION_PAGES = [pathFor('IdentificationPage'), pathFor('IdentificationPage2')];

/**
 * The contact-request form: name, company, e-mail, phone, a
 * description and two consents; submit is disabled until valid. Afterwards the 'Gracias'
 * dialog (Cerrar, and VideoIdentificación) and, on the page, 'Generar Operación de Firma'
 * (the public signature demo), which stays for the rest of the visit in this tab. Video
 * identification is not open yet, so VideoIdentificación leads to the identification
 * page's explanation (its top, which says so), not to a capture that does not exist.
 */
export function ContactRequestForm() {
  const { t } = useTranslation('contact');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { control, sending } = useContactForm('CONTACT_REQUEST', ZContactRequestForm, EMPTY);
  const toVideoIdentification = () => {
    sending.closeThanks();
    // A new entry even on the same page: the router's scroll restoration takes it to the top.
    void navigate(
      IDENTIFICATION_PAGES.includes(pathname) ? pathname : pathFor('IdentificationPage'),
    );
  };
  return (
    <>
      <ContactFormShell
        form="request"
        sending={sending}
        dialogAction={
          <Button onClick={toVideoIdentification}>{t('request.videoIdentification')}</Button>
        }
      >
        <ContactFieldRow control={control} form="request" fields={WHO} />
        <ContactFieldRow control={control} form="request" fields={REACH} />
        <ContactFieldRow control={control} form="request" fields={MESSAGE} />
        <FormCheckbox
          control={control}
          name="consentPrivacy"
          label={t('request.form.consentPrivacy')}
        />
        <FormCheckbox
          control={control}
          name="consentContact"
          label={t('request.form.consentContact')}
        />
      </ContactFormShell>
      {sending.sent && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          <Stack spacing={1.5} alignItems="flex-start">
            <span>{t('request.sentNote')}</span>
            <LinkButton variant="contained" color="secondary" to={pathFor('CreateSignPage')}>
              {t('request.signOperation')}
            </LinkButton>
          </Stack>
        </Alert>
      )}
    </>
  );
}
