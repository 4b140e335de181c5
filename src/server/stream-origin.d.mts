// Types for src/server/stream-origin.mjs, imported by the development server integration (src/integrations/dev-stream.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Serves /api/stream and /api/status; resolves to false when the request is not one of them (the caller answers 404). */
export function handleStreamRequest(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;

/** See src/server/radio-env.mjs: an unset address is null, an unusable one false. */
export function readRadioEnv(env?: Record<string, string | undefined>): {
  origin: URL | null | false;
  statusUrl: URL | null | false;
  cutAfterMs: number | null;
  cutAbrupt: boolean;
  stripIcy: boolean;
  problems: string[];
};

export function loadDemoFrames(file?: URL | string): { frames: Buffer[]; frameMs: number };

export const DEMO_MAX_QUEUED_BYTES: number;
