import { useEffect, useState } from 'react';

/**
 * The URL of sidebar background image `index` (settings.sidebarImage), or null.
 * The image list is fetched lazily so the entry chunk does not carry it.
 */
export function useSidebarImage(index: number | null): string | null {
  const [images, setImages] = useState<readonly string[] | null>(null);
  useEffect(() => {
    if (index === null || images) return;
    let live = true;
    void import('../../features/settings/sidebar-images')
      .then((module) => {
        if (live) setImages(module.SIDEBAR_IMAGES);
      })
      .catch(() => {
        // Chunk unavailable: the sidebar keeps its plain paper colour.
      });
    return () => {
      live = false;
    };
  }, [index, images]);
  return index === null ? null : (images?.[index] ?? null);
}
