import type { TMember } from '@confirma/contracts/organizations';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useRemoveMember } from '../api/remove-member';
import { useTransferOwnership } from '../api/transfer-ownership';

/** Asks before removing a member or giving them the ownership, and does it. */
export function MemberConfirmDialog({
  member,
  action,
  onClose,
  onDone,
}: {
  member: TMember;
  action: 'remove' | 'transfer';
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation('account');
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const mutation = action === 'remove' ? remove : transfer;
  const confirm = () => {
    const after = {
      onSuccess: () => {
        onClose();
        onDone(t(`organization.${action}.done`, { name: member.name }));
      },
    };
    if (action === 'remove') remove.mutate(member.id, after);
    else transfer.mutate({ memberId: member.id }, after);
  };
  return (
    <ConfirmDialog
      open
      title={t(`organization.${action}.title`, { name: member.name })}
      text={t(`organization.${action}.text`, { name: member.name })}
      confirmLabel={t(`organization.${action}.confirm`)}
      cancelLabel={t('organization.cancel')}
      pending={mutation.isPending}
      error={mutation.error}
      danger={action === 'remove'}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
