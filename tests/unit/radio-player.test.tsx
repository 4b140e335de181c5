// @vitest-environment jsdom
import type { Mock } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RadioPlayer from '../../src/islands/RadioPlayer';
import { RADIO } from '../../src/site.config';
import { $radio, $radioSettings, RADIO_SETTINGS_KEY, resetRadio } from '../../src/stores/radio';
import { recordIntents } from '../../src/scripts/intent';

const FALLBACK = 'Live programming from our station stream.';
let play: Mock<() => Promise<void>>;

function renderPlayer(wrapperData: Record<string, string> = {}) {
  const host = document.createElement('div');
  host.setAttribute('data-radio-player', '');
  host.setAttribute('data-intent-host', 'radio-player');
  for (const [key, value] of Object.entries(wrapperData)) host.dataset[key] = value;
  document.body.append(host);
  const view = render(<RadioPlayer stationName={RADIO.stationName} nowPlayingFallback={FALLBACK} />, { container: host });
  const audio = view.container.querySelector('audio') as HTMLAudioElement;
  return { ...view, audio, host };
}

const playButton = (name: 'Play' | 'Pause') => screen.getByRole('button', { name });
/** jsdom has no MediaError: give the element one (or none). */
const setMediaError = (audio: HTMLAudioElement, error: { code: number } | null) =>
  Object.defineProperty(audio, 'error', { configurable: true, get: () => error });
/** Makes the element's clock run with the (fake) time from now on, until the returned function freezes it. */
function runClock(audio: HTMLAudioElement): () => void {
  const startedAt = Date.now();
  let frozenAt: number | null = null;
  Object.defineProperty(audio, 'currentTime', {
    configurable: true,
    get: () => ((frozenAt ?? Date.now()) - startedAt) / 1000,
  });
  return () => void (frozenAt = Date.now());
}
const fire = (audio: HTMLAudioElement, type: string) => act(() => void audio.dispatchEvent(new Event(type)));

