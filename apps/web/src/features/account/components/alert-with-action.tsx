import { Alert, type AlertColor, Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A message with its follow-up button under the text (MUI's side action is too cramped
 * on phones once translated).
 */
export function AlertWithAction({
  severity,
  text,
  action,
  role,
}: {
  severity: AlertColor;
  text: ReactNode;
  action?: ReactNode;
  role?: 'alert' | 'status';
}) {
  return (
    <Alert severity={severity} role={role} sx={{ maxWidth: 640 }}>
      <Box component="span" sx={{ display: 'block' }}>
        {text}
      </Box>
      {action && (
        <Box component="span" sx={{ display: 'block', mt: 1.5 }}>
          {action}
        </Box>
      )}
    </Alert>
  );
}
