import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * First in the tab order: jumps past the toolbar to the page. Hidden until focused. The
 * hash router owns `#…`, so it moves focus itself instead of following `href`.
 */
export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${target}`}
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById(target);
        main?.focus();
        main?.scrollIntoView();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {t('common:skipToContent')}
    </Box>
  );
}
