/** A CSP as data, directives in order: to group pages by policy and check that a shared header rule lets each run. */
export type Policy = ReadonlyMap<string, readonly string[]>;

/** A repeated directive is ignored, as browsers do. */
export function parsePolicy(text: string): Policy {
  const policy = new Map<string, string[]>();
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    const directive = name.toLowerCase();
    if (!policy.has(directive)) policy.set(directive, sources);
  }
  return policy;
}

export function serializePolicy(policy: Policy): string {
  return [...policy].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** A directive's sources as a set, where 'none' (nothing allowed) is the empty set. */
const allowed = (sources: readonly string[] | undefined) =>
  new Set((sources ?? []).filter((source) => source !== "'none'"));

/** The union of each directive's sources: a rule several pages share lets each of them run. */
export function unionPolicies(policies: readonly Policy[]): Policy {
  const union = new Map<string, string[]>();
  for (const policy of policies) {
    for (const [name, sources] of policy) {
      union.set(name, [...new Set([...(union.get(name) ?? []), ...sources])]);
    }
  }
  for (const [name, sources] of union) {
    const some = sources.filter((source) => source !== "'none'");
    union.set(name, some.length > 0 ? some : ["'none'"]);
  }
  return union;
}

/** True when `outer` allows all that `inner` does; a directive missing from either is not covered. */
export function policyCovers(outer: Policy, inner: Policy): boolean {
  if (outer.size !== inner.size) return false;
  for (const [name, sources] of inner) {
    if (!outer.has(name)) return false;
    const outerSources = allowed(outer.get(name));
    for (const source of allowed(sources)) if (!outerSources.has(source)) return false;
  }
  return true;
}

export function samePolicy(a: Policy, b: Policy): boolean {
  return policyCovers(a, b) && policyCovers(b, a);
}

/**
 * The policy with style-src naming exactly these hashes of inline styles (`'sha256-…'`), for a page whose styles a
 * build step rewrote after Astro hashed them (src/integrations/page-css.ts). A style-src without hashes is left
 * alone: it allows inline styles another way ('unsafe-inline', the editor's), which any hash would switch off.
 */
export function withStyleHashes(policy: Policy, hashes: readonly string[]): Policy {
  const isHash = (source: string) => /^'sha(256|384|512)-/.test(source);
  const sources = policy.get('style-src');
  if (!sources?.some(isHash)) return policy;
  return new Map(
    [...policy].map(([name, values]) => [
      name,
      name === 'style-src' ? [...values.filter((source) => !isHash(source)), ...new Set(hashes)] : values,
    ]),
  );
}

/**
 * The policy with script-src keeping only the hashes of inline scripts the page still holds: a build step that moves
 * Astro's inline scripts into a file (src/integrations/island-runtime.ts) leaves their hashes behind. Never adds one,
 * so that a script Astro did not hash can never be allowed by this step.
 */
export function keepingScriptHashes(policy: Policy, present: ReadonlySet<string>): Policy {
  const isHash = (source: string) => /^'sha(256|384|512)-/.test(source);
  return new Map(
    [...policy].map(([name, values]) => [
      name,
      name === 'script-src' ? values.filter((source) => !isHash(source) || present.has(source)) : values,
    ]),
  );
}
