import { Box, Typography } from '@mui/material';

/** At most `lines` lines, the rest cut with an ellipsis. */
const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  }) as const;

/**
 * The page's title in a toolbar, with its subtitle: one line each on a wide screen; on a
 * phone, where the toolbar's buttons leave little room, a smaller title in up to three
 * lines (the toolbar's height; not cut to "Firma c…") or one above its subtitle.
 */
export function ToolbarTitle({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Box sx={{ ml: { sm: 2 }, minWidth: 0, flexGrow: 1 }}>
      <Typography
        component="p"
        variant="subtitle1"
        title={title}
        sx={{
          fontWeight: 600,
          lineHeight: { xs: 1.15, sm: 1.3 },
          fontSize: { xs: '0.9rem', sm: undefined },
          overflowWrap: 'anywhere',
          ...clamp(1),
          WebkitLineClamp: { xs: subtitle ? 1 : 3, sm: 1 },
        }}
      >
        {title}
      </Typography>
      {subtitle && (
        <Typography
          component="p"
          variant="body2"
          noWrap
          title={subtitle}
          sx={{ opacity: 0.85, fontSize: { xs: '0.75rem', sm: undefined } }}
        >
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
