import type { RadioPlayerWords } from '@/schemas/radio-page-words';
import type { StreamQuality } from '@/lib/radio/quality';
import { STREAM_URL } from '@/config/radio';
import { setQuality } from '@/stores/radio';

/** What stays of the card when the player failed: what is on air, one short message, and the stream itself. */
export function PlayerFailed({ words }: { words: RadioPlayerWords }) {
  return (
    <div className="mt-6">
      <NowPlaying heading={words.nowPlayingHeading} title={words.nowPlayingFallback} />
      <p role="alert" className="mt-5 text-sm font-semibold text-berry">
        {words.failed.message}
      </p>
      <a
        href={STREAM_URL}
        className="mt-2 inline-flex min-h-touch items-center font-semibold text-accent-strong underline underline-offset-4"
      >
        {words.failed.streamLink}
      </a>
    </div>
  );
}

export function NowPlaying({ heading, title }: { heading: string; title: string }) {
  return (
    <section aria-labelledby="now-playing" className="border-y border-rule py-4">
      <h2 id="now-playing" className="text-xs font-semibold tracking-[0.2em] text-accent uppercase">
        {heading}
      </h2>
      <p className="mt-1 font-serif text-lg text-ink">{title}</p>
    </section>
  );
}

/** The play button's icon: two bars (`pause`) while the radio plays or connects. */
export function PlayIcon({ pause }: { pause: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="currentColor">
      {pause ? (
        <path d="M7 5h4v14H7zM13 5h4v14h-4z" />
      ) : (
        <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10-6.5a1 1 0 0 0 0-1.72l-10-6.5A1 1 0 0 0 8 5.5z" />
      )}
    </svg>
  );
}

export function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {muted ? <path d="M16 9l5 6M21 9l-5 6" /> : <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />}
    </svg>
  );
}

/** Standard stream or data saver: two radio buttons, so that the keyboard and screen readers know them as a choice. */
export function QualitySwitch({ words, quality }: { words: RadioPlayerWords['quality']; quality: StreamQuality }) {
  const options: [StreamQuality, string][] = [
    ['standard', words.standard],
    ['saver', words.saver],
  ];
  return (
    <fieldset className="mt-2 flex flex-wrap items-center gap-2">
      <legend className="mb-1 text-sm font-semibold text-ink">{words.label}</legend>
      {options.map(([value, label]) => (
        <label
          key={value}
          className="inline-flex min-h-touch cursor-pointer items-center gap-2 rounded-full border border-rule px-4 text-sm text-ink has-checked:border-accent has-checked:bg-tint has-focus-visible:outline-2 has-focus-visible:outline-accent"
        >
          <input
            type="radio"
            name="radio-quality"
            value={value}
            checked={quality === value}
            onChange={() => setQuality(value)}
            className="size-4 accent-accent"
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
