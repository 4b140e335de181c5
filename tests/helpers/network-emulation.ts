import type { CDPSession, Page } from '@playwright/test';

/**
 * A phone's network for one page, through Chromium's own emulation (DevTools protocol
 * `Network.emulateNetworkConditions`): it throttles every fetch of the page, the MSE player's stream included, and
 * counts the bytes that arrive for the stream.
 */

export interface NetworkProfile {
  name: string;
  /** Download and upload throughput, kbit/s. */
  kbps: number;
  /** Round-trip time added to every request, ms. */
  rttMs: number;
}

export interface EmulatedNetwork {
  session: CDPSession;
  /** Bytes of response body received so far for requests whose path is `pathname`. */
  bytesFor(pathname: string): number;
}

export async function emulateNetwork(page: Page, profile: NetworkProfile): Promise<EmulatedNetwork> {
  const session = await page.context().newCDPSession(page);
  const paths = new Map<string, string>();
  const bytes = new Map<string, number>();
  session.on(
    'Network.requestWillBeSent',
    ({ requestId, request }) => void paths.set(requestId, new URL(request.url).pathname),
  );
  session.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const path = paths.get(requestId);
    // A streamed response reports its body's bytes here as they arrive (the stream is never compressed, so they are
    // the bytes on the wire but for the HTTP framing; the encoded count also carries catch-up totals).
    if (path) bytes.set(path, (bytes.get(path) ?? 0) + dataLength);
  });
  await session.send('Network.enable');
  const bytesPerSecond = (profile.kbps * 1000) / 8;
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.rttMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  return { session, bytesFor: (pathname) => bytes.get(pathname) ?? 0 };
}
