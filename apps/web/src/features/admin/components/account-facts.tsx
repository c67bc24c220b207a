import type { TAdminAccountDetail } from '@confirma/contracts/admin';
import { Chip, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../../hooks/use-locale-format';
import { Field } from './detail-drawer';

/**
 * What the back office knows of an account: its roles and standing as chips, then its
 * profile, dates, balance and operations by state.
 */
export function AccountFacts({ data }: { data: TAdminAccountDetail }) {
  const { t } = useTranslation('admin');
  const format = useLocaleFormat();
  return (
    <>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
        {data.isAdmin && <Chip color="secondary" size="small" label={t('accounts.admin')} />}
        {data.isReviewer && <Chip color="info" size="small" label={t('accounts.reviewer')} />}
        {data.twoFactorEnabled && (
          <Chip color="success" size="small" label={t('accounts.twoFactorOn')} />
        )}
        <Chip
          size="small"
          variant="outlined"
          label={data.emailVerified ? t('accounts.verified') : t('accounts.unverified')}
        />
        {data.balance.debt > 0 && (
          <Chip
            color="error"
            size="small"
            label={t('accounts.debt', { debt: data.balance.debt })}
          />
        )}
      </Stack>
      <Field label={t('accounts.name')} value={data.name} />
      <Field label={t('accounts.signedUp')} value={format.minute(data.createdAt)} />
      <Field label={t('accounts.lastLogin')} value={format.minute(data.lastLoginAt)} />
      <Field label={t('accounts.balance')} value={t('accounts.balanceValue', data.balance)} />
      <Field
        label={t('accounts.company')}
        value={[data.profile.companyName, data.profile.taxId].filter(Boolean).join(' · ')}
      />
      <Field label={t('accounts.phone')} value={data.profile.phone} />
      <Field
        label={t('accounts.address')}
        value={[
          data.profile.address,
          data.profile.postalcode,
          data.profile.city,
          data.profile.state,
          data.profile.country,
        ]
          .filter(Boolean)
          .join(', ')}
      />
      <Field
        label={t('accounts.operations')}
        value={
          data.operations.length
            ? data.operations
                .map((row) => `${t(`workspace:status.${row.status}`)} ${row.count}`)
                .join(' · ')
            : t('accounts.noOperations')
        }
      />
    </>
  );
}
