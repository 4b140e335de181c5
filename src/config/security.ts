import { env } from './env.ts';

/** Sent on every path with each page's policy (src/integrations/security-headers.ts); A+ on Mozilla Observatory. */
export const SECURITY_HEADERS = {
  /** Two years, as browsers' preload lists require; HTTPS only, for this host and every subdomain. */
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  /** For browsers without CSP frame-ancestors; the policy says 'none' too. */
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const;

/** Collects CSP violation reports, to see injections and new third-party hosts; off when unset (docs/deploying.md). */
export const CSP_REPORTING = {
  url: String(env.CSP_REPORT_URL ?? ''),
} as const;

/**
 * /.well-known/security.txt (RFC 9116, src/pages/.well-known/security.txt.ts): where a person who finds a security
 * problem writes. A placeholder address stops a production build, as every placeholder does.
 */
export const SECURITY_TXT = {
  /** Where RFC 9116 puts it; the route is src/pages/.well-known/security.txt.ts. */
  path: '/.well-known/security.txt',
  /** A `mailto:` or `https:` address that someone reads. */
  contact: 'mailto:security@plant-gazette.example.org',
  /**
   * Each build writes Expires this many days after its own date: under a year, as RFC 9116 asks, and never stale on a
   * site deployed at least this often. A site left longer without a deploy publishes an expired file, which tells
   * finders that the address may be out of date, as it may be.
   */
  expiresAfterDays: 180,
} as const;
