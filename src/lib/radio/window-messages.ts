import type { HeardTitle } from './heard';
import { parseSleepTimer, type SleepTimer } from './sleep-timer';

/**
 * What the radio players (/radio's in any tab, and the pop-out) say to each other over a BroadcastChannel, and how a
 * message received is read. The rules of the hand-over that act on them: ./handover.ts.
 */

export type PlayerRole = 'page' | 'popout';

export type WindowMessage =
  /** `from` is about to play: every other player stops and answers `released`. */
  | { kind: 'claim'; from: string; role: PlayerRole }
  /** `from` answers `to`'s claim: its connection is closed (`wasPlaying`: it had one open until then). */
  | { kind: 'released'; from: string; to: string; wasPlaying: boolean }
  /** `from` plays (the answer to `hello`); the others show that the radio plays there. */
  | { kind: 'playing'; from: string; role: PlayerRole }
  | { kind: 'stopped'; from: string }
  /** A player has started: whoever plays says so, and everyone sends the titles they have heard. */
  | { kind: 'hello'; from: string }
  | { kind: 'heard'; from: string; titles: HeardTitle[] }
  /** The listener's sleep timer, set (its end on the clock the windows share) or cancelled (null), or known at a hello. */
  | { kind: 'sleep'; from: string; timer: SleepTimer | null };

const ROLES: readonly PlayerRole[] = ['page', 'popout'];
const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 64;
const isRole = (value: unknown): value is PlayerRole => ROLES.includes(value as PlayerRole);

/**
 * A message as received, or null for anything not ours: only this origin can post, but an older version of the site
 * in another tab may, and a player must never act on a guess. Titles are checked later, by ./heard.ts.
 */
export function parseWindowMessage(data: unknown): WindowMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  const { kind, from } = message;
  if (!isId(from)) return null;
  switch (kind) {
    case 'claim':
    case 'playing':
      return isRole(message['role']) ? { kind, from, role: message['role'] } : null;
    case 'released':
      return isId(message['to']) && typeof message['wasPlaying'] === 'boolean'
        ? { kind, from, to: message['to'], wasPlaying: message['wasPlaying'] }
        : null;
    case 'stopped':
    case 'hello':
      return { kind, from };
    case 'heard':
      return Array.isArray(message['titles']) ? { kind, from, titles: message['titles'] as HeardTitle[] } : null;
    case 'sleep': {
      const timer = parseSleepTimer(message['timer']);
      return timer === undefined ? null : { kind, from, timer };
    }
    default:
      return null;
  }
}
