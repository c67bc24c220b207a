import { DELIVERIES } from '@confirma/contracts/creation';
import { useTranslation } from 'react-i18next';
import { FormRadioGroup } from '../../../components/form-radio-group';
import type { TCreationControl } from '../create-operation.types';

/** Where the person signs or identifies: now on this device, or from the e-mailed link. */
export function DeliveryField({ control }: { control: TCreationControl }) {
  const { t } = useTranslation('flows');
  return (
    <FormRadioGroup
      control={control}
      name="delivery"
      label={t('create.identification.delivery')}
      options={DELIVERIES.map((value) => [value, t(`create.form.deliveries.${value}`)] as const)}
      // What sending does follows the choice (the intro above cannot know it).
      help={(value) => t(`create.identification.deliveryHelp.${value}`)}
    />
  );
}
