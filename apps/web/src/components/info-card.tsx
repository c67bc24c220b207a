import type { SvgIconComponent } from '@mui/icons-material';
import { Card, CardActions, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface TInfoCardProps {
  title: string;
  text: ReactNode;
  icon?: SvgIconComponent;
  /** Small print under the text (e.g. a price or a credit cost). */
  extra?: ReactNode;
  actions?: ReactNode;
}

/** A card with an h3 title and a short description. */
export function InfoCard({ title, text, icon: Icon, extra, actions }: TInfoCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        {Icon && <Icon color="primary" sx={{ fontSize: 36, mb: 1 }} />}
        <Typography component="h3" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
        {extra}
      </CardContent>
      {actions && (
        <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>{actions}</CardActions>
      )}
    </Card>
  );
}
