import { useStore } from '@nanostores/react';
import type { RadioPlayerWords } from '../../schemas/radio-page-words';
import { $radioMovedForSlowLink } from '../../stores/radio';

/**
 * Why the data saver is playing when the listener did not choose it: the player moved there by itself because the
 * connection is slower than the standard stream (src/lib/radio/slow-link.ts). A status, announced politely: nothing
 * went wrong, and the switch above it takes the listener back. Gone once the listener chooses a stream.
 */
export function SlowLinkNotice({ words }: { words: RadioPlayerWords['quality'] }) {
  const moved = useStore($radioMovedForSlowLink);
  return (
    <p role="status" className="mt-2 text-sm text-ink-soft empty:mt-0" data-radio-slow-link>
      {moved ? words.slowConnection : ''}
    </p>
  );
}
