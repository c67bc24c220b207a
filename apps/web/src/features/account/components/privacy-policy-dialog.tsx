import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';

const SECTIONS = [
  'controller',
  'purposes',
  'legalBasis',
  'retention',
  'recipients',
  'rights',
] as const;

/** The privacy notice behind the register form's policy link. */
export function PrivacyPolicyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Dialog open={open} onClose={onClose} scroll="paper" aria-labelledby="privacy-title">
      <DialogTitle id="privacy-title">{t('privacy.title')}</DialogTitle>
      {/* The text scrolls inside the dialog: a named region the keyboard reaches and scrolls
          (axe: scrollable-region-focusable). */}
      <DialogContent dividers role="region" aria-labelledby="privacy-title" tabIndex={0}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('privacy.updated')}
        </Typography>
        {SECTIONS.map((key) => (
          <section key={key}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
              {t(`privacy.${key}.title`)}
            </Typography>
            <Typography sx={{ mb: 1.5 }}>{t(`privacy.${key}.text`)}</Typography>
          </section>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('privacy.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
