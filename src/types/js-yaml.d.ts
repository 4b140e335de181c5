// js-yaml, the YAML parser of Astro's own file() loader, ships no types; the books loader uses only `load`.
declare module 'js-yaml' {
  /** Parses one YAML document; throws a YAMLException naming the line and column of a syntax error. */
  export function load(text: string, options?: { filename?: string }): unknown;
}
