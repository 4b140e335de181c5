import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseHeadersFile } from '../../src/lib/security/headers-file';
import { parsePolicy } from '../../src/lib/security/csp-policy';
import { distDir } from './built-site';

/**
 * The host's header file as the build wrote it. Violation reports are off unless the operator names a collector
 * (CSP_REPORT_URL, unset in CI and in this build): no rule may then send a reporting directive or endpoint, since a
 * report-to naming no endpoint, or an endpoint left from another deploy, would send visitors' reports nowhere useful.
 * The variant build with a collector is tested in tests/e2e/third-parties.spec.ts.
 */
const rules = parseHeadersFile(readFileSync(path.join(distDir, '_headers'), 'utf8'));

describe('dist/_headers', () => {
  it('carries no reporting when CSP_REPORT_URL is unset', () => {
    expect(process.env.CSP_REPORT_URL ?? '').toBe('');
    for (const rule of rules) {
      expect(Object.keys(rule.values), rule.for).not.toContain('Reporting-Endpoints');
      const policy = rule.values['Content-Security-Policy'];
      if (!policy) continue;
      expect([...parsePolicy(policy).keys()], rule.for).not.toEqual(expect.arrayContaining(['report-to']));
      expect([...parsePolicy(policy).keys()], rule.for).not.toEqual(expect.arrayContaining(['report-uri']));
    }
    expect(rules[0]?.values['Content-Security-Policy']).toContain("default-src 'none'");
  });
});
