import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Page } from '../../components/page';
import { invitationPath, pathFor } from '../../config/routes';
import { useAuthSession } from '../../features/account/hooks/use-auth-session';
import { InvitationView } from '../../features/organization/components/invitation-view';

/**
 * /invitation/:id, the link of an organisation's invitation e-mail. Signing in or up from
 * here comes back here (`?next=`); once accepted, the session acts for the organisation and
 * the workspace (My Account → Operaciones) opens.
 */
export function InvitationPage() {
  const { t } = useTranslation('account');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const auth = useAuthSession();
  const next = encodeURIComponent(invitationPath(id));
  return (
    <Page lead={t('invitation.lead')}>
      <InvitationView
        invitationId={id}
        signedIn={auth.status === 'signedIn'}
        signInPath={`${pathFor('LoginPage')}?next=${next}`}
        registerPath={`${pathFor('RegisterPage')}?next=${next}`}
        onAccepted={() => void navigate(`${pathFor('ProfilePage')}?tab=operations`)}
      />
    </Page>
  );
}
