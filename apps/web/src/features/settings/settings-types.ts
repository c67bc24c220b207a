/**
 * Appearance settings chosen in the settings drawer.
 * Persisted in localStorage; the layouts read them through `useSettings()`.
 */
export const SCHEME_NAMES = [
  'default-light',
  'blue-light',
  'yellow-light',
  'blue-grey-dark',
  'pink-dark',
  'cyan-dark',
] as const;
export type TSchemeName = (typeof SCHEME_NAMES)[number];

export type TBarPlacement = 'top' | 'bottom';
export type TToolbarPlacement = 'fixed' | 'static';
export type TFooterPlacement = 'fixed' | 'static';
export type TSidebarVariant = 'temporary' | 'persistent' | 'mini';

export interface TSettings {
  /** One of the six presets. */
  scheme: TSchemeName;
  /** Theme builder: overrides the preset's primary colour (#rrggbb) when set. */
  primaryColor: string | null;
  /** Toolbar sticks to the top while scrolling ('fixed') or scrolls away ('static'). */
  toolbarPlacement: TToolbarPlacement;
  /** Footer fixed to the bottom of the viewport or at the end of the content. */
  footerPlacement: TFooterPlacement;
  showToolbar: boolean;
  showFooter: boolean;
  /** Navigation sidebar (phone menu and desktop side navigation). */
  sidebarVariant: TSidebarVariant;
  /** Sidebar opacity in percent, 0 (transparent) to 100 (opaque). */
  sidebarAlpha: number;
  /** Index 0..7 of the sidebar background image, or null for none. */
  sidebarImage: number | null;
}

export const DEFAULT_SETTINGS: TSettings = {
  scheme: 'default-light',
  primaryColor: null,
  toolbarPlacement: 'fixed',
  footerPlacement: 'static',
  showToolbar: true,
  showFooter: true,
  sidebarVariant: 'temporary',
  sidebarAlpha: 100,
  sidebarImage: null,
};

/** A theme-builder colour: `#rrggbb`. */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** Number of sidebar background images (8 images). */
export const SIDEBAR_IMAGE_COUNT = 8;
