import { mediaSourceForMp3 } from '@/islands/radio-player/media-source-probe';

/**
 * Which Media Source the radio plays through, engine by engine, as each one answers isTypeSupported
 * (docs/radio.md, "In every engine"). The browser tests play the real engines; this pins the choice itself.
 */
function sourceTaking(...types: string[]) {
  return class {
    static isTypeSupported = (type: string) => types.includes(type);
  };
}

describe('the radio picks the Media Source each engine can play MP3 through', () => {
  it('Chromium and Safari on a Mac: MediaSource, MP3 as it comes', () => {
    vi.stubGlobal('MediaSource', sourceTaking('audio/mpeg', 'audio/mp4;codecs="mp3"'));
    expect(mediaSourceForMp3()).toMatchObject({ kind: 'standard', type: 'audio/mpeg' });
  });

  it('Firefox: MediaSource, MP3 wrapped in fragmented MP4, which is all its Media Source takes', () => {
    vi.stubGlobal('MediaSource', sourceTaking('audio/mp4;codecs="mp3"'));
    expect(mediaSourceForMp3()).toMatchObject({ kind: 'standard', type: 'audio/mp4;codecs="mp3"' });
  });

  it('an iPhone (iOS 17.1 and later): no MediaSource, the managed one', () => {
    vi.stubGlobal('MediaSource', undefined);
    const Managed = sourceTaking('audio/mpeg');
    vi.stubGlobal('ManagedMediaSource', Managed);
    expect(mediaSourceForMp3()).toEqual({ kind: 'managed', Source: Managed, type: 'audio/mpeg' });
  });

  it('a MediaSource that takes no MP3 gives way to a managed one that does', () => {
    vi.stubGlobal('MediaSource', sourceTaking('video/webm'));
    vi.stubGlobal('ManagedMediaSource', sourceTaking('audio/mpeg'));
    expect(mediaSourceForMp3()).toMatchObject({ kind: 'managed' });
  });

  it('older iOS and old browsers, with neither, or whose check throws: the plain <audio> path', () => {
    vi.stubGlobal('MediaSource', undefined);
    vi.stubGlobal('ManagedMediaSource', undefined);
    expect(mediaSourceForMp3()).toBeNull();
    vi.stubGlobal(
      'MediaSource',
      class {
        static isTypeSupported = () => {
          throw new Error('not here');
        };
      },
    );
    expect(mediaSourceForMp3()).toBeNull();
  });
});
