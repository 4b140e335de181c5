// @vitest-environment jsdom
import type { Mock } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RadioPlayer from '@/islands/RadioPlayer';
import { radioPageWordsSchema } from '@/schemas/radio-page-words';
import { RADIO } from '@/config/radio';
import { $radio, $radioSettings, resetRadio } from '@/stores/radio';
import { $radioSleep, chooseSleepTimer, resetSleepTimer } from '@/stores/radio-sleep';
import { $radioElsewhere, $radioHeard } from '@/stores/radio-windows';
import { fill } from '@/lib/shared/text';
import { recordIntents } from '@/browser/intent';
import { readWords } from '../../helpers/words';
import { removeRendered, standInMedia } from '../../helpers/media-stand-in';

/**
 * The sleep timer on the player card (src/islands/radio-player/SleepTimer.tsx, carried out by ./sleep-timer.ts), with
 * the page's clock in the test's hands (Vitest's fake timers fake Date too). Its rules are tested in
 * ./sleep-timer.test.ts; here, what the listener sees and hears, and what the player does at the end.
 */
const { player: words, dataCost } = readWords('radio-page', radioPageWordsSchema);
const { sleep } = words;
const MINUTE = 60_000;
let play: Mock<() => Promise<void>>;

function renderPlayer(intents?: object[]) {
  const host = document.createElement('div');
  host.setAttribute('data-radio-player', '');
  host.setAttribute('data-intent-host', 'radio-player');
  if (intents) host.dataset['intents'] = JSON.stringify(intents);
  document.body.append(host);
  render(<RadioPlayer stationName={RADIO.stationName} words={words} dataCost={dataCost} />, { container: host });
  // The player moves its element out of React's root, to the end of the body (src/islands/RadioPlayer.tsx).
  return document.body.querySelector(':scope > audio') as HTMLAudioElement;
}

const group = () => screen.getByRole('group', { name: sleep.label });
const choice = (minutes: number) => within(group()).getByRole('radio', { name: fill(sleep.choice, { minutes }) });
const off = () => within(group()).getByRole('radio', { name: sleep.off });
const said = () => group().querySelector('[aria-live="polite"]');
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const playButton = (which: 'play' | 'pause') => screen.getByRole('button', { name: words.controls[which] });

// The page's recorder of presses made before the island started, as on /radio.
beforeAll(() => recordIntents(document));

beforeEach(() => {
  resetRadio();
  resetSleepTimer();
  $radioHeard.set([]);
  $radioElsewhere.set(null);
  localStorage.clear();
  sessionStorage.clear();
  play = standInMedia();
});
afterEach(removeRendered);

