/**
 * A Content-Security-Policy as data: its directives in order, each with its sources. Used to group pages that share
 * a policy and to check that a header rule covering several pages lets every one of them run.
 */
export type Policy = ReadonlyMap<string, readonly string[]>;

/** Reads a policy such as "default-src 'none'; script-src 'self' 'sha256-…'". A repeated directive is ignored, as browsers do. */
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

/** Writes a policy back as one header value. */
export function serializePolicy(policy: Policy): string {
  return [...policy].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** A directive's sources as a set, where 'none' (nothing allowed) is the empty set. */
const allowed = (sources: readonly string[] | undefined) => new Set((sources ?? []).filter((source) => source !== "'none'"));

/**
 * A policy that allows everything any of the given policies allows: the union of each directive's sources.
 * Used for a rule that several pages share, so that each of them still runs.
 */
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

/**
 * True when `outer` allows everything `inner` allows: the same directives, each with at least inner's sources.
 * (A directive missing from one of them would fall back to default-src; pages here always share their directives,
 * so a difference in names counts as not covered rather than being resolved.)
 */
export function policyCovers(outer: Policy, inner: Policy): boolean {
  if (outer.size !== inner.size) return false;
  for (const [name, sources] of inner) {
    if (!outer.has(name)) return false;
    const outerSources = allowed(outer.get(name));
    for (const source of allowed(sources)) if (!outerSources.has(source)) return false;
  }
  return true;
}

/** True when two policies allow exactly the same, whatever the order of their sources. */
export function samePolicy(a: Policy, b: Policy): boolean {
  return policyCovers(a, b) && policyCovers(b, a);
}
