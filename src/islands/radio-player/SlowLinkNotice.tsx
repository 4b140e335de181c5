import { useStore } from '@nanostores/react';
import type { RadioPlayerWords } from '@/schemas/radio-page-words';
import { $radioMovedForSlowLink } from '@/stores/radio';

/**
 * Why the data saver plays though the listener did not choose it: the link is slower than the standard stream
 * (src/lib/radio/slow-link.ts). A polite status, since nothing went wrong; the switch above takes the listener back.
 */
export function SlowLinkNotice({ words }: { words: RadioPlayerWords['quality'] }) {
  const moved = useStore($radioMovedForSlowLink);
  return (
    <p role="status" className="mt-2 text-sm text-ink-soft empty:mt-0" data-radio-slow-link>
      {moved ? words.slowConnection : ''}
    </p>
  );
}
