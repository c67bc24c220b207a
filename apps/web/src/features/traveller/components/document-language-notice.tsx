import { languageOfNationality } from '@confirma/contracts/countries';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Button, IconButton, Stack } from '@mui/material';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dismissDocumentLanguageNotice,
  documentLanguageNotice,
  setLanguage,
  showDocumentLanguage,
} from '../../../lib/i18n';

/**
 * The guest's pages in the language of the document they identified with, where it is one
 * of ours and they chose none (`showDocumentLanguage`), and a word saying so with the way
 * back to the language they had, in that language.
 */
export function DocumentLanguageNotice({ nationality }: { nationality: string | null }) {
  const { t } = useTranslation('flows');
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    showDocumentLanguage(languageOfNationality(nationality));
  }, [nationality]);
  // Read on every render: `useTranslation` renders again on each change of language.
  const notice = documentLanguageNotice();
  if (!notice) return null;
  return (
    <Alert
      severity="info"
      data-testid="document-language-notice"
      action={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button
            color="inherit"
            size="small"
            lang={notice.previous}
            onClick={() => void setLanguage(notice.previous)}
          >
            {t('parte.documentLanguage.back', { lng: notice.previous })}
          </Button>
          <IconButton
            color="inherit"
            size="small"
            aria-label={t('parte.documentLanguage.close')}
            onClick={() => {
              dismissDocumentLanguageNotice();
              rerender();
            }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      }
    >
      {t('parte.documentLanguage.shown')}
    </Alert>
  );
}
