// js-yaml is the YAML parser Astro's own file() loader uses (a dependency of astro) and ships no type
// declarations; the books loader uses only `load`, declared here.
declare module 'js-yaml' {
  /** Parses one YAML document; throws a YAMLException naming the line and column of a syntax error. */
  export function load(text: string, options?: { filename?: string }): unknown;
}
