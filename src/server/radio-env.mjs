// The local radio proxy's environment variables (stream-origin.mjs), checked per request, each problem reported once.
import { RADIO } from '../config/radio.ts';

/** The relays of RADIO.relays that are paths of this site: the host rewrites each, and so does the local proxy. */
export const RELAY_PATHS = RADIO.relays.filter((relay) => relay.startsWith('/'));

/**
 * The radio's environment variables, checked. Each problem names its variable and says what to write; a variable
 * with a problem is `false` (set, but unusable), an unset one null.
 * @param {Record<string, string | undefined>} env
 */
export function readRadioEnv(env = process.env) {
  /** @type {string[]} */
  const problems = [];
  /** @param {string} name @param {string} example @param {string | undefined} text */
  const address = (name, example, text = env[name]) => {
    const value = text?.trim();
    if (!value) return null;
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url;
    } catch {
      // Reported below, like an address of another kind.
    }
    problems.push(`${name} must be an http:// or https:// address such as ${example}, not "${value}".`);
    return false;
  };
  const origin = address('RADIO_ORIGIN', 'http://127.0.0.1:8000/live');
  let statusUrl = address('RADIO_STATUS_URL', 'http://127.0.0.1:8000/status-json.xsl');
  // One mount's status, not the whole server's: the answer stays small and names only this station.
  if (statusUrl && !statusUrl.searchParams.has('mount')) statusUrl.searchParams.set('mount', RADIO.mount);

  // One relay origin per relay path of this site, in the same order, separated by commas or spaces.
  const relayTexts = (env.RADIO_RELAYS ?? '').split(/[\s,]+/).filter(Boolean);
  const relays = RELAY_PATHS.map((_, i) => address('RADIO_RELAYS', 'http://127.0.0.1:8001/live', relayTexts[i]));
  if (relayTexts.length > RELAY_PATHS.length) {
    problems.push(
      `RADIO_RELAYS names ${relayTexts.length} addresses, but RADIO.relays has ${RELAY_PATHS.length} path(s) of this site (${RELAY_PATHS.join(', ') || 'none'}): one address for each, in that order.`,
    );
  }

  const cutText = env.RADIO_PROXY_CUT_AFTER_MS?.trim() ?? '';
  let cutAfterMs = null;
  if (cutText !== '') {
    if (/^\d+$/.test(cutText) && Number(cutText) > 0) cutAfterMs = Number(cutText);
    else
      problems.push(
        `RADIO_PROXY_CUT_AFTER_MS must be a whole number of milliseconds above 0, such as 26000, not "${cutText}"; responses are not cut.`,
      );
  }
  const abruptText = env.RADIO_PROXY_CUT_ABRUPT?.trim() ?? '';
  if (!['', '0', '1'].includes(abruptText)) {
    problems.push(
      `RADIO_PROXY_CUT_ABRUPT must be 1 (drop the connection) or 0 (end the response cleanly), not "${abruptText}".`,
    );
  }
  const freezeText = env.RADIO_PROXY_CUT_FREEZES?.trim() ?? '';
  if (!['', '0', '1'].includes(freezeText)) {
    problems.push(
      `RADIO_PROXY_CUT_FREEZES must be 1 (stop sending and leave the connection open, as a phone that changed networks) or 0 (cut it), not "${freezeText}".`,
    );
  }
  // A generic proxy (many CDNs, some hosts' rewrites) passes neither Icy-MetaData nor the icy-* answer; this mode
  // imitates one, to check that the player starts and rejoins as fast without them.
  const stripText = env.RADIO_PROXY_STRIP_ICY?.trim() ?? '';
  if (!['', '0', '1'].includes(stripText)) {
    problems.push(
      `RADIO_PROXY_STRIP_ICY must be 1 (drop Icy-MetaData and every icy-* header, as a generic proxy does) or 0 (pass them), not "${stripText}".`,
    );
  }
  return {
    origin,
    statusUrl,
    relays,
    cutAfterMs,
    cutAbrupt: abruptText === '1',
    cutFreezes: freezeText === '1',
    stripIcy: stripText === '1',
    problems,
  };
}

const reported = new Set();

export function report(problems) {
  for (const problem of problems) {
    if (reported.has(problem)) continue;
    reported.add(problem);
    console.error(`[radio] ${problem}`);
  }
}

/** Answers 502 with the words of the problem, so that whoever looks at the response sees what to fix. */
export function misconfigured(res, name, problems) {
  res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(`${problems.find((problem) => problem.startsWith(name)) ?? `${name} is not usable.`}\n`);
}
