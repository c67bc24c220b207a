import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actForOwnOrganization } from '../../api/switch-organization';
import { ApiError } from '../../lib/api-error';
import { NoticeSnackbar } from '../notice-snackbar';

const removed = (error: unknown) => error instanceof ApiError && error.code === 'NOT_A_MEMBER';

/**
 * Removed from the organisation while signed in: the next answer is NOT_A_MEMBER. The
 * session then goes back to the user's own organisation, and a message says why the page
 * changed. A lazy chunk of the shell, mounted for a signed-in user.
 */
export function MembershipGuard() {
  const { t } = useTranslation('nav');
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState(false);
  const moving = useRef(false);
  useEffect(() => {
    const react = (error: unknown) => {
      if (!removed(error) || moving.current) return;
      moving.current = true;
      setNotice(true);
      void actForOwnOrganization(queryClient)
        .catch(() => undefined)
        .finally(() => {
          moving.current = false;
        });
    };
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') react(event.action.error);
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') react(event.action.error);
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient]);
  return (
    <NoticeSnackbar
      notice={notice ? { severity: 'warning', text: t('organization.removed') } : null}
      onClose={() => setNotice(false)}
    />
  );
}
