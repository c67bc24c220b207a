import { Avatar, Box, Stack, Typography } from '@mui/material';

export interface TStep {
  title: string;
  text: string;
}

/** Numbered steps (an ordered list) with a title and a sentence each. */
export function StepList({ steps }: { steps: readonly TStep[] }) {
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: `repeat(${Math.min(steps.length, 4)}, 1fr)` },
      }}
    >
      {steps.map((step, index) => (
        <Stack component="li" key={step.title} direction="row" spacing={2}>
          <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 }}>
            {index + 1}
          </Avatar>
          <Box>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {step.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {step.text}
            </Typography>
          </Box>
        </Stack>
      ))}
    </Box>
  );
}
