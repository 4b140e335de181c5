import type { HeardTitle } from './heard';
import type { SleepTimer } from './sleep-timer';

/**
 * The rules of the hand-over between the radio players (/radio's in any tab, and the pop-out), whose messages are
 * ./window-messages.ts, so that one listener never hears the station twice and every window shows the same
 * "Recently played" list. `handoverReducer` is a pure state machine like ./machine.ts: it takes this window's state
 * and one event (a message received, a press, a timer gone off, a stop finished), each carrying its time (`at`, ms),
 * and gives the next state and the effects, which the adapter (src/islands/radio-player/channel.ts) only carries out.
 */

export type { PlayerRole, WindowMessage } from './window-messages';
export { parseWindowMessage } from './window-messages';
import type { PlayerRole, WindowMessage } from './window-messages';

/** A pop-out whose radio a page claims closes, rather than sit silent on the screen; a page never closes. */
export function closesOnClaim(role: PlayerRole, claimer: PlayerRole): boolean {
  return role === 'popout' && claimer === 'page';
}

/** Another window's claim, as this window answers it once its own stream has stopped. */
export interface Claim {
  from: string;
  role: PlayerRole;
}

export interface HandoverState {
  /** This window's player: its id on the channel and its role. */
  id: string;
  role: PlayerRole;
  /** This window's player wants to play (it plays, connects or retries). */
  wantsToPlay: boolean;
  /** The windows known to play elsewhere, oldest first; the newest is the one shown. */
  elsewhere: readonly (readonly [id: string, role: PlayerRole])[];
  /**
   * This window's claim awaiting answers: from each window known to play (`pending`), or from any that was playing
   * (`awaitingAny`), since `since`; a timer ends the wait after `handoverWaitMs`. Null when this window waits for no one.
   */
  waiting: { pending: readonly string[]; awaitingAny: boolean; since: number } | null;
  /** The listener's sleep timer as this window last set or heard it: told to a window that says hello. */
  sleep: SleepTimer | null;
}

export type HandoverEvent =
  /** The channel is open: this window says hello, and learns who plays from the answers. */
  | { type: 'open'; at: number }
  /** A message of another window, parsed (never this window's own). */
  | { type: 'received'; at: number; message: WindowMessage }
  /** The listener wants this window to play. `takeOver`: wait for an answer even when no window is known to play. */
  | { type: 'claim'; at: number; takeOver: boolean }
  /** The timer of a `setTimer` effect went off. */
  | { type: 'timedOut'; at: number }
  /** The stream stopped for `claim` (a `stop` effect) has closed its connection. */
  | { type: 'stopDone'; at: number; claim: Claim }
  /** This window's player started or stopped wanting to play (the listener, the machine, a hand-over). */
  | { type: 'playState'; at: number; wantsToPlay: boolean }
  /** The titles heard here changed: the other windows are told. */
  | { type: 'heard'; at: number; titles: readonly HeardTitle[] }
  /** The window closes or navigates away. */
  | { type: 'pagehide'; at: number }
  /** The listener set or cancelled the sleep timer in this window: every window takes it, so it follows the stream. */
  | { type: 'sleep'; at: number; timer: SleepTimer | null };

export type HandoverEffect =
  | { type: 'post'; message: WindowMessage }
  /** Play this window's stream now: no other window plays any more. */
  | { type: 'start' }
  /** Stop this window's stream, then report `stopDone` with `claim` once its connection is closed. */
  | { type: 'stop'; claim: Claim }
  /** Close this window (a pop-out whose radio a page took back). */
  | { type: 'close' }
  /** Report `timedOut` after this wait, replacing any pending timer. */
  | { type: 'setTimer'; delayMs: number }
  | { type: 'clearTimer' }
  /** Show the role of the window playing elsewhere, or null for none. */
  | { type: 'showElsewhere'; role: PlayerRole | null }
  /** Take titles heard by another window into this window's list. */
  | { type: 'takeHeard'; titles: HeardTitle[] }
  /** Post this window's titles heard, if it has any (the answer to a hello). */
  | { type: 'shareHeard' }
  /** Take the sleep timer another window set or cancelled (null). */
  | { type: 'takeSleep'; timer: SleepTimer | null };

export interface HandoverTransition {
  state: HandoverState;
  effects: HandoverEffect[];
}

/** The hand-over settings the rules read (RADIO in src/config/radio.ts). */
export interface HandoverRules {
  /** How long a claim waits at most for the answer of a window known to play (a frozen tab never answers). */
  handoverWaitMs: number;
  /** How many other windows are remembered as playing, or awaited, at most; the earliest heard are forgotten. */
  otherWindowsKept: number;
}

export function initialHandoverState(id: string, role: PlayerRole): HandoverState {
  return { id, role, wantsToPlay: false, elsewhere: [], waiting: null, sleep: null };
}

/**
 * The next state and the effects to carry out, for one event. Each rule reads the state as it was and builds the next
 * in `next`, with the effects in order.
 */
