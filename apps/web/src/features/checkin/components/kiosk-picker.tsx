import PlaceIcon from '@mui/icons-material/Place';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { kioskPath } from '../../../config/routes';
import { useErrorText } from '../../../hooks/use-error-text';
import { useKioskEstablishments } from '../api/list-kiosk-establishments';

/** The reception kiosk's first question: at which of the organisation's establishments. */
export function KioskPicker() {
  const { t } = useTranslation('flows');
  const errorText = useErrorText();
  const list = useKioskEstablishments(true);
  if (list.isError) {
    return (
      <Alert
        severity="error"
        action={<Button onClick={() => void list.refetch()}>{t('checkin.retry')}</Button>}
      >
        {errorText(list.error)}
      </Alert>
    );
  }
  if (!list.data) return <CircularProgress aria-label={t('kiosk.picker.loading')} />;
  if (list.data.establishments.length === 0) {
    return (
      <Alert severity="info" data-testid="kiosk-picker-empty">
        {t('kiosk.picker.empty')}
      </Alert>
    );
  }
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography sx={{ mb: 2 }}>{t('kiosk.picker.lead')}</Typography>
      <Paper variant="outlined">
        <List aria-label={t('kiosk.picker.label')} disablePadding data-testid="kiosk-picker">
          {list.data.establishments.map((establishment) => (
            <ListItem key={establishment.id} disablePadding divider>
              <ListItemButton
                component={RouterLink}
                to={kioskPath(establishment.id)}
                data-testid="kiosk-picker-item"
                sx={{ minHeight: 72 }}
              >
                <ListItemIcon>
                  <PlaceIcon color="primary" />
                </ListItemIcon>
                <ListItemText
                  primary={establishment.name}
                  secondary={establishment.address || null}
                  slotProps={{ primary: { sx: { fontSize: '1.2rem', fontWeight: 500 } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
    </Box>
  );
}
