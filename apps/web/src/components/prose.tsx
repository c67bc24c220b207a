import { Stack, Typography } from '@mui/material';

/** Paragraphs of running text, at a readable line length. */
export function Prose({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 860 }}>
      {paragraphs.map((paragraph) => (
        <Typography key={paragraph}>{paragraph}</Typography>
      ))}
    </Stack>
  );
}
