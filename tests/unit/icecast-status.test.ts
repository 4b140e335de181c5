import { readFileSync } from 'node:fs';
import { icecastSources, nowPlayingTitle } from '../../src/lib/icecast-status';
import { RADIO } from '../../src/site.config';

/** Answers of Icecast 2.4.4's /status-json.xsl, captured from a server fed by ezstream (tests/fixtures/icecast). */
const sample = (name: string): unknown => JSON.parse(readFileSync(new URL(`../fixtures/icecast/${name}.json`, import.meta.url), 'utf8'));

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
    expect(nowPlayingTitle(status, '/elsewhere')).toBe('Test Tone');
  });

  it('gives null for a mount without a title, rather than another mount\'s title', () => {
    const status = sample('no-title');
    expect(nowPlayingTitle(status, '/second')).toBeNull();
    expect(nowPlayingTitle(status, '/live')).toBe('Test Tone');
  });

  it('gives null when no source is connected', () => {
    expect(icecastSources(sample('no-source'))).toEqual([]);
    expect(nowPlayingTitle(sample('no-source'), '/live')).toBeNull();
  });

  it('joins artist and title when the source sends both, and tidies whitespace', () => {
    const status = { icestats: { source: { listenurl: 'http://x:8000/live', artist: 'The Ferns', title: '  Morning\n Dew ' } } };
    expect(nowPlayingTitle(status, '/live')).toBe('The Ferns - Morning Dew');
    const combined = { icestats: { source: { artist: 'The Ferns', title: 'The Ferns - Morning Dew' } } };
    expect(nowPlayingTitle(combined)).toBe('The Ferns - Morning Dew');
  });

  it('gives null for anything that is not a status answer', () => {
    for (const value of [null, undefined, 'text', 42, [], {}, { icestats: null }, { icestats: { source: 'x' } }, { icestats: { source: { title: '' } } }]) {
      expect(nowPlayingTitle(value, '/live')).toBeNull();
    }
    expect(nowPlayingTitle({ icestats: { source: [null, { title: 'Ok', listenurl: 'not a url' }] } }, '/live')).toBe('Ok');
  });
});
