import { expect, test } from './fixtures';

// What Media Source each project's pages have, on the radio page where the player picks its way to play: Firefox and
// WebKitGTK have MediaSource; the webkit-no-mse project's server removes it before any page script, as an iPhone
// lacks it (iOS 17.1+ has only ManagedMediaSource), which proves the removal works and leaves ManagedMediaSource.

test('the radio page has the Media Source the project stands for', async ({
  session,
  browserEngine,
  withoutMediaSource,
}) => {
  await session.goto('/radio');
  const kinds = await session.evaluate(() => ({
    MediaSource: typeof window.MediaSource,
    WebKitMediaSource: typeof (window as unknown as Record<string, unknown>).WebKitMediaSource,
    ManagedMediaSource: typeof (window as unknown as Record<string, unknown>).ManagedMediaSource,
  }));
  if (withoutMediaSource) {
    expect(kinds).toEqual({ MediaSource: 'undefined', WebKitMediaSource: 'undefined', ManagedMediaSource: 'function' });
  } else if (browserEngine === 'webkit') {
    // WebKitGTK 2.50 has both kinds; a page served as built keeps them.
    expect(kinds).toMatchObject({ MediaSource: 'function', ManagedMediaSource: 'function' });
  } else {
    expect(kinds.MediaSource).toBe('function');
  }
});
