import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { SuccessDialog } from '../../../components/success-dialog';
import { operationPath } from '../../../config/routes';
import type { TRequestSent } from '../hooks/use-send-request';

/** "Sent": who the invitation went to, with the way to the operation's page. */
export function RequestSentDialog({
  sent,
  onClose,
}: {
  sent: TRequestSent | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('flows');
  return (
    <SuccessDialog
      open={sent !== null}
      title={t('flows:create.sent.title')}
      text={
        sent
          ? [
              t('flows:create.request.sent', { emails: sent.emails.join(', ') }),
              ...(sent.more ? [t('flows:create.request.sentNext')] : []),
            ].join(' ')
          : ''
      }
      onClose={onClose}
      action={
        sent ? (
          <LinkButton variant="outlined" to={operationPath(sent.uuid)}>
            {t('flows:create.sent.open')}
          </LinkButton>
        ) : undefined
      }
    />
  );
}
