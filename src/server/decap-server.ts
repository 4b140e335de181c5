/**
 * decap-server's own handlers of the editor's requests, in the process that asks: `npm run cms` runs them behind its
 * guard (scripts/cms.mjs), so that nothing but the guard listens, and tests/deploy/cms-request-shape.test.ts probes
 * them. decap-server's middlewares register on an Express app; this hands them a stand-in that keeps its two handlers
 * of POST /api/v1 (its request check, then the action) and none of its common middlewares: the guard reads the body
 * and answers preflights itself.
 */
import { createRequire } from 'node:module';

/** What the handlers use of Express's response. */
export interface DecapReply {
  status(code: number): DecapReply;
  json(value: unknown): DecapReply;
}
export type DecapHandler = (request: { body: unknown }, reply: DecapReply, next?: () => void) => unknown;

interface Middlewares {
  registerLocalFs(app: unknown, options: { logLevel: string }): Promise<void>;
}

/** The one address the handlers answer on. */
export const DECAP_API_PATH = '/api/v1';

/**
 * The check and the action of decap-server's file-system mode (it writes plain files; nothing is committed), editing
 * `checkout`, which it reads from its environment as it registers.
 */
export async function decapServerHandlers(checkout: string, logLevel = 'warn'): Promise<[DecapHandler, DecapHandler]> {
  const handlers: DecapHandler[] = [];
  const app = {
    use: () => {},
    post: (path: string, handler: DecapHandler) => {
      if (path !== DECAP_API_PATH) throw new Error(`decap-server registered POST ${path}, not ${DECAP_API_PATH}.`);
      handlers.push(handler);
    },
  };
  const middlewares = createRequire(import.meta.url)('decap-server/dist/middlewares.js') as Middlewares;
  const previous = process.env['GIT_REPO_DIRECTORY'];
  process.env['GIT_REPO_DIRECTORY'] = checkout;
  try {
    await middlewares.registerLocalFs(app, { logLevel });
  } finally {
    if (previous === undefined) delete process.env['GIT_REPO_DIRECTORY'];
    else process.env['GIT_REPO_DIRECTORY'] = previous;
  }
  const [check, act] = handlers;
  if (handlers.length !== 2 || !check || !act)
    throw new Error(
      `decap-server registered ${handlers.length} handlers of POST ${DECAP_API_PATH}, not its check and its action: read its middlewares before this upgrade.`,
    );
  return [check, act];
}

/** Runs the check, then (if it passes) the action on `body`; resolves with the status and the JSON answered. */
export async function runDecap(
  [check, act]: readonly [DecapHandler, DecapHandler],
  body: unknown,
): Promise<{ status: number; json: unknown }> {
  const answer = { status: 200, json: undefined as unknown };
  const reply: DecapReply = {
    status: (code) => ((answer.status = code), reply),
    json: (value) => ((answer.json = value), reply),
  };
  let passed = false;
  await check({ body }, reply, () => (passed = true));
  if (passed) await act({ body }, reply);
  return answer;
}