beforeEach(() => {
  resetRadio();
  localStorage.clear();
  play = vi.fn(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => play());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('not found', { status: 404 }))));
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('RadioPlayer island', () => {
  it('renders the stream, the controls and the fallback line', () => {
    const { audio } = renderPlayer();
    expect(audio.getAttribute('src')).toBe('/api/stream?port=8076');
    expect(audio.getAttribute('preload')).toBe('none');
    expect(audio.getAttribute('crossorigin')).toBe('anonymous');
    expect(playButton('Play')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mute' })).toBeInTheDocument();
    const slider = screen.getByRole('slider', { name: 'Volume' });
    expect(slider).toHaveAttribute('aria-valuetext', '90%');
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '1');
    expect(slider).toHaveAttribute('step', '0.01');
    expect(screen.getByRole('heading', { name: 'Now Playing' })).toBeInTheDocument();
    expect(screen.getByText(FALLBACK)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(play).not.toHaveBeenCalled();
  });

  it('names the play button after what it will do, following the state', async () => {
    const user = userEvent.setup();
    const { audio } = renderPlayer();
    await user.click(playButton('Play'));
    expect(play).toHaveBeenCalledTimes(1);
    expect(playButton('Pause')).toBeInTheDocument();
    expect($radio.get().playing).toBe(false);
    expect(screen.getByText('Connecting…')).toBeInTheDocument();
    fire(audio, 'playing');
    expect($radio.get().playing).toBe(true);
    expect(screen.getByText('On air')).toBeInTheDocument();
    await user.click(playButton('Pause'));
    expect(playButton('Play')).toBeInTheDocument();
    expect($radio.get()).toMatchObject({ playing: false, wantsToPlay: false });
    expect(audio.hasAttribute('src')).toBe(false);
  });

  it('joins the live edge on play after a pause: the source is set afresh', async () => {
    const user = userEvent.setup();
    const { audio } = renderPlayer();
    await user.click(playButton('Play'));
    await user.click(playButton('Pause'));
    expect(audio.hasAttribute('src')).toBe(false);
    await user.click(playButton('Play'));
    expect(audio.getAttribute('src')).toBe('/api/stream?port=8076');
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('names the mute button after what it will do, and mutes the element', async () => {
    const user = userEvent.setup();
    const { audio } = renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();
    expect(audio.muted).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(audio.muted).toBe(false);
  });

  it('answers every slider key and sets the element volume', async () => {
    const user = userEvent.setup();
    const { audio } = renderPlayer();
    const slider = screen.getByRole('slider', { name: 'Volume' });
    slider.focus();
    const steps: [string, number][] = [
      ['{ArrowDown}', 0.89],
      ['{ArrowLeft}', 0.88],
      ['{ArrowUp}', 0.89],
      ['{ArrowRight}', 0.9],
      ['{PageDown}', 0.8],
      ['{PageUp}', 0.9],
      ['{Shift>}{ArrowDown}{/Shift}', 0.8],
      ['{Shift>}{ArrowLeft}{/Shift}', 0.7],
      ['{Shift>}{ArrowUp}{/Shift}', 0.8],
      ['{Shift>}{ArrowRight}{/Shift}', 0.9],
      ['{Home}', 0],
      ['{End}', 1],
    ];
    for (const [keys, expected] of steps) {
      await user.keyboard(keys);
      expect($radioSettings.get().volume, keys).toBe(expected);
      expect(audio.volume, keys).toBe(expected);
      expect(slider, keys).toHaveAttribute('aria-valuetext', `${Math.round(expected * 100)}%`);
    }
  });

  it('unmutes when the slider moves above 0 while muted', async () => {
    const user = userEvent.setup();
    renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '0.4' } });
    expect($radioSettings.get()).toEqual({ volume: 0.4, muted: false });
    expect(screen.getByRole('button', { name: 'Mute' })).toBeInTheDocument();
  });

  it('hides the slider where the device ignores volume changes (iOS), keeping mute', () => {
    const descriptor = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'volume');
    // iOS: writes to volume are ignored and it always reads 1.
    Object.defineProperty(HTMLMediaElement.prototype, 'volume', { configurable: true, get: () => 1, set: () => {} });
    try {
      renderPlayer();
      expect(screen.queryByRole('slider', { name: 'Volume' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Mute' })).toBeInTheDocument();
    } finally {
      if (descriptor) Object.defineProperty(HTMLMediaElement.prototype, 'volume', descriptor);
    }
  });

  it('restores the remembered volume and mute after hydration', () => {
    localStorage.setItem(RADIO_SETTINGS_KEY, JSON.stringify({ volume: 0.35, muted: true }));
    const { audio } = renderPlayer();
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', '35%');
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();
    expect(audio.muted).toBe(true);
  });

  it('shows the playback message when play() is refused', async () => {
    play.mockImplementation(() => Promise.reject(new DOMException('no gesture', 'NotAllowedError')));
    const user = userEvent.setup();
    renderPlayer();
    await user.click(playButton('Play'));
    expect(await screen.findByText('Unable to start playback. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to start playback. Please try again.');
    expect(playButton('Play')).toBeInTheDocument();
  });

  it('shows the stream message on an element error, reconnects with back-off and clears it once playing', async () => {
    vi.useFakeTimers();
    const { audio } = renderPlayer();
    fireEvent.click(playButton('Play'));
    setMediaError(audio, { code: 2 });
    fire(audio, 'error');
    expect(screen.getByRole('alert')).toHaveTextContent('Stream temporarily unavailable.');
    expect($radio.get().reconnecting).toBe(true);
    expect(play).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(RADIO.reconnectBaseMs));
    expect(play).toHaveBeenCalledTimes(2);
    fire(audio, 'error');
    act(() => void vi.advanceTimersByTime(RADIO.reconnectBaseMs));
    expect(play).toHaveBeenCalledTimes(2);
    act(() => void vi.advanceTimersByTime(RADIO.reconnectBaseMs));
    expect(play).toHaveBeenCalledTimes(3);
    setMediaError(audio, null);
    fire(audio, 'playing');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect($radio.get()).toMatchObject({ playing: true, reconnecting: false });
  });

  it('keeps backing off for a stream that fails a moment after it starts, and starts over once it has played well', () => {
    vi.useFakeTimers();
    const { audio } = renderPlayer();
    fireEvent.click(playButton('Play'));
    const fail = () => {
      setMediaError(audio, { code: 2 });
      fire(audio, 'error');
      setMediaError(audio, null);
    };
    fail();
    act(() => void vi.advanceTimersByTime(RADIO.reconnectBaseMs));
    expect(play).toHaveBeenCalledTimes(2);
    runClock(audio);
    fire(audio, 'playing');
    act(() => void vi.advanceTimersByTime(500));
    fail();
    act(() => void vi.advanceTimersByTime(RADIO.reconnectBaseMs));
    expect(play, 'no retry after 1 s: the wait has doubled').toHaveBeenCalledTimes(2);
    act(() => void vi.advanceTimersByTime(RADIO.reconnectBaseMs));
    expect(play).toHaveBeenCalledTimes(3);
    runClock(audio);
    fire(audio, 'playing');
    act(() => void vi.advanceTimersByTime(RADIO.healthyPlayMs + 500));
    vi.spyOn(HTMLMediaElement.prototype, 'ended', 'get').mockReturnValue(false);
    fail();
    expect(play, 'a healthy stream that fails is retried at once').toHaveBeenCalledTimes(3);
    act(() => void vi.advanceTimersByTime(0));
    expect(play).toHaveBeenCalledTimes(4);
    fail();
    act(() => void vi.advanceTimersByTime(RADIO.reconnectBaseMs));
    expect(play, 'and the back-off starts over at 1 s').toHaveBeenCalledTimes(5);
  });

  it('comes straight back, without a message, when a stream that played for a while ends (a proxy cut)', () => {
    vi.useFakeTimers();
    const { audio } = renderPlayer();
    fireEvent.click(playButton('Play'));
    const freeze = runClock(audio);
    fire(audio, 'playing');
    act(() => void vi.advanceTimersByTime(RADIO.healthyPlayMs));
    freeze();
    vi.spyOn(HTMLMediaElement.prototype, 'ended', 'get').mockReturnValue(true);
    fire(audio, 'ended');
    vi.spyOn(HTMLMediaElement.prototype, 'ended', 'get').mockReturnValue(false);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    act(() => void vi.advanceTimersByTime(0));
    expect(play).toHaveBeenCalledTimes(2);
    expect(playButton('Pause')).toBeInTheDocument();
  });

  it('treats a connection that delivers nothing for the stall timeout as lost, and reconnects', () => {
    vi.useFakeTimers();
    renderPlayer();
    fireEvent.click(playButton('Play'));
    act(() => void vi.advanceTimersByTime(RADIO.stallTimeoutMs - 500));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByRole('alert')).toHaveTextContent('Stream temporarily unavailable.');
    act(() => void vi.advanceTimersByTime(RADIO.reconnectBaseMs));
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('leaves a slow connection alone while data still arrives', () => {
    vi.useFakeTimers();
    const { audio } = renderPlayer();
    fireEvent.click(playButton('Play'));
    for (let i = 0; i < 6; i++) {
      act(() => void vi.advanceTimersByTime(RADIO.stallTimeoutMs / 2));
      fire(audio, 'progress');
    }
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('reconnects at once, without a message, when a stream that played for a while stops moving (a dead connection)', () => {
    vi.useFakeTimers();
    const { audio } = renderPlayer();
    fireEvent.click(playButton('Play'));
    const freeze = runClock(audio);
    fire(audio, 'playing');
    act(() => void vi.advanceTimersByTime(RADIO.healthyPlayMs + 1000));
    freeze();
    act(() => void vi.advanceTimersByTime(RADIO.underrunTimeoutMs + 500));
    expect(play).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('does not reconnect a stream that stops moving with audio still buffered (a busy device), until the stall timeout', () => {
    vi.useFakeTimers();
    const { audio } = renderPlayer();
    fireEvent.click(playButton('Play'));
    const freeze = runClock(audio);
    Object.defineProperty(audio, 'buffered', {
      configurable: true,
      get: () => ({ length: 1, start: () => 0, end: () => audio.currentTime + 6 }),
    });
    fire(audio, 'playing');
    act(() => void vi.advanceTimersByTime(RADIO.healthyPlayMs + 1000));
    freeze();
    fire(audio, 'waiting');
    act(() => void vi.advanceTimersByTime(RADIO.underrunTimeoutMs * 4));
    expect(play).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(RADIO.stallTimeoutMs));
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('reports a stream that stops moving soon after it started, and retries it with back-off', () => {
    vi.useFakeTimers();
    const { audio } = renderPlayer();
    fireEvent.click(playButton('Play'));
    const freeze = runClock(audio);
    fire(audio, 'playing');
    act(() => void vi.advanceTimersByTime(1000));
    freeze();
    act(() => void vi.advanceTimersByTime(RADIO.underrunTimeoutMs + 500));
    expect(screen.getByRole('alert')).toHaveTextContent('Stream temporarily unavailable.');
    expect(play).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(RADIO.reconnectBaseMs));
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('stops reconnecting when the listener pauses, and clears the message', () => {
    vi.useFakeTimers();
    const { audio } = renderPlayer();
    fireEvent.click(playButton('Play'));
    setMediaError(audio, { code: 2 });
    fire(audio, 'error');
    fireEvent.click(playButton('Pause'));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    act(() => void vi.advanceTimersByTime(60_000));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('keeps a consistent state after twenty fast clicks, with every play() promise handled', async () => {
    play.mockImplementation(() => Promise.reject(new DOMException('interrupted by a new load request', 'AbortError')));
    renderPlayer();
    for (let i = 0; i < 20; i++) fireEvent.click(screen.getByRole('button', { name: /^(Play|Pause)$/ }));
    await act(async () => {});
    expect(playButton('Play')).toBeInTheDocument();
    expect($radio.get()).toMatchObject({ wantsToPlay: false, playing: false, error: null });
    expect(play).toHaveBeenCalledTimes(10);
  });

  it('carries out a press of play made before hydration', () => {
    // Three presses of play (an odd number: play) and one of mute, recorded before the island started by the
    // page's recorder.
    recordIntents(document);
    renderPlayer({ intents: JSON.stringify([{ name: 'play' }, { name: 'mute' }, { name: 'play' }, { name: 'play' }]) });
    expect(play).toHaveBeenCalledTimes(1);
    expect(playButton('Pause')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();
  });

  it('shows the now-playing title while playing, and keeps the line when the status fails', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(Response.json({ icestats: { source: { listenurl: 'http://origin:8000/live', title: 'Morning Dew' } } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { audio } = renderPlayer();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(playButton('Play'));
    fire(audio, 'playing');
    expect(await screen.findByText('Morning Dew')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/status', expect.anything());
  });

  it('is silent when the status address fails', async () => {
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    const { audio } = renderPlayer();
    fireEvent.click(playButton('Play'));
    fire(audio, 'playing');
    await act(async () => {});
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.getByText(FALLBACK)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
