import { Box, Toolbar, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { lazy, type ReactNode, Suspense, useMemo, useRef, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AppFooter } from '../../components/layout/app-footer';
import { ShellContext, type TShellControls } from '../../components/layout/shell-context';
import { useAuthSession } from '../../features/account/hooks/use-auth-session';
import { useSignOut } from '../../features/account/hooks/use-sign-out';
import { useSettings } from '../../features/settings/settings-provider';
import type { TSidebarVariant } from '../../features/settings/settings-types';
import { useElementHeight } from '../../hooks/use-element-height';
import { useRouteDocumentMeta } from '../../hooks/use-route-document-meta';
import { useSignedInEmail } from '../../hooks/use-signed-in-email';
import { FLOATING_CONTROLS_SPACE, FloatingControls } from './floating-controls';
import { NavigationProgress } from './navigation-progress';
import { SIDEBAR_MINI_WIDTH, SIDEBAR_WIDTH } from './sidebar-widths';
import { SkipLink } from './skip-link';

// The sidebar is downloaded when first shown: at once for the docked variants, on the
// first press of the menu button for the temporary one.
const NavSidebar = lazy(() => import('./nav-sidebar').then((m) => ({ default: m.NavSidebar })));

// The settings drawer is only downloaded when the gear is first pressed.
const SettingsDrawer = lazy(() =>
  import('../../features/settings/settings-drawer').then((m) => ({ default: m.SettingsDrawer })),
);

// Watches a signed-in user's answers for NOT_A_MEMBER (removed from the organisation).
const MembershipGuard = lazy(() =>
  import('../../components/layout/membership-guard').then((m) => ({
    default: m.MembershipGuard,
  })),
);

/** The membership guard, for a signed-in user only (loaded when one is). */
function SignedInMembershipGuard() {
  const signedIn = Boolean(useSignedInEmail());
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <MembershipGuard />
    </Suspense>
  );
}

const DESKTOP_TOOLBAR_HEIGHT = 64;

/**
 * The frame shared by every layout: optional header, navigation sidebar, the page,
 * footer and settings drawer, all following the appearance settings.
 * `header` undefined means the layout has none (/fullpage). In a frame (this site's own
 * dialogs) or `bare` (the reception kiosk, which is the whole screen), the page alone.
 */
export function AppShell({ header, bare = false }: { header?: ReactNode; bare?: boolean }) {
  const { settings } = useSettings();
  const theme = useTheme();
  // noSsr: read the media query in the first render instead of re-rendering the whole
  // shell once mounted (there is no server rendering to match).
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const footerRef = useRef<HTMLElement>(null);
  // The toolbar follows the server session from the first paint on.
  useAuthSession();
  useRouteDocumentMeta();
  const guard = <SignedInMembershipGuard />;
  const signOut = useSignOut();

  // Phones always get the modal sidebar; desktops the variant chosen in the settings.
  const variant: TSidebarVariant = phone ? 'temporary' : settings.sidebarVariant;
  const [openByVariant, setOpenByVariant] = useState<Record<TSidebarVariant, boolean>>({
    temporary: false,
    persistent: true,
    mini: false,
  });
  const [sidebarWanted, setSidebarWanted] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(false);

  const dockedWidth =
    variant === 'mini'
      ? openByVariant.mini
        ? SIDEBAR_WIDTH
        : SIDEBAR_MINI_WIDTH
      : variant === 'persistent' && openByVariant.persistent
        ? SIDEBAR_WIDTH
        : 0;
  const toolbarShown = header !== undefined && settings.showToolbar;
  const toolbarPosition = settings.toolbarPlacement === 'fixed' ? 'fixed' : 'static';
  const footerFixed = settings.showFooter && settings.footerPlacement === 'fixed';
  const footerHeight = useElementHeight(footerRef, footerFixed);
  // Framed (the cropper in the OCR dialog, the guest's identification and parte in the
  // traveller dialog), the dialog is the page's frame: the page alone, as an embedded one.
  // (The home page is also rendered ahead of time, where there is no window.)
  const framed = typeof window !== 'undefined' && window.self !== window.top;
  // Otherwise the page ends above the floating buttons.
  const floating = !toolbarShown && !framed;
  const spaceInMain = floating && footerFixed ? FLOATING_CONTROLS_SPACE : 0;
  const spaceAfterFooter = floating && !footerFixed ? FLOATING_CONTROLS_SPACE : 0;

  const controls = useMemo<TShellControls>(
    () => ({
      toggleSidebar: () => {
        setSidebarWanted(true);
        setOpenByVariant((state) => ({ ...state, [variant]: !state[variant] }));
      },
      openSettings: () => {
        setSettingsLoaded(true);
        setSettingsOpen(true);
      },
      toolbarPosition,
      signOut: () => void signOut(),
    }),
    [variant, toolbarPosition, signOut],
  );

  if (framed || bare) {
    return (
      <ShellContext.Provider value={controls}>
        <Box component="main" id="main" tabIndex={-1} sx={{ outline: 'none' }}>
          <Outlet />
        </Box>
        <ScrollRestoration />
        {guard}
      </ShellContext.Provider>
    );
  }

  return (
    <ShellContext.Provider value={controls}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          minHeight: '100vh',
          pb: `${spaceAfterFooter}px`,
        }}
      >
        <SkipLink target="main" />
        <NavigationProgress />
        {toolbarShown && header}
        {toolbarShown && toolbarPosition === 'fixed' && <Toolbar aria-hidden="true" />}
        <Box sx={{ display: 'flex', flex: '1 0 auto', alignItems: 'stretch' }}>
          {(variant !== 'temporary' || sidebarWanted) && (
            <Suspense fallback={<Box sx={{ flexShrink: 0, width: dockedWidth }} />}>
              <NavSidebar
                variant={variant}
                open={openByVariant[variant]}
                onClose={() => setOpenByVariant((state) => ({ ...state, temporary: false }))}
                top={toolbarShown && toolbarPosition === 'fixed' ? DESKTOP_TOOLBAR_HEIGHT : 0}
              />
            </Suspense>
          )}
          <Box
            component="main"
            id="main"
            tabIndex={-1}
            sx={{ flex: 1, minWidth: 0, pb: `${footerHeight + spaceInMain}px`, outline: 'none' }}
          >
            <Outlet />
          </Box>
        </Box>
        {settings.showFooter && <AppFooter ref={footerRef} fixed={footerFixed} />}
        {floating && <FloatingControls bottom={footerHeight} />}
      </Box>
      {settingsLoaded && (
        <Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
      <ScrollRestoration />
      {guard}
    </ShellContext.Provider>
  );
}
