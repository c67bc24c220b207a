import { Button, type ButtonProps } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** A MUI button that navigates inside the app (hash router). */
export function LinkButton({ to, ...props }: Omit<ButtonProps, 'href'> & { to: string }) {
  return <Button component={RouterLink} to={to} {...props} />;
}
