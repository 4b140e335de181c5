import { useState, useSyncExternalStore } from 'react';
import { PLANT_DATABASE } from '../../site.config';

export interface PlantPhotoProps {
  src: string;
  width: number;
  height: number;
  /** The alternative text; '' when the photo only decorates a control that is already named. */
  alt: string;
}

/**
 * A plant photo that fills its frame (the parent reserves the space, so nothing moves as it loads) and turns into
 * the local placeholder if it fails.
 *
 * The pre-rendered page shows the local placeholder; the real photo is requested only once the island has
 * hydrated, which happens when the database nears the viewport. Native lazy loading alone would fetch the photos
 * from their host on first paint on a large screen, before the visitor scrolls.
 */
export function PlantPhoto({ src, width, height, alt }: PlantPhotoProps) {
  const [failed, setFailed] = useState(false);
  const hydrated = useSyncExternalStore(neverChanges, isClient, isServer);

  return (
    <img
      src={hydrated && !failed ? src : PLANT_DATABASE.placeholderImage}
      width={width}
      height={height}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="absolute inset-0 size-full object-cover"
    />
  );
}

// False while pre-rendering and hydrating, true after: React re-renders the photo with its real address.
const neverChanges = () => () => {};
const isClient = () => true;
const isServer = () => false;
