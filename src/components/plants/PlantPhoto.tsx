import { useState, useSyncExternalStore } from 'react';
import { photoSrcsets, thumbnailWidth, type SizedPhoto } from '@/lib/plants/photo';
import { MOBILE_MEDIA_QUERY } from '@/config/layout';
import { PLANT_DATABASE } from '@/config/plants';

export interface PlantPhotoProps {
  src: string;
  width: number;
  height: number;
  /** The file's own width, when known: wider screens may then be offered it sharper (src/lib/plants/photo.ts). */
  originalWidth?: number | undefined;
  /** The alternative text; '' when the photo only decorates a control that is already named. */
  alt: string;
  /** The frame's drawn width, as the layout's classes make it: on phones, and everywhere (when widths match). */
  sizes: { phone: string; wide: string };
  /**
   * 'once-hydrated' (the island's photos): the placeholder until the island has hydrated, then the photo, lazily;
   * native lazy loading alone would fetch every photo on first paint on a large screen. The placeholder if it fails.
   * 'at-low-priority' (a plant's page, no script): in the HTML at once, at low priority, so that the stylesheet and
   * the name come first; the page's inline script puts the placeholder in if it fails.
   */
  load: 'once-hydrated' | 'at-low-priority';
}

/** Fills its frame (the parent reserves the space). */
export function PlantPhoto({ src, width, height, originalWidth, alt, sizes, load }: PlantPhotoProps) {
  const [failed, setFailed] = useState(false);
  const hydrated = useSyncExternalStore(neverChanges, isClient, isServer);
  const shown = (load === 'at-low-priority' || hydrated) && !failed;
  // A thumbnail's address says its width (a card knows no other); Commons has every width below it.
  const photo: SizedPhoto = { src, width: thumbnailWidth(src) ?? width, originalWidth };
  const srcsets = shown ? photoSrcsets(photo) : { phone: '', wide: '' };

  return (
    <picture>
      {srcsets.phone !== srcsets.wide && (
        <source media={MOBILE_MEDIA_QUERY} srcSet={srcsets.phone} sizes={sizes.phone} />
      )}
      <img
        src={shown ? src : PLANT_DATABASE.placeholderImage}
        srcSet={srcsets.wide || undefined}
        sizes={srcsets.wide ? sizes.wide : undefined}
        width={width}
        height={height}
        alt={alt}
        loading={load === 'once-hydrated' ? 'lazy' : undefined}
        fetchPriority={load === 'at-low-priority' ? 'low' : undefined}
        decoding="async"
        onError={() => setFailed(true)}
        className="absolute inset-0 size-full object-cover"
      />
    </picture>
  );
}

// False while pre-rendering and hydrating, true after: React re-renders the photo with its real address.
const neverChanges = () => () => {};
const isClient = () => true;
const isServer = () => false;
