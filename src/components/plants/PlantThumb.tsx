import { PLANT_DATABASE } from '@/config/plants';
import { PlantPhoto, type PlantPhotoProps } from './PlantPhoto';

export interface PlantThumbProps {
  /** The index's thumbnail address (PLANT_DATABASE.thumbnailSize). */
  src: string;
  sizes: PlantPhotoProps['sizes'];
  /** The frame's classes beyond a phone's 6rem square: a card's wider shape, a printed row's smaller one. */
  className: string;
}

/** A plant's thumbnail in its frame, which holds its place before the photo loads: a card's, a My plants row's. */
export function PlantThumb({ src, sizes, className }: PlantThumbProps) {
  return (
    <span className={`relative aspect-square w-24 shrink-0 overflow-hidden rounded bg-paper-deep ${className}`}>
      {/* A new photo starts afresh, not failed: the frame it fills may stay while it shows another plant. */}
      <PlantPhoto
        key={src}
        src={src}
        width={PLANT_DATABASE.thumbnailSize.width}
        height={PLANT_DATABASE.thumbnailSize.height}
        alt=""
        sizes={sizes}
        load="once-hydrated"
      />
    </span>
  );
}
