import { LinearProgress, Stack, Typography } from '@mui/material';

/**
 * What a form is doing while it sends (solving the proof of work, then the request):
 * announced politely to screen readers; the fields stay editable meanwhile.
 */
export function WorkingStatus({ text }: { text: string }) {
  return (
    <Stack spacing={1} role="status">
      <Typography variant="body2">{text}</Typography>
      <LinearProgress aria-label={text} />
    </Stack>
  );
}
