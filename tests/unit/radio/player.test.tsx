// @vitest-environment jsdom
import type { Mock } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RadioPlayer from '@/islands/RadioPlayer';
import { radioPageWordsSchema } from '@/schemas/radio-page-words';
import { RADIO, STREAM_ENDPOINTS, STREAM_URL } from '@/config/radio';
import {
  $radio,
  $radioSettings,
  moveToSaverForSlowLink,
  RADIO_QUALITY_KEY,
  RADIO_SETTINGS_KEY,
  resetRadio,
  showStreamTitle,
  titlesNotInStream,
} from '@/stores/radio';
import { recordIntents } from '@/browser/intent';
import { applySliderKeys } from '@/browser/slider-keys';
import { $popoutBlocked, $radioElsewhere, $radioHeard, RADIO_HEARD_KEY } from '@/stores/radio-windows';
import { POPOUT_PLAY } from '@/islands/radio-player/popout';
import { readWords } from '../../helpers/words';
import { removeRendered, standInMedia } from '../../helpers/media-stand-in';

const { player: words, dataCost } = readWords('radio-page', radioPageWordsSchema);
const FALLBACK = words.nowPlayingFallback;
let play: Mock<() => Promise<void>>;

function renderPlayer(wrapperData: Record<string, string> = {}, playerRole: 'page' | 'popout' = 'page') {
  const host = document.createElement('div');
  host.setAttribute('data-radio-player', '');
  host.setAttribute('data-intent-host', 'radio-player');
  for (const [key, value] of Object.entries(wrapperData)) host.dataset[key] = value;
  document.body.append(host);
  const view = render(
    <RadioPlayer stationName={RADIO.stationName} words={words} dataCost={dataCost} playerRole={playerRole} />,
    { container: host },
  );
  // The player moves its element out of React's root, to the end of the body (src/islands/RadioPlayer.tsx).
  const audio = document.body.querySelector(':scope > audio') as HTMLAudioElement;
  return { ...view, audio, host };
}

const playButton = (which: 'play' | 'pause') => screen.getByRole('button', { name: words.controls[which] });
/** jsdom has no MediaError: give the element one (or none). */
const setMediaError = (audio: HTMLAudioElement, error: { code: number } | null) =>
  Object.defineProperty(audio, 'error', { configurable: true, get: () => error });
const fire = (audio: HTMLAudioElement, type: string) => act(() => void audio.dispatchEvent(new Event(type)));

// The slider's keys are the page's (its inline script), for the player's whole life, as on /radio.
beforeAll(() => applySliderKeys(document));

beforeEach(() => {
  resetRadio();
  $radioHeard.set([]);
  $radioElsewhere.set(null);
  $popoutBlocked.set(false);
  localStorage.clear();
  sessionStorage.clear();
  play = standInMedia();
});
afterEach(removeRendered);

