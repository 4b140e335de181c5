import { useState, useSyncExternalStore } from 'react';
import { photoSrcsets, thumbnailWidth, type SizedPhoto } from '../../lib/plants/photo';
import { MOBILE_MEDIA_QUERY, PLANT_DATABASE } from '../../site.config';

export interface PlantPhotoProps {
  src: string;
  width: number;
  height: number;
  /** The file's own width, when known: wider screens may then be offered it sharper (src/lib/plants/photo.ts). */
  originalWidth?: number | undefined;
  /** The alternative text; '' when the photo only decorates a control that is already named. */
  alt: string;
  /**
   * How wide the frame is drawn, as the layout's classes make it: on phones, and on every screen (phones included,
   * for a photo whose widths are the same for both, drawn without a <source> of its own).
   */
  sizes: { phone: string; wide: string };
}

/**
 * A plant photo that fills its frame (the parent reserves the space, so nothing moves as it loads) and turns into
 * the local placeholder if it fails. It comes at the width the screen needs: a phone is offered widths up to 500 px,
 * wider screens up to the file's own width (Wikimedia's standard widths, src/lib/plants/photo.ts).
 *
 * The pre-rendered page shows the local placeholder; the real photo is requested only once the island has
 * hydrated, which happens when the database nears the viewport. Native lazy loading alone would fetch the photos
 * from their host on first paint on a large screen, before the visitor scrolls.
 */
export function PlantPhoto({ src, width, height, originalWidth, alt, sizes }: PlantPhotoProps) {
  const [failed, setFailed] = useState(false);
  const hydrated = useSyncExternalStore(neverChanges, isClient, isServer);
  // A thumbnail's address says its width (a card knows no other); Commons has every width below it.
  const photo: SizedPhoto = { src, width: thumbnailWidth(src) ?? width, originalWidth };
  const srcsets = hydrated && !failed ? photoSrcsets(photo) : { phone: '', wide: '' };

  return (
    <picture>
      {srcsets.phone !== srcsets.wide && <source media={MOBILE_MEDIA_QUERY} srcSet={srcsets.phone} sizes={sizes.phone} />}
      <img
        src={hydrated && !failed ? src : PLANT_DATABASE.placeholderImage}
        srcSet={srcsets.wide || undefined}
        sizes={srcsets.wide ? sizes.wide : undefined}
        width={width}
        height={height}
        alt={alt}
        loading="lazy"
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
