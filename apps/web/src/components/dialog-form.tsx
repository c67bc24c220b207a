import { Box } from '@mui/material';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';

/**
 * The form of a dialog. A dialog is drawn in a portal, outside any form of the page in the
 * document, but React passes its events up the component tree: a dialog opened from a form
 * would submit that form too when its own is sent (a "save as template" that also sent the
 * request and spent its credits), and Enter in its fields would reach the outer form's key
 * handler. Both stop here; `onSubmit` gets the submit with the browser's default prevented.
 */
export function DialogForm({
  onSubmit,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        event.stopPropagation();
        onSubmit(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLFormElement>) => {
        if (event.key === 'Enter') event.stopPropagation();
      }}
    >
      {children}
    </Box>
  );
}
