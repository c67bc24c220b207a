import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessRequiredDialog } from '../../features/account/components/access-required-dialog';
import { useScrollRestore } from '../../hooks/use-scroll-restore';
import { useSignedInEmail } from '../../hooks/use-signed-in-email';
import { track } from '../../lib/analytics';
import { CreationDialog } from './creation-dialog';
import type { TTryService } from './try-it.types';

/**
 * Try (the service pages): creating needs a signed-in account
 * holder. A visitor is asked to log in or register; an account holder gets the creation
 * dialog, and the page scrolls back to where it was when it closes.
 */
export function TryItButton({ service }: { service: TTryService }) {
  const { t } = useTranslation('pages');
  const email = useSignedInEmail();
  const scroll = useScrollRestore();
  const [open, setOpen] = useState<'access' | 'create' | null>(null);
  const press = () => {
    track({ category: 'TryButton', action: 'click', label: service });
    if (!email) return setOpen('access');
    scroll.remember();
    setOpen('create');
  };
  return (
    <>
      <Button variant="contained" size="large" onClick={press}>
        {t('try.button')}
      </Button>
      <AccessRequiredDialog
        open={open === 'access'}
        ocr={service === 'ocr'}
        onClose={() => setOpen(null)}
      />
      <CreationDialog
        open={open === 'create'}
        service={service}
        onClose={() => setOpen(null)}
        onExited={scroll.restore}
      />
    </>
  );
}
