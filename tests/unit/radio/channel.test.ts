// @vitest-environment jsdom
import { RADIO } from '@/config/radio';
import { openRadioChannel, type RadioChannel } from '@/islands/radio-player/channel';
import { createPlayerState } from '@/islands/radio-player/player-state';
import { $radioElsewhere } from '@/stores/radio-windows';

/**
 * The adapter of the hand-over's rules (tested event by event in ./handover.test.ts): two players of one listener, as
 * two windows have them, on a real BroadcastChannel (Node's), with real timers. Their stores are this process's one
 * store, so these tests follow what each player is asked to do and when.
 */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 30));

const opened: (RadioChannel | BroadcastChannel)[] = [];
afterEach(() => {
  for (const channel of opened.splice(0)) channel.close();
  $radioElsewhere.set(null);
});

function player(role: 'page' | 'popout', playing = false) {
  const log: string[] = [];
  const state = { playing };
  const held = createPlayerState([]);
  const channel: RadioChannel | null = openRadioChannel(
    role,
    {
      play: () => {
        state.playing = true;
        log.push(`${role} started`);
        channel?.playState(true);
      },
      pause: () => {
        state.playing = false;
        log.push(`${role} stopped`);
        channel?.playState(false);
      },
      disconnected: () => Promise.resolve(),
    },
    held,
  );
  if (!channel) throw new Error('BroadcastChannel is missing');
  opened.push(channel);
  channel.playState(playing);
  // The listener's press reaches the channel as the store's player; a pop-out's address may ask to take over.
  const play = (takeOver = false) => (takeOver ? channel.claim(true) : channel.play());
  return { channel, state, log, play, held };
}

describe('one stream across the listener’s windows', () => {
  it('starts at once when no other window plays', () => {
    const page = player('page');
    page.play();
    expect(page.log).toEqual(['page started']);
    // The hand-over's state is the player's one object's, and a closed channel leaves none behind.
    expect(page.held.handover).toMatchObject({ role: 'page', wantsToPlay: true });
    page.channel.close();
    expect(page.held.handover).toBeNull();
  });

  it('a claim stops the window that plays before the claimer starts, and that window shows where the radio went', async () => {
    const page = player('page', true);
    const order: string[] = [];
    const popout = player('popout');
    page.log.push = (entry: string) => order.push(entry);
    popout.log.push = (entry: string) => order.push(entry);
    await delivered();
    // The pop-out learned from its hello that the page plays: it waits for the page to let go.
    popout.play();
    expect(order).toEqual([]);
    await delivered();
    expect(order).toEqual(['page stopped', 'popout started']);
    expect(page.state.playing).toBe(false);
  });

  it('the claimer waits for the answer that the connection is closed, not for the word that the player stopped', async () => {
    const order: string[] = [];
    // The page's player says at once that it stopped, and lets go of its connection 100 ms later.
    const page: RadioChannel | null = openRadioChannel(
      'page',
      {
        play: () => {},
        pause: () => page?.playState(false),
        disconnected: () =>
          new Promise((resolve) =>
            setTimeout(() => {
              order.push('page connection closed');
              resolve();
            }, 100),
          ),
      },
      createPlayerState([]),
    );
    if (page) opened.push(page);
    page?.playState(true);
    const popout = player('popout');
    popout.log.push = (entry: string) => order.push(entry);
    await delivered();
    popout.play();
    await expect.poll(() => order, { timeout: 2000 }).toEqual(['page connection closed', 'popout started']);
  });

  it('the pop-out opened by a playing page waits for it, even before the page answered', async () => {
    const page = player('page', true);
    const popout = player('popout');
    const order: string[] = [];
    page.log.push = (entry: string) => order.push(entry);
    popout.log.push = (entry: string) => order.push(entry);
    popout.play(true);
    await delivered();
    expect(order).toEqual(['page stopped', 'popout started']);
  });

  it(`does not wait more than ${RADIO.handoverWaitMs} ms for a window that never answers`, async () => {
    const frozen = new BroadcastChannel(RADIO.channelName);
    opened.push(frozen);
    const page = player('page');
    frozen.postMessage({ kind: 'playing', from: 'frozen-tab', role: 'page' });
    await delivered();
    const asked = Date.now();
    page.play();
    expect(page.log).toEqual([]);
    await expect.poll(() => page.log, { timeout: RADIO.handoverWaitMs + 1000 }).toEqual(['page started']);
    expect(Date.now() - asked).toBeGreaterThanOrEqual(RADIO.handoverWaitMs - 50);
  });

  it('a window that stops playing tells the others, which then show the radio plays nowhere', async () => {
    const popout = player('popout');
    popout.play();
    const page = player('page');
    await delivered();
    expect($radioElsewhere.get()).toBe('popout');
    popout.state.playing = false;
    popout.channel.playState(false);
    await delivered();
    expect($radioElsewhere.get()).toBeNull();
    expect(page.log).toEqual([]);
  });

  it('ignores messages that are not the players’', async () => {
    const stranger = new BroadcastChannel(RADIO.channelName);
    opened.push(stranger);
    const page = player('page', true);
    for (const data of [null, 'claim', { kind: 'claim', from: 'x', role: 'robot' }, { kind: 'claim' }])
      stranger.postMessage(data);
    await delivered();
    expect(page.log).toEqual([]);
    expect(page.state.playing).toBe(true);
  });
});

describe('where the browser refuses a channel between windows', () => {
  it('there is none, as without BroadcastChannel: Firefox throws a SecurityError when the visitor blocks all cookies', () => {
    vi.stubGlobal(
      'BroadcastChannel',
      class {
        constructor() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        }
      },
    );
    const stream = { play: vi.fn(), pause: vi.fn(), disconnected: () => Promise.resolve() };
    expect(openRadioChannel('page', stream, createPlayerState([]))).toBeNull();
    expect(stream.play).not.toHaveBeenCalled();
  });
});
