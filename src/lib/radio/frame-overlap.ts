/**
 * A join at a cut, frame by frame: a new response of the stream starts with the origin's burst, seconds of audio the
 * buffer mostly holds already. These rules find where the new response's frames continue the buffered ones, by their keys
 * (src/lib/radio/stream-frames.ts), so that the stream reader appends only what is new and the listener hears
 * neither a gap nor a second of audio twice.
 */

/** What a join knows of the new response's first frames. */
export type Overlap =
  /** The first `skip` frames of the new response (those read so far and those still to come) are buffered already. */
  | { found: true; skip: number }
  /** Not yet known: too few of the new response's frames have come to confirm a match. */
  | { found: false; decided: false }
  /** None of these frames is buffered (the station restarted, or the cut outlasted what is kept): play them as new. */
  | { found: false; decided: true };

/**
 * Where the `fresh` keys (a new response's frames from its first) continue the `buffered` keys (the last frames appended,
 * oldest first). A match is a fresh frame equal to a buffered one, followed by `confirm` more equal frames, or by as
 * many as the buffered list has after it; the earliest fresh frame that matches wins (while it may still, nothing is
 * decided), and of its equals in the buffer the latest (frames of silence are alike). `giveUpAfter` fresh frames without
 * a match decide that there is none.
 */
export function overlapOf(
  buffered: readonly number[],
  fresh: readonly number[],
  { confirm, giveUpAfter }: { confirm: number; giveUpAfter: number },
): Overlap {
  const positions = new Map<number, number[]>();
  buffered.forEach((key, at) => {
    const found = positions.get(key);
    if (found) found.push(at);
    else positions.set(key, [at]);
  });
  for (let i = 0; i < fresh.length; i++) {
    const equals = positions.get(fresh[i]!) ?? [];
    // Of this frame's equals in the buffer, the latest confirmed by `confirm` frames wins; one that only the buffer's
    // end cut short counts when no other is confirmed or may still be; one still waiting for frames leaves it open.
    let cutShort: number | null = null;
    let waiting = false;
    for (let e = equals.length - 1; e >= 0; e--) {
      const at = equals[e]!;
      const needed = Math.min(confirm, buffered.length - at - 1);
      const available = Math.min(needed, fresh.length - i - 1);
      let equal = 0;
      while (equal < available && fresh[i + 1 + equal] === buffered[at + 1 + equal]) equal++;
      if (equal < available) continue;
      if (available < needed) waiting = true;
      else if (needed === confirm) return { found: true, skip: i + buffered.length - at };
      else cutShort ??= at;
    }
    if (waiting) return { found: false, decided: false };
    if (cutShort !== null) return { found: true, skip: i + buffered.length - cutShort };
  }
  return fresh.length < giveUpAfter ? { found: false, decided: false } : { found: false, decided: true };
}

/**
 * A switch to another encoding (the standard stream or the data saver), which no key lines up: the new response's burst
 * is the station's last seconds, and only its last `newSeconds` (the time since the old response's last bytes) follow the
 * audio held. The count of the burst's `frames` before those, which are dropped.
 */
export function framesBeforeLast(frames: readonly { seconds: number }[], newSeconds: number): number {
  let from = frames.length;
  for (let left = newSeconds; from > 0 && left > 0;) left -= frames[--from]!.seconds;
  return from;
}

/** How a new response is lined up with the audio held: frame by frame (a join), or by time (a switch). */
export type Lining =
  | { kind: 'join' }
  /** `firstAt`: when the new response's first frames came; `lastDataAt`: the old response's last bytes (ms). */
  | { kind: 'switch'; firstAt: number; lastDataAt: number };

export interface LiningRules {
  confirm: number;
  giveUpAfter: number;
  /** What comes within this long of a switch's first bytes is the origin's burst (ms). */
  burstMs: number;
}

/**
 * Whether the new response's frames so far (`fresh`, from its first) are lined up with the `buffered` keys: how many
 * of them to drop, or null while that is not known. A join drops what the buffer holds (none when nothing matches); a
 * switch, once its burst is in, keeps only the audio the station played since the old response's last bytes.
 */
export function linedUp(
  lining: Lining,
  fresh: readonly { key: number; seconds: number }[],
  buffered: readonly number[],
  now: number,
  rules: LiningRules,
): number | null {
  if (lining.kind === 'join') {
    const overlap = overlapOf(
      buffered,
      fresh.map((frame) => frame.key),
      rules,
    );
    if (overlap.found) return overlap.skip;
    return overlap.decided ? 0 : null;
  }
  if (now - lining.firstAt < rules.burstMs) return null;
  // The station went on for as long as since the old response's last bytes: that much of the fresh audio is new.
  return framesBeforeLast(fresh, (now - lining.lastDataAt) / 1000);
}
