// The local stand-in for the host's /api/stream rewrite (netlify.toml), shared by the preview server.
// With RADIO_ORIGIN set, a request for the configured port is proxied to that address; any other port is refused.
import http from 'node:http';
import https from 'node:https';

const STREAM_PATH = '/api/stream';
const STREAM_PORT = '8076';

/**
 * Handles /api/* requests. Returns false when the request is not one it serves, so the caller answers 404.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {URL} url
 */
export async function handleStreamRequest(req, res, url) {
  if (url.pathname !== STREAM_PATH || url.searchParams.get('port') !== STREAM_PORT) return false;
  const origin = process.env.RADIO_ORIGIN;
  if (!origin) return false;
  proxy(req, res, new URL(origin));
  return true;
}

function proxy(req, res, target) {
  const client = target.protocol === 'https:' ? https : http;
  const upstream = client.request(
    target,
    { method: req.method, headers: { 'icy-metadata': '0', 'user-agent': 'plant-site-preview' } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, {
        'Content-Type': answer.headers['content-type'] ?? 'audio/mpeg',
        'Cache-Control': 'no-store',
      });
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
    res.end();
  });
  req.on('close', () => upstream.destroy());
  upstream.end();
}
