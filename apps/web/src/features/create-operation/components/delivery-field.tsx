import { DELIVERIES } from '@confirma/contracts/creation';
import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TCreationControl, TCreationService } from '../create-operation.types';

/** Where the person signs or identifies: now on this device, or from the e-mailed link. */
export function DeliveryField({
  control,
  service,
}: {
  control: TCreationControl;
  service: TCreationService;
}) {
  const { t } = useTranslation('flows');
  const texts = service === 'signature' ? 'create.form' : 'create.identification';
  return (
    <Controller
      control={control}
      name="delivery"
      render={({ field }) => (
        <FormControl>
          <FormLabel id="delivery-label">{t(`${texts}.delivery`)}</FormLabel>
          <RadioGroup
            aria-labelledby="delivery-label"
            aria-describedby="delivery-help"
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
          >
            {DELIVERIES.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={t(`create.form.deliveries.${value}`)}
              />
            ))}
          </RadioGroup>
          {/* What sending does follows the choice (the intro above cannot know it). */}
          <FormHelperText id="delivery-help" sx={{ mx: 0 }}>
            {t(`${texts}.deliveryHelp.${field.value}`)}
          </FormHelperText>
        </FormControl>
      )}
    />
  );
}
