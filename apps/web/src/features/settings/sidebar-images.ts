import sidebar1 from './images/sidebar-1.svg?no-inline';
import sidebar2 from './images/sidebar-2.svg?no-inline';
import sidebar3 from './images/sidebar-3.svg?no-inline';
import sidebar4 from './images/sidebar-4.svg?no-inline';
import sidebar5 from './images/sidebar-5.svg?no-inline';
import sidebar6 from './images/sidebar-6.svg?no-inline';
import sidebar7 from './images/sidebar-7.svg?no-inline';
import sidebar8 from './images/sidebar-8.svg?no-inline';

/**
 * Sidebar background images (8 images), bundled by Vite as files with
 * hashed names (`?no-inline`: under 4 KB Vite would otherwise inline them into the JS).
 * `TSettings.sidebarImage` is an index into this list.
 */
export const SIDEBAR_IMAGES: string[] = [
  sidebar1,
  sidebar2,
  sidebar3,
  sidebar4,
  sidebar5,
  sidebar6,
  sidebar7,
  sidebar8,
];

/** URL of the chosen image, or null for none. */
export const sidebarImageUrl = (index: number | null): string | null =>
  index === null ? null : (SIDEBAR_IMAGES[index] ?? null);
