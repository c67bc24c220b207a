import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link, List, ListItem, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';
import { referenceIn, type TLegalReference } from '../references';

/** Links to the official texts, then the "not legal advice" note. */
export function LegalReferences({ references }: { references: readonly TLegalReference[] }) {
  const { t, i18n } = useTranslation('legal');
  return (
    <PageSection title={t('references.title')}>
      <List dense disablePadding>
        {references
          .map((cited) => referenceIn(cited, i18n.language))
          .map((reference) => (
            <ListItem key={reference.url} disableGutters>
              <Link
                href={reference.url}
                target="_blank"
                rel="noopener noreferrer"
                lang={reference.lang}
              >
                {reference.title}
                <OpenInNewIcon fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle' }} />
              </Link>
            </ListItem>
          ))}
      </List>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, maxWidth: 860 }}>
        {t('references.disclaimer')}
      </Typography>
    </PageSection>
  );
}