describe('RadioPlayer island', () => {
  it('renders the stream, the controls and the fallback line', async () => {
    const { audio } = renderPlayer();
    expect(audio.getAttribute('src')).toBe('/api/stream?port=8076');
    expect(audio.getAttribute('preload')).toBe('none');
    expect(audio.getAttribute('crossorigin')).toBe('anonymous');
    expect(playButton('play')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.controls.mute })).toBeInTheDocument();
    const slider = screen.getByRole('slider', { name: words.controls.volume });
    expect(slider).toHaveAttribute('aria-valuetext', '90%');
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '1');
    expect(slider).toHaveAttribute('step', '0.01');
    expect(screen.getByRole('heading', { name: words.nowPlayingHeading })).toBeInTheDocument();
    expect(screen.getByText(FALLBACK)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(play).not.toHaveBeenCalled();
  });

  it('names the play button after what it will do, following the state', async () => {
    const user = userEvent.setup();
    const { audio } = renderPlayer();
    await user.click(playButton('play'));
    expect(play).toHaveBeenCalledTimes(1);
    expect(playButton('pause')).toBeInTheDocument();
    expect($radio.get().playing).toBe(false);
    expect(screen.getByText(words.states.connecting)).toBeInTheDocument();
    fire(audio, 'playing');
    expect($radio.get().playing).toBe(true);
    expect(screen.getByText(words.states.playing)).toBeInTheDocument();
    await user.click(playButton('pause'));
    expect(playButton('play')).toBeInTheDocument();
    expect($radio.get()).toMatchObject({ playing: false, wantsToPlay: false });
    expect(audio.hasAttribute('src')).toBe(false);
  });

  it('joins the live edge on play after a pause: the source is set afresh', async () => {
    const user = userEvent.setup();
    const { audio } = renderPlayer();
    await user.click(playButton('play'));
    await user.click(playButton('pause'));
    expect(audio.hasAttribute('src')).toBe(false);
    await user.click(playButton('play'));
    expect(audio.getAttribute('src')).toBe('/api/stream?port=8076');
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('names the mute button after what it will do, and mutes the element', async () => {
    const user = userEvent.setup();
    const { audio } = renderPlayer();
    await user.click(screen.getByRole('button', { name: words.controls.mute }));
    expect(screen.getByRole('button', { name: words.controls.unmute })).toBeInTheDocument();
    expect(audio.muted).toBe(true);
    await user.click(screen.getByRole('button', { name: words.controls.unmute }));
    expect(audio.muted).toBe(false);
  });

  it('answers every slider key and sets the element volume', async () => {
    const user = userEvent.setup();
    const { audio } = renderPlayer();
    const slider = screen.getByRole('slider', { name: words.controls.volume });
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
    await user.click(screen.getByRole('button', { name: words.controls.mute }));
    fireEvent.change(screen.getByRole('slider', { name: words.controls.volume }), { target: { value: '0.4' } });
    expect($radioSettings.get()).toEqual({ volume: 0.4, muted: false });
    expect(screen.getByRole('button', { name: words.controls.mute })).toBeInTheDocument();
  });

  it('hides the slider where the device ignores volume changes (iOS), keeping mute', () => {
    const descriptor = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'volume');
    // iOS: writes to volume are ignored and it always reads 1.
    Object.defineProperty(HTMLMediaElement.prototype, 'volume', { configurable: true, get: () => 1, set: () => {} });
    try {
      renderPlayer();
      expect(screen.queryByRole('slider', { name: words.controls.volume })).toBeNull();
      expect(screen.getByRole('button', { name: words.controls.mute })).toBeInTheDocument();
    } finally {
      if (descriptor) Object.defineProperty(HTMLMediaElement.prototype, 'volume', descriptor);
    }
  });

  it('restores the remembered volume and mute after hydration', () => {
    localStorage.setItem(RADIO_SETTINGS_KEY, JSON.stringify({ volume: 0.35, muted: true }));
    const { audio } = renderPlayer();
    expect(screen.getByRole('slider', { name: words.controls.volume })).toHaveAttribute('aria-valuetext', '35%');
    expect(screen.getByRole('button', { name: words.controls.unmute })).toBeInTheDocument();
    expect(audio.muted).toBe(true);
  });

  it('switches to the data saver while playing: the new mount plays, the cost line follows, the choice is remembered', async () => {
    const user = userEvent.setup();
    const { audio } = renderPlayer();
    const cost = () => document.querySelector('[data-radio-cost]')?.textContent;
    expect(screen.getByRole('radio', { name: words.quality.standard })).toBeChecked();
    expect(cost()).toBe('≈ 58 MB per hour');
    await user.click(playButton('play'));
    await user.click(screen.getByRole('radio', { name: words.quality.saver }));
    expect(audio.getAttribute('src')).toBe('/api/stream?port=8076&mount=%2Flive-48');
    expect(cost()).toBe('≈ 22 MB per hour');
    expect(JSON.parse(localStorage.getItem(RADIO_QUALITY_KEY) ?? 'null')).toEqual({ quality: 'saver' });
    expect(playButton('pause')).toBeInTheDocument();
  });

  it('says in words, politely, that it moved to the data saver for a slow connection, until the listener chooses a stream', async () => {
    const user = userEvent.setup();
    renderPlayer();
    const notice = screen.getAllByRole('status').find((element) => element.hasAttribute('data-radio-slow-link'));
    expect(notice).toBeEmptyDOMElement();
    act(() => moveToSaverForSlowLink());
    expect(screen.getByRole('radio', { name: words.quality.saver })).toBeChecked();
    expect(notice).toHaveTextContent(words.quality.slowConnection);
    await user.click(screen.getByRole('radio', { name: words.quality.standard }));
    expect(notice).toBeEmptyDOMElement();
    expect(JSON.parse(localStorage.getItem(RADIO_QUALITY_KEY) ?? 'null')).toEqual({ quality: 'standard' });
  });

  it('plays the data saver from the first press where the browser asks to save data, unless the listener chose', async () => {
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { connection: { saveData: true } }),
    );
    const user = userEvent.setup();
    const first = renderPlayer();
    expect(screen.getByRole('radio', { name: words.quality.saver })).toBeChecked();
    await user.click(playButton('play'));
    expect(first.audio.getAttribute('src')).toBe('/api/stream?port=8076&mount=%2Flive-48');
    first.unmount();
    localStorage.setItem(RADIO_QUALITY_KEY, JSON.stringify({ quality: 'standard' }));
    renderPlayer();
    expect(screen.getByRole('radio', { name: words.quality.standard })).toBeChecked();
    vi.unstubAllGlobals();
  });

  it('shows the playback message when play() is refused', async () => {
    play.mockImplementation(() => Promise.reject(new DOMException('no gesture', 'NotAllowedError')));
    const user = userEvent.setup();
    renderPlayer();
    await user.click(playButton('play'));
    expect(await screen.findByText(words.messages.playbackFailed)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(words.messages.playbackFailed);
    expect(playButton('play')).toBeInTheDocument();
  });

  it('shows the stream message on an element error, tries each relay at once, then backs off over the whole list, and clears it once playing', async () => {
    vi.useFakeTimers();
    // Each wait's random share at its top, so that the waits are their ceilings (src/lib/radio/reconnect.ts).
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const { audio } = renderPlayer();
    const fail = () => {
      setMediaError(audio, { code: 2 });
      fire(audio, 'error');
    };
    const srcs: (string | null)[] = [];
    const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
    fireEvent.click(playButton('play'));
    srcs.push(audio.getAttribute('src'));
    // Every endpoint once, the next at once after each failure, with the message from the first.
    for (let i = 1; i < STREAM_ENDPOINTS.length; i++) {
      fail();
      expect(screen.getByRole('alert')).toHaveTextContent(words.messages.streamUnavailable);
      advance(0);
      srcs.push(audio.getAttribute('src'));
    }
    expect(srcs).toEqual(STREAM_ENDPOINTS);
    expect($radio.get().reconnecting).toBe(true);
    expect(play).toHaveBeenCalledTimes(STREAM_ENDPOINTS.length);
    // The whole list failed: the first back-off wait, then the stream's own address again.
    fail();
    advance(RADIO.reconnectBaseMs - 1);
    expect(play, 'the list waits once it has failed').toHaveBeenCalledTimes(STREAM_ENDPOINTS.length);
    advance(1);
    expect(play).toHaveBeenCalledTimes(STREAM_ENDPOINTS.length + 1);
    expect(audio.getAttribute('src')).toBe(STREAM_URL);
    setMediaError(audio, null);
    fire(audio, 'playing');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect($radio.get()).toMatchObject({ playing: true, reconnecting: false });
  });

  it('treats a connection that delivers nothing for the stall timeout as lost, and reconnects', () => {
    vi.useFakeTimers();
    renderPlayer();
    fireEvent.click(playButton('play'));
    act(() => void vi.advanceTimersByTime(RADIO.stallTimeoutMs - 500));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByRole('alert')).toHaveTextContent(words.messages.streamUnavailable);
    // The next endpoint (a relay) is tried at once.
    act(() => void vi.advanceTimersByTime(0));
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('stops reconnecting when the listener pauses, and clears the message', () => {
    vi.useFakeTimers();
    const { audio } = renderPlayer();
    fireEvent.click(playButton('play'));
    setMediaError(audio, { code: 2 });
    fire(audio, 'error');
    fireEvent.click(playButton('pause'));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    act(() => void vi.advanceTimersByTime(60_000));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('keeps a consistent state after twenty fast clicks, with every play() promise handled', async () => {
    play.mockImplementation(() => Promise.reject(new DOMException('interrupted by a new load request', 'AbortError')));
    renderPlayer();
    for (let i = 0; i < 20; i++)
      fireEvent.click(
        screen.getByRole('button', { name: new RegExp(`^(${words.controls.play}|${words.controls.pause})$`) }),
      );
    await act(async () => {});
    expect(playButton('play')).toBeInTheDocument();
    expect($radio.get()).toMatchObject({ wantsToPlay: false, playing: false, message: null });
    expect(play).toHaveBeenCalledTimes(10);
  });

  it('shows the playback message when the press made before hydration is refused (an expired gesture); the next press plays', async () => {
    play.mockImplementationOnce(() => Promise.reject(new DOMException('needs a user gesture', 'NotAllowedError')));
    recordIntents(document);
    renderPlayer({ intents: JSON.stringify([{ name: 'play' }]) });
    expect(await screen.findByText(words.messages.playbackFailed)).toBeInTheDocument();
    expect(playButton('play')).toBeInTheDocument();
    fireEvent.click(playButton('play'));
    expect(play).toHaveBeenCalledTimes(2);
    expect(playButton('pause')).toBeInTheDocument();
  });

  it('the pop-out plays at once when its address asks, once: the request leaves the address, so a reload does not play', () => {
    window.history.replaceState(null, '', `${RADIO.popout.path}${POPOUT_PLAY.now}`);
    const first = renderPlayer({}, 'popout');
    expect(play).toHaveBeenCalledTimes(1);
    expect(playButton('pause')).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe(RADIO.popout.path);
    // A reload: a new document, with fresh stores.
    first.unmount();
    resetRadio();
    renderPlayer({}, 'popout');
    expect(play).toHaveBeenCalledTimes(1);
    expect(playButton('play')).toBeInTheDocument();
  });

  it('the pop-out asked to take over from a playing page waits for its answer before it connects, and then plays', async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', `${RADIO.popout.path}${POPOUT_PLAY.takeOver}`);
    renderPlayer({}, 'popout');
    // No window answers here: the pop-out connects once the hand-over's wait is over, not before.
    expect(play).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(RADIO.handoverWaitMs));
    expect(play).toHaveBeenCalledTimes(1);
    expect(playButton('pause')).toBeInTheDocument();
  });

  it('fails softly when the player throws: one message in words, a link to the stream, the rest of the page untouched', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(HTMLMediaElement.prototype, 'addEventListener').mockImplementation(() => {
      throw new Error('the audio element is broken');
    });
    const elsewhere = document.createElement('p');
    elsewhere.textContent = 'Elsewhere on the page';
    document.body.append(elsewhere);
    renderPlayer();
    expect(screen.getByRole('alert')).toHaveTextContent(words.failed.message);
    expect(screen.getByRole('link', { name: words.failed.streamLink })).toHaveAttribute('href', STREAM_URL);
    expect(screen.getByRole('heading', { name: words.nowPlayingHeading })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: words.controls.play })).toBeNull();
    expect(screen.getByText('Elsewhere on the page')).toBeInTheDocument();
    expect(consoleError.mock.calls.some((call) => String(call[0]).includes('The radio player island failed'))).toBe(
      true,
    );
  });

  it('carries out a press of play made before hydration', () => {
    // Three presses of play (an odd number: play) and one of mute, recorded before the island started by the
    // page's recorder.
    recordIntents(document);
    renderPlayer({ intents: JSON.stringify([{ name: 'play' }, { name: 'mute' }, { name: 'play' }, { name: 'play' }]) });
    expect(play).toHaveBeenCalledTimes(1);
    expect(playButton('pause')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.controls.unmute })).toBeInTheDocument();
  });

  it('shows the now-playing title while playing, and keeps the line when the status fails', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        Response.json({ icestats: { source: { listenurl: 'http://origin:8000/live', title: 'Morning Dew' } } }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { audio } = renderPlayer();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(playButton('play'));
    fire(audio, 'playing');
    expect(await screen.findByText('Morning Dew', { selector: 'p' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/status', expect.anything());
    // Heard, so listed under Recently played with the time it was heard.
    const list = screen.getByRole('list');
    expect(within(list).getByText('Morning Dew')).toBeInTheDocument();
    expect(within(list).getByRole('listitem').querySelector('time')?.getAttribute('datetime')).toMatch(
      /^\d{4}-\d\d-\d\dT/,
    );
  });

  it('asks the status address again once a connection carries no titles of its own (a proxy dropped its headers)', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        Response.json({ icestats: { source: { listenurl: 'http://origin:8000/live', title: 'From the status' } } }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { audio } = renderPlayer();
    fireEvent.click(playButton('play'));
    act(() => showStreamTitle('From the stream'));
    fire(audio, 'playing');
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => titlesNotInStream());
    expect(await screen.findByText('From the status', { selector: 'p' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/status', expect.anything());
  });

  it('cuts a runaway title from the origin at a word', async () => {
    const long = `Morning Dew ${'and the long walk through the rose garden '.repeat(6)}`;
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(Response.json({ icestats: { source: { listenurl: 'http://origin:8000/live', title: long } } })),
      ),
    );
    const { audio } = renderPlayer();
    fireEvent.click(playButton('play'));
    fire(audio, 'playing');
    const shown = await screen.findByText(/^Morning Dew and the long walk/, { selector: 'p' });
    expect(shown.textContent?.length).toBeLessThanOrEqual(RADIO.nowPlayingMaxChars);
    expect(shown.textContent).toMatch(/[a-z]…$/);
  });

  it('never reads a status answer that is not JSON (an HTML page posing as the origin)', async () => {
    // A body that would parse as a status answer, served as a web page: its type alone makes it refused.
    const body = JSON.stringify({ icestats: { source: { listenurl: 'http://origin:8000/live', title: 'Injected' } } });
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { audio } = renderPlayer();
    fireEvent.click(playButton('play'));
    fire(audio, 'playing');
    await act(async () => {});
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByText(FALLBACK)).toBeInTheDocument();
    expect(screen.queryByText('Injected')).toBeNull();
  });

  it('is silent when the status address fails', async () => {
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    const { audio } = renderPlayer();
    fireEvent.click(playButton('play'));
    fire(audio, 'playing');
    await act(async () => {});
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.getByText(FALLBACK)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('starts and lists titles whatever a stored copy and another window send: entries dated past any Date are dropped', async () => {
    const now = Date.now();
    sessionStorage.setItem(
      RADIO_HEARD_KEY,
      JSON.stringify([
        { title: 'Stored far ahead', at: 1e300 },
        { title: 'Stored an hour ago', at: now - 3_600_000 },
      ]),
    );
    renderPlayer();
    // Another window of this origin (Node's BroadcastChannel reaches the player's own).
    const other = new BroadcastChannel(RADIO.channelName);
    try {
      other.postMessage({
        kind: 'heard',
        from: 'another-window',
        titles: [
          { title: 'Sent far ahead', at: 8.64e15 + 1 },
          { title: 'Sent for tomorrow', at: now + 86_400_000 },
          { title: 'Sent a minute ago', at: now - 60_000 },
        ],
      });
      const list = await screen.findByRole('list');
      expect(await within(list).findByText('Sent a minute ago')).toBeInTheDocument();
    } finally {
      other.close();
    }
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.lastChild?.textContent),
    ).toEqual(['Sent a minute ago', 'Stored an hour ago']);
    expect(screen.queryByText(words.failed.message)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(RADIO_HEARD_KEY) ?? '[]')).toHaveLength(2);
    fireEvent.click(playButton('play'));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('draws an entry whose date cannot be drawn as its title alone, and the player stays', () => {
    renderPlayer();
    act(() => $radioHeard.set([{ title: 'Undated', at: 1e300 }]));
    const item = within(screen.getByRole('list')).getByRole('listitem');
    expect(item).toHaveTextContent('Undated');
    expect(item.querySelector('time')).toBeNull();
    expect(screen.queryByText(words.failed.message)).toBeNull();
    expect(playButton('play')).toBeInTheDocument();
  });
});
