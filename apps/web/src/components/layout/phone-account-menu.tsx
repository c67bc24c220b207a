import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { Box, Button } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { useSignedInEmail } from '../../hooks/use-signed-in-email';

const PhoneAccountMenuList = lazy(() =>
  import('./phone-account-menu-list').then((m) => ({ default: m.PhoneAccountMenuList })),
);

/**
 * Phones and small tablets, where AccountNav has no room: a signed-in user's e-mail in the
 * toolbar ("their e-mail is displayed"), cut to the room left, as a button
 * that opens it in full with MI CUENTA and SALIR. Nothing for a visitor (the sidebar has
 * ACCESO and REGISTRO) and nothing from 900 px up (AccountNav).
 */
export function PhoneAccountMenu() {
  const email = useSignedInEmail();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!email) return null;
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        size="small"
        startIcon={<AccountCircleIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        title={email}
        data-testid="phone-user-email"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          display: { xs: 'inline-flex', md: 'none' },
          minWidth: 0,
          flexShrink: 1,
          textTransform: 'none',
          '& .MuiButton-startIcon': { mr: 0.5 },
        }}
      >
        <Box
          component="span"
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {email}
        </Box>
      </Button>
      <Suspense fallback={null}>
        <PhoneAccountMenuList id={menuId} anchor={anchor} email={email} close={close} />
      </Suspense>
    </>
  );
}
