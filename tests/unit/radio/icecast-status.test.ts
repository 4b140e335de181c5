import { readFileSync } from 'node:fs';
import { cutTitle, icecastSources, nowPlayingTitle, tidyTitle } from '@/lib/radio/icecast-status';
import { RADIO } from '@/config/radio';

/** Answers of Icecast 2.4.4's /status-json.xsl, captured from a server fed by ezstream (tests/fixtures/icecast). */
const sample = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../fixtures/icecast/${name}.json`, import.meta.url), 'utf8'));

describe('Icecast status parser', () => {
  it('reads the title of a server with one mount (source is an object)', () => {
    const status = sample('one-mount');
    expect(icecastSources(status)).toHaveLength(1);
    expect(nowPlayingTitle(status, RADIO.mount)).toBe('Test Tone');
    expect(nowPlayingTitle(status)).toBe('Test Tone');
  });

  it('picks the station mount among several (source is an array)', () => {
    const status = sample('several-mounts');
    expect(icecastSources(status)).toHaveLength(2);
    expect(nowPlayingTitle(status, '/live')).toBe('Test Tone');
    expect(nowPlayingTitle(status, '/second')).toBe('notitle');
  });

  it("never shows another mount's title: several mounts and none is the station's gives null", () => {
    const status = sample('several-mounts');
    expect(nowPlayingTitle(status, '/elsewhere')).toBeNull();
    expect(nowPlayingTitle(status)).toBeNull();
    const single = { icestats: { source: { listenurl: 'http://x:8000/other', title: 'Another stream' } } };
    expect(nowPlayingTitle(single, '/live')).toBeNull();
  });

  it("gives null for a mount without a title, rather than another mount's title", () => {
    const status = sample('no-title');
    expect(nowPlayingTitle(status, '/second')).toBeNull();
    expect(nowPlayingTitle(status, '/live')).toBe('Test Tone');
  });

  it('removes format and control characters (a bidirectional override cannot turn the title around)', () => {
    expect(tidyTitle('\u202Eevil\u202C Song\u200B\u0007 Title\t')).toBe('evil Song Title');
    expect(tidyTitle('\u2066\u2069 ')).toBeNull();
    const status = { icestats: { source: { listenurl: 'http://x:8000/live', title: 'Fern\u202E Song' } } };
    expect(nowPlayingTitle(status, '/live')).toBe('Fern Song');
  });

  it('makes a 10,000-character title full of garbage bytes short and plain, as the stream’s own titles go through it', () => {
    const garbage = Array.from(
      { length: 10_000 },
      (_, i) => ['\u0000', '\uFFFD', 'ab', ' ', '\u202E', '\u001B', 'é'][i % 7],
    ).join('');
    const shown = cutTitle(tidyTitle(garbage), RADIO.nowPlayingMaxChars) ?? '';
    expect(Array.from(shown).length).toBeLessThanOrEqual(RADIO.nowPlayingMaxChars);
    expect(shown).not.toMatch(/[\p{Cc}\p{Cf}]/u);
    expect(shown.endsWith('…')).toBe(true);
  });

  it('gives null when no source is connected', () => {
    expect(icecastSources(sample('no-source'))).toEqual([]);
    expect(nowPlayingTitle(sample('no-source'), '/live')).toBeNull();
  });

  it('joins artist and title when the source sends both, and tidies whitespace', () => {
    const status = {
      icestats: { source: { listenurl: 'http://x:8000/live', artist: 'The Ferns', title: '  Morning\n Dew ' } },
    };
    expect(nowPlayingTitle(status, '/live')).toBe('The Ferns - Morning Dew');
    const combined = { icestats: { source: { artist: 'The Ferns', title: 'The Ferns - Morning Dew' } } };
    expect(nowPlayingTitle(combined)).toBe('The Ferns - Morning Dew');
  });

  it('gives null for anything that is not a status response', () => {
    for (const value of [
      null,
      undefined,
      'text',
      42,
      [],
      {},
      { icestats: null },
      { icestats: { source: 'x' } },
      { icestats: { source: { title: '' } } },
    ]) {
      expect(nowPlayingTitle(value, '/live')).toBeNull();
    }
    expect(
      nowPlayingTitle({ icestats: { source: [null, { title: 'Ok', listenurl: 'http://x:8000/live' }] } }, '/live'),
    ).toBe('Ok');
    expect(
      nowPlayingTitle({ icestats: { source: [null, { title: 'Unknown', listenurl: 'not a url' }] } }, '/live'),
    ).toBeNull();
  });

  it('reads the response of one mount’s status (?mount=), and of a mount that is off air', () => {
    const oneMount = {
      icestats: { host: '127.0.0.1', source: { listenurl: 'http://127.0.0.1:8100/live', title: 'Tone' } },
    };
    expect(nowPlayingTitle(oneMount, RADIO.mount)).toBe('Tone');
    expect(nowPlayingTitle({ icestats: { host: '127.0.0.1', dummy: null } }, RADIO.mount)).toBeNull();
  });
});

describe('cutting a runaway title', () => {
  it('keeps a title that fits, and null', () => {
    expect(cutTitle('Morning Dew', 20)).toBe('Morning Dew');
    expect(cutTitle('x'.repeat(20), 20)).toBe('x'.repeat(20));
    expect(cutTitle(null, 20)).toBeNull();
  });

  it('cuts a long title at the last whole word that fits, with an ellipsis, within the limit', () => {
    expect(cutTitle('The Ferns - Morning Dew on the Long Border', 24)).toBe('The Ferns - Morning Dew…');
    expect(cutTitle('The Ferns, Morning Dew and more', 24)).toBe('The Ferns, Morning Dew…');
    const long = 'word '.repeat(100);
    expect(Array.from(cutTitle(long, RADIO.nowPlayingMaxChars) ?? '').length).toBeLessThanOrEqual(
      RADIO.nowPlayingMaxChars,
    );
  });

  it('cuts one endless word where it must, and never splits an emoji in two', () => {
    expect(cutTitle('a'.repeat(50), 10)).toBe(`${'a'.repeat(9)}…`);
    const emoji = '🌱'.repeat(30);
    const cut = cutTitle(emoji, 10) ?? '';
    expect(Array.from(cut)).toHaveLength(10);
    expect(cut).toBe(`${'🌱'.repeat(9)}…`);
  });
});
