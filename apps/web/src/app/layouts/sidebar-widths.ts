/** Sidebar widths (px): open, and the icon rail of the 'mini' variant. */
export const SIDEBAR_WIDTH = 260;
export const SIDEBAR_MINI_WIDTH = 64;
