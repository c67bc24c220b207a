import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../lib/i18n';
import { isLanguage, LANGUAGES } from '../../lib/language';

/**
 * ES / EN / IT: changes the interface language and remembers the choice. Each button's
 * name begins with the letters it shows, then says the language in itself ("EN, English"):
 * a person who says what they see (voice control) reaches it (WCAG 2.5.3).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={i18n.resolvedLanguage}
      aria-label={t('common:language.label')}
      onChange={(_event, value: unknown) => {
        if (isLanguage(value)) void setLanguage(value);
      }}
      sx={{ flexShrink: 0 }}
    >
      {LANGUAGES.map((language) => (
        <ToggleButton
          key={language}
          value={language}
          lang={language}
          aria-label={`${language.toUpperCase()}, ${t(`common:language.${language}`)}`}
          sx={{
            color: 'inherit',
            borderColor: 'currentColor',
            px: 1,
            py: 0.25,
            fontWeight: 600,
            opacity: 0.85,
            '&.Mui-selected, &.Mui-selected:hover': {
              color: 'inherit',
              opacity: 1,
              backgroundColor: 'rgba(127, 127, 127, 0.32)',
            },
          }}
        >
          {language.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
