import { closesOnClaim, parseWindowMessage } from '../../../src/lib/radio/handover';

describe('messages between the radio players of a listener’s windows', () => {
  it.each([
    { kind: 'claim', from: 'a', role: 'page' },
    { kind: 'claim', from: 'a', role: 'popout' },
    { kind: 'playing', from: 'a', role: 'popout' },
    { kind: 'released', from: 'a', to: 'b', wasPlaying: true },
    { kind: 'stopped', from: 'a' },
    { kind: 'hello', from: 'a' },
    { kind: 'heard', from: 'a', titles: [{ title: 'T', at: 1 }] },
  ])('reads $kind', (message) => {
    expect(parseWindowMessage(message)).toEqual(message);
  });

  it.each([
    ['nothing', null],
    ['a string', 'claim'],
    ['an unknown kind', { kind: 'play', from: 'a' }],
    ['no sender', { kind: 'stopped' }],
    ['an empty sender', { kind: 'stopped', from: '' }],
    ['a huge sender', { kind: 'stopped', from: 'x'.repeat(65) }],
    ['an unknown role', { kind: 'claim', from: 'a', role: 'tab' }],
    ['a release to no one', { kind: 'released', from: 'a', wasPlaying: true }],
    ['a release that does not say whether a stream was open', { kind: 'released', from: 'a', to: 'b' }],
    ['titles that are not a list', { kind: 'heard', from: 'a', titles: 'T' }],
  ])('ignores %s', (_what, data) => {
    expect(parseWindowMessage(data)).toBeNull();
  });

  it('closes the pop-out when a page takes the radio back, and never a page', () => {
    expect(closesOnClaim('popout', 'page')).toBe(true);
    expect(closesOnClaim('popout', 'popout')).toBe(false);
    expect(closesOnClaim('page', 'popout')).toBe(false);
    expect(closesOnClaim('page', 'page')).toBe(false);
  });
});
