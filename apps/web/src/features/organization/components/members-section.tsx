import type { TMember } from '@confirma/contracts/organizations';
import { Alert, CircularProgress, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeSnackbar, type TNotice } from '../../../components/notice-snackbar';
import { PageSection } from '../../../components/page-section';
import { useErrorText } from '../../../hooks/use-error-text';
import { usePermission } from '../../../hooks/use-permission';
import { useSession } from '../../../lib/session-store';
import { useMembers } from '../api/list-members';
import { useUpdateMember } from '../api/update-member';
import { LeaveOrganizationButton } from './leave-organization-button';
import { MemberCard, type TMemberAction } from './member-card';
import { MemberConfirmDialog } from './member-confirm-dialog';
import { MemberLimitDialog } from './member-limit-dialog';

/**
 * Miembros: everyone sees who is in the organisation; what they may change follows their
 * role (`manage`: roles, limits, removals; `own`: the transfer). Leaving is for everyone.
 */
export function MembersSection({ personal }: { personal: boolean }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const members = useMembers();
  const manage = usePermission('manage');
  const own = usePermission('own');
  const userId = useSession((session) => session.userUid);
  const updateRole = useUpdateMember();
  const [acting, setActing] = useState<{ member: TMember; action: TMemberAction } | null>(null);
  const [notice, setNotice] = useState<TNotice | null>(null);
  const done = (text: string) => setNotice({ severity: 'success', text });
  return (
    <PageSection title={t('organization.members.title')}>
      {members.isPending && <CircularProgress aria-label={t('organization.members.title')} />}
      {members.isError && <Alert severity="error">{errorText(members.error)}</Alert>}
      {members.isSuccess && (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {members.data.members.map((member) => (
            <MemberCard
              key={member.id}
              member={member}
              self={member.userId === userId}
              manage={manage}
              own={own}
              busy={updateRole.isPending}
              onRole={(role) =>
                updateRole.mutate(
                  { memberId: member.id, role },
                  {
                    onSuccess: () =>
                      done(t('organization.members.roleChanged', { name: member.name })),
                    onError: (error) => setNotice({ severity: 'error', text: errorText(error) }),
                  },
                )
              }
              onAction={(action) => setActing({ member, action })}
            />
          ))}
        </Stack>
      )}
      {!personal && <LeaveOrganizationButton />}
      {acting?.action === 'limit' && (
        <MemberLimitDialog member={acting.member} onClose={() => setActing(null)} />
      )}
      {(acting?.action === 'remove' || acting?.action === 'transfer') && (
        <MemberConfirmDialog
          member={acting.member}
          action={acting.action}
          onClose={() => setActing(null)}
          onDone={done}
        />
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </PageSection>
  );
}
