import { transform, type Declaration, type Selector, type SelectorComponent, type StyleRule } from 'lightningcss';
import type { UsedNames } from './used-names';

/**
 * Per-page CSS: the site's one Tailwind stylesheet, cut down to the rules a page can use. Read by the build step
 * src/integrations/page-css.ts; why and what an engineer must know: docs/benchmark.md, "Per-page CSS".
 *
 * The stylesheet is parsed by lightningcss (the parser Tailwind itself uses), never matched with patterns. The rules:
 * - A style rule stays when one of its selectors can match: every class it requires is among the page's class tokens
 *   and every element among its words. Classes under `:not()` are not required; `:is()`, `:where()` and `:has()` need
 *   one of their arguments. Ids, attributes, pseudo-classes and pseudo-elements are never a reason to drop a rule.
 *   Selectors of a kept rule that cannot match are dropped from its list.
 * - At-rules stay around what they still hold: `@media` (screen widths, colour scheme, print), `@supports`,
 *   `@container`, `@starting-style`, `@layer` blocks and the `@layer` order statement, which is never touched.
 * - Custom properties declared on `:root`, `:host`, `*`, `::before`, `::after` or `::backdrop` (Tailwind's theme
 *   and its fallbacks for `@property`) stay when a kept rule, another kept variable or the page itself names them;
 *   in any other rule every declaration stays. `@property` stays when its property is named or set by a kept rule.
 * - `@keyframes` stay when a kept rule or kept variable names them.
 * When in doubt, a rule stays: a byte too many costs little, a rule too few leaves something unstyled.
 */
export function pruneCss(css: string, used: UsedNames): string {
  const named = new Set<string>();
  const variables = new Map<string, string[]>();
  // First pass: style rules by their selectors, and the names the kept ones use.
  const selected = transform({
    filename: 'page.css',
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        style(rule) {
          const selectors = rule.value.selectors.filter((selector) => canMatch(selector, used));
          if (selectors.length === 0) return [];
          noteNames(rule.value, named, variables);
          if (selectors.length === rule.value.selectors.length) return undefined;
          return { type: 'style', value: serializable({ ...rule.value, selectors }) };
        },
      },
    },
  }).code.toString();

  const kept = keptNames(named, variables, used.words);
  // Second pass: variables, @property and @keyframes no kept rule names.
  return transform({
    filename: 'page.css',
    code: Buffer.from(selected),
    minify: true,
    visitor: {
      Rule: {
        style(rule) {
          if (!holdsVariables(rule.value.selectors)) return undefined;
          const keep = (declaration: Declaration) =>
            declaration.property !== 'custom' || kept.has(declaration.value.name.toLowerCase());
          const block = rule.value.declarations ?? {};
          const declarations = (block.declarations ?? []).filter(keep);
          const importantDeclarations = (block.importantDeclarations ?? []).filter(keep);
          if (
            declarations.length === (block.declarations ?? []).length &&
            importantDeclarations.length === (block.importantDeclarations ?? []).length
          )
            return undefined;
          if (declarations.length + importantDeclarations.length === 0 && (rule.value.rules ?? []).length === 0)
            return [];
          return {
            type: 'style',
            value: serializable({ ...rule.value, declarations: { declarations, importantDeclarations } }),
          };
        },
        property(rule) {
          return kept.has(rule.value.name.toLowerCase()) ? undefined : [];
        },
        keyframes(rule) {
          return kept.has(rule.value.name.value.toLowerCase()) ? undefined : [];
        },
      },
    },
  }).code.toString();
}

/**
 * A rule as lightningcss takes it back: it hands optional fields over as null (`var()`'s `from`, a fallback) but
 * refuses null on the way back in, where a missing field means the same.
 */
function serializable<T>(value: T): T {
  if (Array.isArray(value)) return value.map(serializable) as T;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, inner]) => inner !== null)
      .map(([key, inner]) => [key, serializable(inner)]),
  ) as T;
}

/** Pseudo-classes that match when one of their arguments does. */
const ANY_OF = new Set(['is', 'where', 'any', 'matches', 'has']);

/** Whether a page with these names could have an element this selector matches (when unsure: yes). */
export function canMatch(selector: Selector, used: UsedNames): boolean {
  return selector.every((component) => componentCanMatch(component, used));
}

function componentCanMatch(component: SelectorComponent, used: UsedNames): boolean {
  switch (component.type) {
    case 'class':
      return used.classes.has(component.name);
    case 'type':
      return used.words.has(component.name.toLowerCase());
    case 'pseudo-class':
      if (ANY_OF.has(component.kind) && 'selectors' in component && Array.isArray(component.selectors)) {
        return (component.selectors as Selector[]).some((inner) => canMatch(inner, used));
      }
      return true;
    default:
      return true;
  }
}

/** `:root`, `:host`, `*` and the pseudo-elements Tailwind gives its property fallbacks: rules that hold variables. */
function holdsVariables(selectors: Selector[]): boolean {
  return selectors.every((selector) =>
    selector.every(
      (component) =>
        component.type === 'universal' ||
        (component.type === 'pseudo-class' && (component.kind === 'root' || component.kind === 'host')) ||
        (component.type === 'pseudo-element' && ['before', 'after', 'backdrop'].includes(component.kind)),
    ),
  );
}

/**
 * Records the names a kept rule uses: every string in its parsed declarations (property names, `var()` references,
 * animation names) counts. A variable it declares on a variable-holding rule is recorded with what its value names,
 * so that it counts only when something else names it.
 */
function noteNames(rule: StyleRule, named: Set<string>, variables: Map<string, string[]>): void {
  const holder = holdsVariables(rule.selectors);
  const block = rule.declarations ?? {};
  for (const declaration of [...(block.declarations ?? []), ...(block.importantDeclarations ?? [])]) {
    if (holder && declaration.property === 'custom') {
      const name = declaration.value.name.toLowerCase();
      variables.set(name, [...(variables.get(name) ?? []), ...stringsIn(declaration.value.value)]);
    } else {
      for (const text of stringsIn(declaration)) named.add(text.toLowerCase());
    }
  }
}

/** Every string in a parsed value, however deep. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** The names kept rules use, with those of the variables they name, and theirs, and so on; and the page's own words. */
function keptNames(
  named: ReadonlySet<string>,
  variables: ReadonlyMap<string, string[]>,
  words: ReadonlySet<string>,
): Set<string> {
  const kept = new Set(named);
  for (const name of variables.keys()) if (words.has(name)) kept.add(name);
  const queue = [...kept];
  while (queue.length > 0) {
    const name = queue.pop()!;
    for (const text of variables.get(name) ?? []) {
      const lower = text.toLowerCase();
      if (kept.has(lower)) continue;
      kept.add(lower);
      queue.push(lower);
    }
  }
  return kept;
}
