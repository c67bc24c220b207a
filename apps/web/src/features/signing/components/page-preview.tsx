import { Box } from '@mui/material';
import { useState } from 'react';
import { dropEarlyPage } from '../early-page';
import { PAGE_PADDING } from '../pdf-layout';

/** A page's picture (an object URL) and its text alternative. */
export interface TPagePicture {
  src: string;
  alt: string;
}

/**
 * The first page's picture, as wide as the viewer draws pages; `data-shown` once it is on
 * screen (the e2e tests and the bench wait on it).
 */
export function PreviewImage({ src, alt }: TPagePicture) {
  const [shown, setShown] = useState(false);
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      data-testid="page-preview"
      data-shown={shown || undefined}
      onLoad={() => {
        setShown(true);
        dropEarlyPage();
      }}
      sx={{
        display: 'block',
        width: '100%',
        maxWidth: 820,
        height: 'auto',
        mx: 'auto',
        boxShadow: 2,
        bgcolor: 'common.white',
      }}
    />
  );
}

/**
 * The document's first page as a picture, where the viewer will be, until pdf.js runs: the
 * signer reads at once. Marked busy: the document itself is still loading.
 */
export function PagePreview({ src, label, alt }: TPagePicture & { label: string }) {
  return (
    <Box
      role="region"
      aria-label={label}
      aria-busy="true"
      sx={{
        bgcolor: 'action.hover',
        borderRadius: 1,
        overflow: 'hidden',
        maxHeight: { xs: '70vh', md: '75vh' },
        p: `${PAGE_PADDING}px`,
      }}
    >
      <PreviewImage src={src} alt={alt} />
    </Box>
  );
}
