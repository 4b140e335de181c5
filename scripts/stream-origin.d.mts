// Types for scripts/stream-origin.mjs, imported by the development server integration (src/integrations/dev-stream.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Serves /api/stream and /api/status; resolves to false when the request is not one of them (the caller answers 404). */
export function handleStreamRequest(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;

/** The demo file's MPEG-1 Layer III frames and the length of one frame in milliseconds. */
export function loadDemoFrames(file?: URL | string): { frames: Buffer[]; frameMs: number };