describe('the sleep timer on the player card', () => {
  it('is a group of choices, Off first and chosen; the keyboard sets a timer and its time left shows, said once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderPlayer();
    expect(within(group()).getAllByRole('radio')).toHaveLength(RADIO.sleepMinutes.length + 1);
    expect(off()).toBeChecked();
    expect(said()).toBeEmptyDOMElement();
    off().focus();
    await user.keyboard('{ArrowRight}');
    expect(choice(15)).toBeChecked();
    expect($radioSleep.get()?.minutes).toBe(15);
    expect(group()).toHaveAccessibleDescription(fill(sleep.left, { minutes: 15 }));
    expect(said()).toHaveTextContent(fill(sleep.set, { minutes: 15 }));
    advance(MINUTE);
    expect(screen.getByText(fill(sleep.left, { minutes: 14 }))).toBeInTheDocument();
    // The minutes pass on the line, not in the live region: a screen reader is not told every minute.
    expect(said()).toHaveTextContent(fill(sleep.set, { minutes: 15 }));
    await user.keyboard('{ArrowRight}');
    expect(choice(30)).toBeChecked();
    expect(screen.getByText(fill(sleep.left, { minutes: 30 }))).toBeInTheDocument();
  });

  it('cancelled, it says so politely and leaves nothing running', async () => {
    vi.useFakeTimers();
    renderPlayer();
    const timers = vi.getTimerCount();
    fireEvent.click(choice(60));
    expect(vi.getTimerCount()).toBe(timers + 1);
    fireEvent.click(off());
    expect($radioSleep.get()).toBeNull();
    expect(said()).toHaveTextContent(sleep.cancelled);
    expect(vi.getTimerCount(), 'timers left running').toBe(timers);
  });

  it('at the end fades the sound over the last seconds, pauses, closes the stream, and gives the volume back', () => {
    vi.useFakeTimers();
    const audio = renderPlayer();
    fireEvent.click(playButton('play'));
    act(() => void audio.dispatchEvent(new Event('playing')));
    fireEvent.click(choice(15));
    const volume = $radioSettings.get().volume;
    advance(15 * MINUTE - RADIO.sleepFadeMs);
    expect(audio.volume).toBeCloseTo(volume);
    expect(screen.getByText(sleep.fading, { selector: 'p:not([aria-live])' })).toBeInTheDocument();
    advance(RADIO.sleepFadeMs / 2);
    expect(audio.volume).toBeCloseTo(volume / 4, 2);
    // The fade lowers what the element plays, never the listener's setting.
    expect($radioSettings.get().volume).toBe(volume);
    advance(RADIO.sleepFadeMs / 2);
    expect($radio.get()).toMatchObject({ wantsToPlay: false, playing: false, reconnecting: false });
    expect(audio.hasAttribute('src'), 'the stream’s connection is let go').toBe(false);
    expect(audio.volume).toBeCloseTo(volume);
    expect(playButton('play')).toBeInTheDocument();
    expect(screen.getByText(sleep.ended, { selector: 'p:not([aria-live])' })).toBeInTheDocument();
    expect(off()).toBeChecked();
    // What was said of it goes with the next play.
    fireEvent.click(playButton('play'));
    expect(screen.queryByText(sleep.ended, { selector: 'p:not([aria-live])' })).toBeNull();
  });

  it('running out during an outage, stops the reconnecting: paused, no message, no request after', () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const audio = renderPlayer();
    fireEvent.click(playButton('play'));
    // A timer set nearly 15 minutes ago, with 20 s left, while the stream fails.
    act(() => chooseSleepTimer(15, Date.now() - 15 * MINUTE + 20_000));
    Object.defineProperty(audio, 'error', { configurable: true, get: () => ({ code: 2 }) });
    act(() => void audio.dispatchEvent(new Event('error')));
    expect($radio.get().reconnecting).toBe(true);
    advance(20_000);
    expect($radio.get()).toMatchObject({ wantsToPlay: false, reconnecting: false, message: null });
    const tries = play.mock.calls.length;
    advance(10 * MINUTE);
    expect(play.mock.calls.length, 'requests after the timer paused the radio').toBe(tries);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('a pause by hand keeps the timer; a play before the fade keeps it too', () => {
    vi.useFakeTimers();
    renderPlayer();
    fireEvent.click(playButton('play'));
    fireEvent.click(choice(30));
    fireEvent.click(playButton('pause'));
    advance(MINUTE);
    expect($radioSleep.get()?.minutes).toBe(30);
    fireEvent.click(playButton('play'));
    expect(choice(30)).toBeChecked();
    expect(screen.getByText(fill(sleep.left, { minutes: 29 }))).toBeInTheDocument();
  });

  it('a play that begins during the fade is a new wish: the timer is cancelled and the volume comes back at once', () => {
    vi.useFakeTimers();
    const audio = renderPlayer();
    const volume = $radioSettings.get().volume;
    act(() => chooseSleepTimer(15, Date.now() - 15 * MINUTE + RADIO.sleepFadeMs / 2));
    advance(RADIO.sleepFadeMs / 4);
    expect(audio.volume).toBeLessThan(volume / 2);
    fireEvent.click(playButton('play'));
    expect($radioSleep.get()).toBeNull();
    expect(audio.volume).toBeCloseTo(volume);
    expect(said()).toHaveTextContent(sleep.cancelled);
    advance(MINUTE);
    expect($radio.get().wantsToPlay).toBe(true);
  });

  it('takes the last choice pressed before the player started', () => {
    renderPlayer([
      { name: 'radio-sleep', value: '90' },
      { name: 'radio-sleep', value: '30' },
    ]);
    expect(choice(30)).toBeChecked();
    expect($radioSleep.get()?.minutes).toBe(30);
  });

  it('takes a timer another window set, and tells the other windows of one set here', async () => {
    renderPlayer();
    const other = new BroadcastChannel(RADIO.channelName);
    const heard: unknown[] = [];
    other.onmessage = (event: MessageEvent) => heard.push(event.data);
    try {
      const endsAt = Date.now() + 60 * MINUTE;
      other.postMessage({ kind: 'sleep', from: 'another-window', timer: { endsAt, minutes: 60 } });
      expect(await screen.findByText(fill(sleep.left, { minutes: 60 }))).toBeInTheDocument();
      expect(choice(60)).toBeChecked();
      fireEvent.click(choice(90));
      await vi.waitFor(() =>
        expect(heard).toContainEqual(expect.objectContaining({ kind: 'sleep', timer: $radioSleep.get() })),
      );
      other.postMessage({ kind: 'sleep', from: 'another-window', timer: null });
      await vi.waitFor(() => expect(off()).toBeChecked());
    } finally {
      other.close();
    }
  });
});
