import CheckIcon from '@mui/icons-material/Check';
import { Box, ButtonBase, Tooltip, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** A titled block of the settings drawer. */
export function DrawerSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="overline" component="h3" sx={{ color: 'text.secondary' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export const swatchRing = (selected: boolean) => ({
  outline: '2px solid',
  outlineColor: selected ? 'text.primary' : 'transparent',
  outlineOffset: 2,
});

/** A round colour button with a check mark when selected. */
export function ColorSwatch({
  color,
  label,
  selected,
  onClick,
}: {
  color: string;
  label: string;
  selected: boolean;
  onClick: () => void;
}) {
  const theme = useTheme();
  return (
    <Tooltip title={label}>
      <ButtonBase
        aria-label={label}
        aria-pressed={selected}
        onClick={onClick}
        sx={{ width: 32, height: 32, borderRadius: '50%', bgcolor: color, ...swatchRing(selected) }}
      >
        {selected && (
          <CheckIcon fontSize="small" sx={{ color: theme.palette.getContrastText(color) }} />
        )}
      </ButtonBase>
    </Tooltip>
  );
}
