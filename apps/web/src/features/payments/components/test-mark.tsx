import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * The word a test purchase carries wherever it is shown (PRUEBA, TEST, PROVA): the sandbox
 * payment gateway took it, and no money moved.
 */
export function TestMark() {
  const { t } = useTranslation('payments');
  return (
    <Chip
      size="small"
      color="error"
      label={t('test.mark')}
      data-testid="test-mark"
      sx={{ fontWeight: 700 }}
    />
  );
}
