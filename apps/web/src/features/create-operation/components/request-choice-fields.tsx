import { SIGNING_ORDERS } from '@confirma/contracts/creation';
import { useTranslation } from 'react-i18next';
import { FormRadioGroup } from '../../../components/form-radio-group';
import type { TSignatureRequestControl } from '../create-operation.types';

/** Sequential (one level each) or parallel (all on level 1): asked once there are two signers. */
export function RequestOrderField({ control }: { control: TSignatureRequestControl }) {
  const { t } = useTranslation('flows');
  return (
    <FormRadioGroup
      control={control}
      name="order"
      label={t('flows:create.request.order')}
      options={SIGNING_ORDERS.map(
        (value) => [value, t(`flows:create.request.orders.${value}`)] as const,
      )}
      help={(value) => t(`flows:create.request.orderHelp.${value}`)}
    />
  );
}

/** Everyone invited by e-mail/SMS (the default), or the first signer signs here. */
export function RequestDeliveryField({ control }: { control: TSignatureRequestControl }) {
  const { t } = useTranslation('flows');
  return (
    <FormRadioGroup
      control={control}
      name="delivery"
      label={t('flows:create.request.delivery')}
      options={(['email', 'here'] as const).map(
        (value) => [value, t(`flows:create.request.deliveries.${value}`)] as const,
      )}
      help={(value) => t(`flows:create.request.deliveryHelp.${value}`)}
    />
  );
}