export function handoverReducer(state: HandoverState, event: HandoverEvent, rules: HandoverRules): HandoverTransition {
  const { id, role, wantsToPlay, waiting } = state;
  let next = state;
  const effects: HandoverEffect[] = [];
  const post = (message: WindowMessage) => effects.push({ type: 'post', message });
  const show = (elsewhere: HandoverState['elsewhere']) => {
    next = { ...next, elsewhere };
    effects.push({ type: 'showElsewhere', role: elsewhere.at(-1)?.[1] ?? null });
  };
  const without = (from: string) => next.elsewhere.filter(([known]) => known !== from);
  const stopWaiting = (...then: HandoverEffect[]) => {
    next = { ...next, waiting: null };
    effects.push({ type: 'clearTimer' }, ...then);
  };
  /** The answer to `claim` once this window's connection is closed; a pop-out a page claims then closes. */
  const release = (claim: Claim, wasPlaying: boolean) => {
    post({ kind: 'released', from: id, to: claim.from, wasPlaying });
    if (closesOnClaim(role, claim.role)) effects.push({ type: 'close' });
  };

  switch (event.type) {
    case 'open':
      post({ kind: 'hello', from: id });
      break;
    case 'claim':
      post({ kind: 'claim', from: id, role });
      if (state.elsewhere.length === 0 && !event.takeOver) {
        if (waiting) stopWaiting({ type: 'start' });
        else effects.push({ type: 'start' });
        break;
      }
      next = {
        ...next,
        waiting: {
          pending: state.elsewhere.map(([known]) => known),
          // A pop-out opened by a playing page starts before that page could answer its hello: it waits for any answer.
          awaitingAny: state.elsewhere.length === 0,
          since: event.at,
        },
      };
      effects.push({ type: 'setTimer', delayMs: rules.handoverWaitMs });
      break;
    case 'timedOut':
      if (!waiting) break;
      // Whoever did not answer (a frozen or closed tab) is no longer counted as playing.
      next = { ...next, waiting: null };
      show([]);
      effects.push({ type: 'start' });
      break;
    case 'stopDone':
      release(event.claim, true);
      break;
    case 'playState':
      if (event.wantsToPlay === wantsToPlay) break;
      next = { ...next, wantsToPlay: event.wantsToPlay };
      // Playing here: no other window plays any more. Stopped here: the others show the radio plays nowhere.
      if (event.wantsToPlay) show([]);
      else post({ kind: 'stopped', from: id });
      break;
    case 'heard':
      post({ kind: 'heard', from: id, titles: [...event.titles] });
      break;
    case 'sleep':
      next = { ...next, sleep: event.timer };
      post({ kind: 'sleep', from: id, timer: event.timer });
      break;
    case 'pagehide':
      // A window that closes or navigates away while playing frees the radio for the others at once.
      if (wantsToPlay) post({ kind: 'stopped', from: id });
      break;
    case 'received': {
      const { message } = event;
      if (message.from === id) break;
      switch (message.kind) {
        case 'claim':
          // Two presses in two windows at once: the later claim wins, this one gives way.
          if (waiting) stopWaiting();
          show([[message.from, message.role]]);
          // The claimer connects on the answer, so a window that plays answers once its connection is closed.
          if (wantsToPlay) effects.push({ type: 'stop', claim: { from: message.from, role: message.role } });
          else release(message, false);
          break;
        case 'released':
          show(without(message.from));
          if (!waiting || message.to !== id) break;
          next = {
            ...next,
            waiting: {
              ...waiting,
              pending: waiting.pending.filter((known) => known !== message.from),
              awaitingAny: waiting.awaitingAny && !message.wasPlaying,
            },
          };
          // Only a `released` answer says a connection is closed: a `stopped` may come before the stop let go of it.
          if (next.waiting?.pending.length === 0 && !next.waiting.awaitingAny) stopWaiting({ type: 'start' });
          break;
        case 'stopped':
          show(without(message.from));
          break;
        case 'playing': {
          // A window already known keeps its place in the list and takes its new role.
          const known = next.elsewhere.some(([other]) => other === message.from);
          show(
            known
              ? next.elsewhere.map((entry) => (entry[0] === message.from ? [message.from, message.role] : entry))
              : [...next.elsewhere, [message.from, message.role] as const].slice(-rules.otherWindowsKept),
          );
          // An answer to this window's hello, sent before that window read the claim: its release is on the way.
          if (waiting && !waiting.pending.includes(message.from))
            next = {
              ...next,
              waiting: { ...waiting, pending: [...waiting.pending, message.from].slice(-rules.otherWindowsKept) },
            };
          break;
        }
        case 'hello':
          if (wantsToPlay) post({ kind: 'playing', from: id, role });
          // Before a pop-out that takes over reads the release: it plays on with the same end.
          if (state.sleep && state.sleep.endsAt > event.at) post({ kind: 'sleep', from: id, timer: state.sleep });
          effects.push({ type: 'shareHeard' });
          break;
        case 'heard':
          effects.push({ type: 'takeHeard', titles: message.titles });
          break;
        case 'sleep':
          next = { ...next, sleep: message.timer };
          effects.push({ type: 'takeSleep', timer: message.timer });
      }
    }
  }
  return { state: next, effects };
}
