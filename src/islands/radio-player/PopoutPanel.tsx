import { useStore } from '@nanostores/react';
import type { MouseEvent } from 'react';
import type { RadioPlayerWords } from '@/schemas/radio-page-words';
import { RADIO } from '@/config/radio';
import { $radio, playRadio } from '@/stores/radio';
import { $popoutBlocked, $radioElsewhere } from '@/stores/radio-windows';
import { openPopout, POPOUT_PLAY } from './popout';

const linkClass =
  'inline-flex min-h-touch items-center gap-2 rounded-full border border-accent px-4 text-sm font-semibold text-accent-strong hover:bg-tint';

/**
 * On /radio: the control that opens the pop-out, and what the page says while the radio plays elsewhere or when the
 * window was blocked. Before the player starts, the control is a plain link that the browser opens by itself.
 */
export function PopoutPanel({ words, shared }: { words: RadioPlayerWords['popout']; shared: boolean }) {
  const elsewhere = useStore($radioElsewhere);
  const blocked = useStore($popoutBlocked);
  const onOpen = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    $popoutBlocked.set(false);
    openPopout($radio.get().wantsToPlay, () => $popoutBlocked.set(true));
  };
  if (!shared) return null;
  return (
    <div className="mt-4">
      {elsewhere && (
        <p role="status" className="mb-3 rounded-lg border border-rule bg-paper p-3 text-sm">
          <span className="font-semibold">
            {elsewhere === 'popout' ? words.playingInPopout : words.playingElsewhere}
          </span>{' '}
          <button
            type="button"
            onClick={playRadio}
            className="ml-1 inline-flex min-h-touch items-center font-semibold text-accent-strong underline underline-offset-4"
          >
            {words.bringBack}
          </button>
        </p>
      )}
      <a
        href={`${RADIO.popout.path}${POPOUT_PLAY.now}`}
        target={RADIO.popout.windowName}
        onClick={onOpen}
        className={linkClass}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M14 4h6v6M20 4l-8 8M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
        </svg>
        {words.open}
      </a>
      <p className="mt-1 text-sm text-ink-soft">{words.hint}</p>
      <p role="status" className="mt-1 text-sm font-semibold text-berry empty:hidden">
        {blocked ? words.blocked : ''}
      </p>
    </div>
  );
}
