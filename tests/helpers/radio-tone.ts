import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadDemoFrames } from '@/server/stream-origin.mjs';

// The sweep the radio's test origins play (tests/helpers/radio-origin.ts), made with SoX.

/** The title the tone carries in its tags; ezstream sends it to Icecast, which reports it in status-json.xsl. */
export const TONE_TITLE = 'Garden Test Tone';

/**
 * Removes the encoder's info frame (LAME's "Info"/"Xing" header, which states the file's length) from an MP3 file,
 * keeping its ID3 tag, which carries the title. ezstream sends the file as it is, loop after loop, so a listener who
 * joins a source that has just come back on air would otherwise be told the stream lasts as long as one loop, which a real
 * station's encoder never says.
 */
function withoutEncoderInfoFrame(file: string): void {
  const data = readFileSync(file);
  const tagLength =
    data.subarray(0, 3).toString('latin1') === 'ID3'
      ? 10 + (((data[6]! & 0x7f) << 21) | ((data[7]! & 0x7f) << 14) | ((data[8]! & 0x7f) << 7) | (data[9]! & 0x7f))
      : 0;
  const { frames } = loadDemoFrames(file);
  writeFileSync(file, Buffer.concat([data.subarray(0, tagLength), ...frames]));
}

/**
 * What the test origins play, looped by ezstream: a sweep rising steadily from `fromHz` to `toHz` over `seconds`. Its
 * frames never repeat within a test, as a real programme's never do (the player joins a new connection to the audio
 * it has buffered by matching frames, which a steady tone makes ambiguous), and its pitch tells which second of it is
 * being heard (the radio benchmark checks with it that a cut repeats or skips nothing).
 */
export const TONE_SWEEP = { seconds: 90, fromHz: 200, toHz: 2000 } as const;

/** The sweep in `dir` named `name`, at `kbps`: at the station's bitrate, since how soon a listener hears a source that
 * has just come back on air depends on it (a fresh source has little audio queued and sends the rest at its bitrate). */
export function makeTone(dir: string, name: string, kbps: number): string {
  const file = path.join(dir, name);
  copyFileSync(madeTone(kbps), file);
  chmodSync(file, 0o644);
  return file;
}

/** The code that makes the sweep: this file, and the frame reader that strips the encoder's info frame. */
const MADE_BY = [import.meta.filename, path.resolve(import.meta.dirname, '../../src/server/stream-origin.mjs')];

/**
 * The sweep at `kbps`, made once and kept in the system's temporary folder under a name that changes with the sweep
 * and with the code that makes it: every origin of a run (about 30) played the same few, and SoX took 0.6 CPU-seconds
 * for each.
 */
function madeTone(kbps: number): string {
  const recipe = createHash('sha256').update(JSON.stringify({ TONE_SWEEP, TONE_TITLE, kbps }));
  for (const code of MADE_BY) recipe.update(readFileSync(code));
  const kept = path.join(tmpdir(), `plant-radio-tone-${recipe.digest('hex').slice(0, 16)}.mp3`);
  if (existsSync(kept)) return kept;
  // Made under a name of its own and renamed whole, so that another worker never reads it half-written.
  const making = `${kept}.${process.pid}.mp3`;
  const { seconds, fromHz, toHz } = TONE_SWEEP;
  const sox = spawnSync('sox', [
    '-n',
    '-r',
    '44100',
    '-c',
    '1',
    '-C',
    String(kbps),
    '--comment',
    `Title=${TONE_TITLE}`,
    making,
    'synth',
    String(seconds),
    'sine',
    `${fromHz}:${toHz}`,
    'gain',
    '-12',
  ]);
  if (sox.status !== 0) throw new Error(`sox could not make the test sweep: ${sox.stderr?.toString() ?? sox.error}`);
  withoutEncoderInfoFrame(making);
  renameSync(making, kept);
  return kept;
}
