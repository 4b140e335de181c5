import { cleanup } from '@testing-library/react';
import { vi, type Mock } from 'vitest';

/**
 * The player island rendered in jsdom, which plays no media: every element's play, pause and load stand in, play
 * answering as the returned mock does (a test may make it refuse), and any request is answered 404.
 */
export function standInMedia(): Mock<() => Promise<void>> {
  const play = vi.fn(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => play());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response('not found', { status: 404 }))),
  );
  return play;
}

/** After each such test: the rendered island gone, the page empty, the clock real again. */
export function removeRendered(): void {
  cleanup();
  document.body.innerHTML = '';
  vi.useRealTimers();
}
