import { Alert } from '@mui/material';
import { pathFor } from '../config/routes';
import { LinkButton } from './link-button';

/** Asks a visitor to sign in first (a page of a role: the back office, the review desk). */
export function SignInFirst({
  text,
  label,
  testId,
}: {
  text: string;
  /** The sign-in button's words. */
  label: string;
  testId?: string;
}) {
  return (
    <Alert
      severity="info"
      data-testid={testId}
      action={
        <LinkButton to={pathFor('LoginPage')} color="inherit" size="small">
          {label}
        </LinkButton>
      }
    >
      {text}
    </Alert>
  );
}
