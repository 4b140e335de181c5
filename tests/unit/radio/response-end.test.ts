import { responseEnd } from '@/lib/radio/response-end';

describe('what the end of a stream response means (src/lib/radio/response-end.ts)', () => {
  it('during a join, any end is that request’s failure, whatever it brought', () => {
    for (const played of [false, true])
      for (const notAudio of [false, true])
        expect(responseEnd({ joining: true, played, notAudio }), `${played} ${notAudio}`).toBe('failedRequest');
  });

  it('a response that ends after the element played is a cut; one that ends before is the connection’s failure', () => {
    expect(responseEnd({ joining: false, played: true, notAudio: false })).toBe('cut');
    expect(responseEnd({ joining: false, played: false, notAudio: false })).toBe('error');
  });

  it('text or other bytes where MP3 should be fail the connection, even after it played', () => {
    expect(responseEnd({ joining: false, played: true, notAudio: true })).toBe('error');
    expect(responseEnd({ joining: false, played: false, notAudio: true })).toBe('error');
  });
});
