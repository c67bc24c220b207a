import { Paper } from '@mui/material';
import type { FormEventHandler, KeyboardEventHandler, ReactNode, Ref } from 'react';

/** The frame of the sign-in, sign-up and password forms. */
export function AuthCard({
  children,
  onSubmit,
  onKeyDown,
  formRef,
  label,
}: {
  children: ReactNode;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  onKeyDown?: KeyboardEventHandler<HTMLFormElement>;
  formRef?: Ref<HTMLFormElement>;
  /** Accessible name of the form. */
  label: string;
}) {
  return (
    <Paper
      component="form"
      noValidate
      aria-label={label}
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      ref={formRef}
      variant="outlined"
      sx={{
        p: { xs: 2.5, sm: 4 },
        maxWidth: 480,
        display: 'flex',
        flexDirection: 'column',
        gap: 2.5,
      }}
    >
      {children}
    </Paper>
  );
}
