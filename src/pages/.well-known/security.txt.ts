import type { APIRoute } from 'astro';
import { securityTxt, securityTxtExpiry } from '@/lib/security/security-txt';
import { SECURITY_TXT } from '@/config/security';
import { SITE } from '@/site.config';

/** RFC 9116's file for people who find a security problem (SECURITY_TXT); Expires counts from the build's date. */
export const GET: APIRoute = () =>
  new Response(
    securityTxt({
      contact: SECURITY_TXT.contact,
      expires: securityTxtExpiry(new Date(), SECURITY_TXT.expiresAfterDays),
      canonical: new URL(SECURITY_TXT.path, SITE.origin).href,
      preferredLanguages: [SITE.locale.split('-')[0] ?? SITE.locale],
    }),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
