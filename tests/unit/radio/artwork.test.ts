import { ICONS } from '@/config/icons';
import { lockScreenArtwork } from '@/lib/radio/artwork';

describe('the lock screen’s artwork (src/lib/radio/artwork.ts)', () => {
  it('offers the site’s square icons smallest first, each with its size and type, and not the maskable one', () => {
    const artwork = lockScreenArtwork(ICONS);
    expect(artwork.map(({ sizes }) => sizes)).toEqual(['180x180', '192x192', '512x512']);
    expect(artwork.every(({ type }) => type === 'image/png')).toBe(true);
    expect(artwork.map(({ src }) => src)).not.toContain('/icons/icon-maskable-512.png');
  });

  it('follows the icons as they are configured, whatever their order', () => {
    const icons = {
      appleTouch: { path: '/a.png', type: 'image/png', size: 180 },
      manifest: [
        { path: '/big.png', type: 'image/png', size: 512, purpose: 'any' },
        { path: '/small.png', type: 'image/png', size: 96, purpose: 'any' },
      ],
    } as unknown as Parameters<typeof lockScreenArtwork>[0];
    expect(lockScreenArtwork(icons).map(({ src }) => src)).toEqual(['/small.png', '/a.png', '/big.png']);
  });
});
