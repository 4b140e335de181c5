import type { RadioPlayerWords } from '../../schemas/radio-page-words';
import type { StreamQuality } from '../../lib/radio/quality';
import { STREAM_URL } from '../../site.config';
import { setQuality } from '../../stores/radio';

/** What stays of the card when the player failed: what is on air, one short message, and the stream itself. */
export function PlayerFailed({ words }: { words: RadioPlayerWords }) {
  return (
    <div className="mt-6">
      <NowPlaying heading={words.nowPlayingHeading} title={words.nowPlayingFallback} />
      <p role="alert" className="mt-5 text-sm font-semibold text-berry">
        {words.failed.message}
      </p>
      <a href={STREAM_URL} className="mt-2 inline-flex min-h-touch items-center font-semibold text-leaf-800 underline underline-offset-4">
        {words.failed.streamLink}
      </a>
    </div>
  );
}

export function NowPlaying({ heading, title }: { heading: string; title: string }) {
  return (
    <section aria-labelledby="now-playing" className="border-y border-rule py-4">
      <h2 id="now-playing" className="text-xs font-semibold tracking-[0.2em] text-leaf-700 uppercase">
        {heading}
      </h2>
      <p className="mt-1 font-serif text-lg text-ink">{title}</p>
    </section>
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
          className="inline-flex min-h-touch cursor-pointer items-center gap-2 rounded-full border border-rule px-4 text-sm text-ink has-checked:border-leaf-700 has-checked:bg-leaf-50 has-focus-visible:outline-2 has-focus-visible:outline-leaf-700"
        >
          <input
            type="radio"
            name="radio-quality"
            value={value}
            checked={quality === value}
            onChange={() => setQuality(value)}
            className="size-4 accent-leaf-700"
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
