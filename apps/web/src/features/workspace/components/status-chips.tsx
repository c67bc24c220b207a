import type { TOperationStatus, TSignerStatus } from '@confirma/contracts/operations';
import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';

type TColor = ChipProps['color'];

const OPERATION_COLORS: Partial<Record<TOperationStatus, TColor>> = {
  CREATED: 'default',
  SIGNED: 'success',
  ACKNOWLEDGED: 'success',
  REJECTED: 'error',
  BOUNCED: 'error',
  EXPIRED: 'default',
  CANCELLED: 'default',
};

const SIGNER_COLORS: Partial<Record<TSignerStatus, TColor>> = {
  PENDING: 'default',
  SIGNED: 'success',
  ACKNOWLEDGED: 'success',
  REJECTED: 'error',
};

/** An operation's status, in words (the code in `data-status` for tests and tools). */
export function OperationStatusChip({ status }: { status: TOperationStatus }) {
  const { t } = useTranslation('workspace');
  return (
    <Chip
      size="small"
      color={OPERATION_COLORS[status] ?? 'info'}
      label={t(`status.${status}`)}
      data-status={status}
    />
  );
}

/** A signer's own status, in words. */
export function SignerStatusChip({ status }: { status: TSignerStatus }) {
  const { t } = useTranslation('workspace');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={SIGNER_COLORS[status] ?? 'info'}
      label={t(`signerStatus.${status}`)}
      data-status={status}
    />
  );
}
