import { closesOnClaim, parseWindowMessage, type PlayerRole, type WindowMessage } from '../../lib/radio/handover';
import type { HeardTitle } from '../../lib/radio/heard';
import { RADIO } from '../../site.config';
import { $radioElsewhere, $radioHeard, takeHeard } from '../../stores/radio-windows';

/**
 * One stream per listener: this window's player speaks with the listener's other windows (radio pages, the pop-out)
 * over a BroadcastChannel (rules and messages: src/lib/radio/handover.ts). Before playing it claims the radio: whoever
 * plays elsewhere stops first, so two connections are never open at once. Titles heard are shared by every window.
 */

export interface RadioChannel {
  /**
   * Runs `start` once no other window plays (at once when none is known to). `othersMayPlay`: wait for an answer anyway
   * (a pop-out opened by a playing page starts before that page could answer its hello).
   */
  beforePlay(start: () => void, othersMayPlay?: boolean): void;
  stopped(): void;
  playing(): void;
  heard(titles: readonly HeardTitle[]): void;
  close(): void;
}

export interface ChannelHooks {
  wantsToPlay(): boolean;
  /** For another window's claim; resolves once the connection is closed. */
  stop(): Promise<void>;
}

/** Null without BroadcastChannel (before Safari 15.4), where nothing keeps windows to one stream: no pop-out then. */
export function openRadioChannel(role: PlayerRole, hooks: ChannelHooks): RadioChannel | null {
  if (typeof BroadcastChannel !== 'function') return null;
  const channel = new BroadcastChannel(RADIO.channelName);
  const id = typeof crypto?.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
  const elsewhere = new Map<string, PlayerRole>();
  /** A claim awaiting answers: from each window known to play (`pending`), or any that was playing (`awaitingAny`). */
  let waiting: { start: () => void; timer: ReturnType<typeof setTimeout>; pending: Set<string>; awaitingAny: boolean } | null = null;
  let closed = false;

  const post = (message: WindowMessage) => channel.postMessage(message);
  const showElsewhere = () => $radioElsewhere.set([...elsewhere.values()].at(-1) ?? null);
  // Only a `released` answer says a connection is closed: a `stopped` may come before the stop has let go of it.
  const startWaiting = () => {
    if (!waiting || waiting.pending.size > 0 || waiting.awaitingAny) return;
    clearTimeout(waiting.timer);
    const { start } = waiting;
    waiting = null;
    start();
  };

  const onMessage = (message: WindowMessage) => {
    switch (message.kind) {
      case 'claim':
        if (waiting) {
          // Two presses in two windows at once: the later claim wins, this one gives way.
          clearTimeout(waiting.timer);
          waiting = null;
        }
        elsewhere.clear();
        elsewhere.set(message.from, message.role);
        showElsewhere();
        // The claimer connects on this answer, so it is sent once this window's connection is closed, not before.
        const wasPlaying = hooks.wantsToPlay();
        void (wasPlaying ? hooks.stop() : Promise.resolve()).then(() => {
          if (closed) return;
          post({ kind: 'released', from: id, to: message.from, wasPlaying });
          if (closesOnClaim(role, message.role)) window.close();
        });
        return;
      case 'released':
        elsewhere.delete(message.from);
        showElsewhere();
        if (waiting && message.to === id) {
          waiting.pending.delete(message.from);
          if (message.wasPlaying) waiting.awaitingAny = false;
          startWaiting();
        }
        return;
      case 'stopped':
        elsewhere.delete(message.from);
        showElsewhere();
        return;
      case 'playing':
        elsewhere.set(message.from, message.role);
        showElsewhere();
        // An answer to this window's hello, sent before that window read the claim: its release is on the way.
        waiting?.pending.add(message.from);
        return;
      case 'hello':
        if (hooks.wantsToPlay()) post({ kind: 'playing', from: id, role });
        if ($radioHeard.get().length > 0) post({ kind: 'heard', from: id, titles: $radioHeard.get() });
        return;
      case 'heard':
        takeHeard(message.titles);
    }
  };
  channel.onmessage = (event: MessageEvent) => {
    const message = parseWindowMessage(event.data);
    if (message && message.from !== id) onMessage(message);
  };
  // A window that closes or navigates away while playing frees the radio for the others at once.
  const onPageHide = () => {
    if (hooks.wantsToPlay()) post({ kind: 'stopped', from: id });
  };
  window.addEventListener('pagehide', onPageHide);
  post({ kind: 'hello', from: id });

  return {
    beforePlay(start, othersMayPlay = false) {
      post({ kind: 'claim', from: id, role });
      if (elsewhere.size === 0 && !othersMayPlay) {
        start();
        return;
      }
      if (waiting) clearTimeout(waiting.timer);
      waiting = {
        start,
        pending: new Set(elsewhere.keys()),
        awaitingAny: elsewhere.size === 0,
        timer: setTimeout(() => {
          // Whoever did not answer (a frozen or closed tab) is no longer counted as playing.
          elsewhere.clear();
          showElsewhere();
          if (waiting) Object.assign(waiting, { pending: new Set(), awaitingAny: false });
          startWaiting();
        }, RADIO.handoverWaitMs),
      };
    },
    stopped: () => post({ kind: 'stopped', from: id }),
    playing: () => {
      elsewhere.clear();
      showElsewhere();
    },
    heard: (titles) => post({ kind: 'heard', from: id, titles: [...titles] }),
    close() {
      if (waiting) clearTimeout(waiting.timer);
      window.removeEventListener('pagehide', onPageHide);
      closed = true;
      channel.close();
    },
  };
}
