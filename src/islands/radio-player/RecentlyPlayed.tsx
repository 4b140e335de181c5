import { useStore } from '@nanostores/react';
import type { RadioPlayerWords } from '../../schemas/radio-page-words';
import { SITE } from '../../site.config';
import { $radioHeard } from '../../stores/radio-windows';

/** The time of day a title was heard; made at the first title, since a date formatter is slow to build on a phone. */
let clock: Intl.DateTimeFormat | null = null;
const timeOfDay = (at: number) => (clock ??= new Intl.DateTimeFormat(SITE.locale, { hour: '2-digit', minute: '2-digit' })).format(at);

/** The titles heard this session, newest first, each with the time it was heard (the same list in every window). */
export function RecentlyPlayed({ words }: { words: RadioPlayerWords['recent'] }) {
  const heard = useStore($radioHeard);
  return (
    <section aria-labelledby="recently-played" className="mt-6 border-t border-rule pt-4">
      <h2 id="recently-played" className="text-xs font-semibold tracking-[0.2em] text-leaf-700 uppercase">
        {words.heading}
      </h2>
      {heard.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">{words.empty}</p>
      ) : (
        <ol className="mt-2 divide-y divide-rule" data-recently-played>
          {heard.map(({ title, at }) => (
            <li key={`${at}-${title}`} className="flex gap-3 py-2 text-sm">
              <time dateTime={new Date(at).toISOString()} className="shrink-0 text-ink-soft tabular-nums">
                {timeOfDay(at)}
              </time>
              <span className="min-w-0 break-words text-ink">{title}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
