import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** A thin moving bar at the top while the next page's code loads. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <Box
      role="progressbar"
      aria-label={t('common:loading')}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: 'tooltip',
        overflow: 'hidden',
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          width: '40%',
          bgcolor: 'secondary.main',
          animation: 'confirma-progress 1.2s ease-in-out infinite',
        },
        '@keyframes confirma-progress': {
          from: { transform: 'translateX(-100%)' },
          to: { transform: 'translateX(250%)' },
        },
      }}
    />
  );
}
