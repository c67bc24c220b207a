import { createContext, useContext } from 'react';

/** What the toolbars of a layout can ask of the frame around them. */
export interface TShellControls {
  toggleSidebar(): void;
  openSettings(): void;
  /** The AppBar position chosen in the settings. */
  toolbarPosition: 'fixed' | 'static';
  /** SALIR: end the session and go home. */
  signOut(): void;
}

export const ShellContext = createContext<TShellControls | null>(null);

export function useShell(): TShellControls {
  const controls = useContext(ShellContext);
  if (!controls) throw new Error('useShell() must be used inside <AppShell>');
  return controls;
}
