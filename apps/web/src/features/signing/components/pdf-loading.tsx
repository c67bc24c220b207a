import { CircularProgress, Stack } from '@mui/material';

/** Placeholder while the document's bytes are on their way. */
export function PdfLoading({ label }: { label: string }) {
  return (
    <Stack alignItems="center" sx={{ py: 6, bgcolor: 'action.hover', borderRadius: 1 }}>
      <CircularProgress aria-label={label} />
    </Stack>
  );
}
