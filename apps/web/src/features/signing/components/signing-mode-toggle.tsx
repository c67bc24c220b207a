import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Draw the signature, or type the name instead (for a signer without a pointer). */
export function SigningModeToggle({
  mode,
  disabled,
  onChange,
}: {
  mode: 'draw' | 'type';
  disabled: boolean;
  onChange: (mode: 'draw' | 'type') => void;
}) {
  const { t } = useTranslation('flows');
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      size="small"
      color="primary"
      value={mode}
      disabled={disabled}
      onChange={(_event, value: 'draw' | 'type' | null) => {
        if (value) onChange(value);
      }}
      aria-label={t('signing.modeLabel')}
    >
      <ToggleButton value="draw">{t('signing.modeDraw')}</ToggleButton>
      <ToggleButton value="type">{t('signing.modeType')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
