import { useStore } from '@nanostores/react';
import type { HeardTitle } from '@/lib/radio/heard';
import type { RadioPlayerWords } from '@/schemas/radio-page-words';
import { SITE } from '@/site.config';
import { $radioHeard } from '@/stores/radio-windows';

/** The time of day a title was heard; made at the first title, since a date formatter is slow to build on a phone. */
let clock: Intl.DateTimeFormat | null = null;

/**
 * An entry's time as the list draws it, or null for a date it cannot draw. The store reads only dates a Date can hold
 * (parseHeard), but the list is drawn in every radio window, and one entry that throws here would take the whole
 * player down with it: so a date is never trusted to format.
 */
function drawnTime(at: unknown): { iso: string; shown: string } | null {
  if (typeof at !== 'number') return null;
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return null;
  try {
    clock ??= new Intl.DateTimeFormat(SITE.locale, { hour: '2-digit', minute: '2-digit' });
    return { iso: date.toISOString(), shown: clock.format(date) };
  } catch {
    return null;
  }
}

function HeardEntry({ title, at }: HeardTitle) {
  const time = drawnTime(at);
  return (
    <li className="flex gap-3 py-2 text-sm">
      {time && (
        <time dateTime={time.iso} className="shrink-0 text-ink-soft tabular-nums">
          {time.shown}
        </time>
      )}
      <span className="min-w-0 break-words text-ink">{typeof title === 'string' ? title : ''}</span>
    </li>
  );
}

/** The titles heard this session, newest first, each with the time it was heard (the same list in every window). */
export function RecentlyPlayed({ words }: { words: RadioPlayerWords['recent'] }) {
  const heard = useStore($radioHeard);
  return (
    <section aria-labelledby="recently-played" className="mt-6 border-t border-rule pt-4">
      <h2 id="recently-played" className="text-xs font-semibold tracking-[0.2em] text-accent uppercase">
        {words.heading}
      </h2>
      {heard.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">{words.empty}</p>
      ) : (
        <ol className="mt-2 divide-y divide-rule" data-recently-played>
          {heard.map((entry) => (
            <HeardEntry key={`${String(entry.at)}-${String(entry.title)}`} {...entry} />
          ))}
        </ol>
      )}
    </section>
  );
}
