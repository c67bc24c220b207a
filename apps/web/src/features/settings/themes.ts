import { createTheme, type Theme } from '@mui/material/styles';
import { HEX_COLOR, type TSchemeName, type TSettings } from './settings-types.ts';

/** A colour scheme of the settings drawer. */
export interface TSchemePreset {
  name: TSchemeName;
  dark: boolean;
  primary: string;
  secondary: string;
  /**
   * Toolbar (AppBar color="primary") colour when it differs from `primary`: a bright
   * toolbar colour that would be unreadable as text on the page (yellow on white).
   */
  toolbar?: string;
  /** Page and surface colours; MUI's defaults for the mode when absent. */
  background?: { default: string; paper: string };
}

/**
 * The six presets. Primary and secondary are also used as text colours (links, text
 * buttons), so each reaches 4.5:1 on its page and paper colours: dark schemes use light
 * tints (Material 200–300), light schemes dark shades.
 */
export const SCHEME_PRESETS: Record<TSchemeName, TSchemePreset> = {
  'default-light': { name: 'default-light', dark: false, primary: '#3f51b5', secondary: '#d81b60' },
  'blue-light': { name: 'blue-light', dark: false, primary: '#1565c0', secondary: '#00838f' },
  'yellow-light': {
    name: 'yellow-light',
    dark: false,
    primary: '#a16207',
    secondary: '#5d4037',
    toolbar: '#fbc02d',
  },
  'blue-grey-dark': {
    name: 'blue-grey-dark',
    dark: true,
    primary: '#b0bec5',
    secondary: '#ffab40',
    background: { default: '#263238', paper: '#37474f' },
  },
  'pink-dark': {
    name: 'pink-dark',
    dark: true,
    primary: '#f48fb1',
    secondary: '#80cbc4',
    background: { default: '#1c1418', paper: '#2a1f24' },
  },
  'cyan-dark': {
    name: 'cyan-dark',
    dark: true,
    primary: '#4dd0e1',
    secondary: '#ffd54f',
    background: { default: '#0f1c1f', paper: '#18292d' },
  },
};

/**
 * The status colours (chips, alerts' icons, outlined and text buttons) also colour text on
 * the page: MUI's defaults fall under 4.5:1 there (light: info 3.9:1, warning 3.1:1 on
 * white; dark: error 2.6:1 on blue-grey's paper), so each mode gets shades that reach it.
 */
const STATUS_COLOURS = {
  light: { info: '#0369a1', warning: '#b45309', success: '#2e7d32', error: '#d32f2f' },
  dark: { info: '#4fc3f7', warning: '#ffb74d', success: '#81c784', error: '#f4a7a7' },
} as const;

/**
 * WCAG AA for normal text. MUI picks white or black `contrastText` for each palette colour;
 * with this threshold it picks black whenever white would fall under 4.5:1, and one of the
 * two always reaches 4.5:1, so text on any preset or custom primary stays readable.
 */
export const CONTRAST_THRESHOLD = 4.5;

export const isHexColor = (value: unknown): value is string =>
  typeof value === 'string' && HEX_COLOR.test(value);

/** The MUI theme of the chosen preset, with the theme builder's primary colour if valid. */
export function buildTheme(settings: Pick<TSettings, 'scheme' | 'primaryColor'>): Theme {
  const preset = SCHEME_PRESETS[settings.scheme] ?? SCHEME_PRESETS['default-light'];
  const custom = isHexColor(settings.primaryColor) ? settings.primaryColor : null;
  const primary = custom ?? preset.primary;
  // The theme builder's colour replaces the toolbar colour too.
  const toolbar = custom ? undefined : preset.toolbar;
  return createTheme({
    palette: {
      mode: preset.dark ? 'dark' : 'light',
      contrastThreshold: CONTRAST_THRESHOLD,
      primary: { main: primary },
      secondary: { main: preset.secondary },
      ...Object.fromEntries(
        Object.entries(STATUS_COLOURS[preset.dark ? 'dark' : 'light']).map(([key, main]) => [
          key,
          { main },
        ]),
      ),
      ...(preset.background ? { background: preset.background } : {}),
    },
    shape: { borderRadius: 8 },
    ...(toolbar && {
      components: {
        MuiAppBar: {
          styleOverrides: {
            colorPrimary: ({ theme }) => ({
              backgroundColor: toolbar,
              color: theme.palette.getContrastText(toolbar),
            }),
          },
        },
      },
    }),
  });
}
