import { pruneCss } from '@/lib/css/prune';
import { usedNames } from '@/lib/css/used-names';

/** The names of a page whose markup and scripts are these texts. */
const page = (...texts: string[]) => usedNames(texts);

describe('per-page CSS: the rules a page can match stay, the others go', () => {
  it('keeps a class rule the page uses and drops one it does not', () => {
    expect(pruneCss('.flex{display:flex}.grid{display:grid}', page('<div class="flex">'))).toBe('.flex{display:flex}');
  });

  it('reads class names from island code as well as from the markup, entities and escapes included', () => {
    const css = '.open\\:block{display:block}.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}.unused{color:red}';
    const island = 'jsx("div",{className:open?"open:block ring":"hidden"})';
    expect(pruneCss(css, page('<p class="[&amp;&gt;svg]:size-4">', island))).toBe(
      '.open\\:block{display:block}.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}',
    );
  });

  it('keeps only the selectors of a list that can match', () => {
    expect(pruneCss('.a,.b,.c{color:red}', page('<i class="b">'))).toBe('.b{color:red}');
  });

  it('needs every class of a compound or descendant selector, not those under :not()', () => {
    const css = '.card .title{color:red}.card:not(.chosen){opacity:.5}.card.chosen{outline:1px solid}';
    expect(pruneCss(css, page('<div class="card"><h3 class="title">'))).toBe(
      '.card .title{color:red}.card:not(.chosen){opacity:.5}',
    );
  });

  it('keeps :is(), :where() and :has() when one of their arguments can match', () => {
    const css =
      ':where(.space-y-3>:not(:last-child)){margin:0}:is(:where(.group):has(:popover-open) .group-open\\:block){display:block}:is(.x,.y){color:red}:where(.z){color:blue}';
    const html = '<div class="group"><span class="group-open:block"></span><ul class="space-y-3"></ul><b class="y">';
    expect(pruneCss(css, page(html))).toBe(
      ':where(.space-y-3>:not(:last-child)){margin:0}:is(:where(.group):has(:popover-open) .group-open\\:block){display:block}:is(.x,.y){color:red}',
    );
  });

  it('keeps pseudo-classes, pseudo-elements and attribute selectors on a class the page uses', () => {
    const css =
      '.link:hover{color:red}.link:focus-visible{outline:2px solid}.drop::first-letter{float:left}.bar[data-solid]{background:green}[hidden]{display:none!important}';
    expect(pruneCss(css, page('<a class="link">'))).toBe(
      '.link:hover{color:red}.link:focus-visible{outline:2px solid}[hidden]{display:none!important}',
    );
  });

  it('keeps element selectors for elements the page has and drops the others', () => {
    const css = 'table{border-collapse:collapse}h2{font-size:inherit}header[data-solid]{color:red}';
    expect(pruneCss(css, page('<header><h2>Care</h2></header>'))).toBe(
      'h2{font-size:inherit}header[data-solid]{color:red}',
    );
  });

  it('keeps @media (widths, colour scheme, print) and @supports around what they still hold, and drops them empty', () => {
    const css = [
      '@media (width>=48rem){.md\\:flex{display:flex}.md\\:grid{display:grid}}',
      '@media (width>=64rem){.lg\\:grid{display:grid}}',
      '@media (prefers-color-scheme:dark){header,footer{color:#fff}.dark-only{color:red}}',
      '@media print{header,[data-print-hide]{display:none}}',
      '@supports (color:color-mix(in lab, red, red)){.bg-ink\\/50{background:color-mix(in oklab,var(--ink) 50%,transparent)}.unused{color:red}}',
    ].join('');
    const html = '<header class="md:flex bg-ink/50"></header>';
    expect(pruneCss(css, page(html))).toBe(
      '@media (width>=48rem){.md\\:flex{display:flex}}@media (prefers-color-scheme:dark){header{color:#fff}}@media print{header,[data-print-hide]{display:none}}@supports (color:color-mix(in lab, red, red)){.bg-ink\\/50{background:color-mix(in oklab,var(--ink) 50%,transparent)}}',
    );
  });

  it('keeps the layers in their order, with those that still hold rules', () => {
    const css =
      '@layer theme,base,components,utilities;@layer components{.prose{color:red}}@layer utilities{.flex{display:flex}}';
    // lightningcss folds the statement's last name into the block that follows it: the same order.
    expect(pruneCss(css, page('<main class="flex">'))).toBe(
      '@layer theme,base,components;@layer utilities{.flex{display:flex}}',
    );
  });

  it('keeps the :root variables that kept rules, other kept variables or the page name, and drops the rest', () => {
    const css = [
      ':root,:host{--color-ink:#123;--color-sun:#fc0;--default-font:var(--font-sans);--font-sans:system-ui;--font-mono:monospace;--progress:0;color-scheme:light dark}',
      '@media (prefers-color-scheme:dark){:root{--color-ink:#eee;--color-sun:#fd4}}',
      '.text-ink{color:var(--color-ink)}html{font-family:var(--default-font)}.bar{width:calc(var(--progress)*1%)}',
    ].join('');
    // The page has no .bar, but its island sets --progress from script; nothing names --color-sun or --font-mono.
    const pruned = pruneCss(css, page('<html><p class="text-ink">', 'el.style.setProperty("--progress", 40)'));
    expect(pruned).toBe(
      ':root,:host{--color-ink:#123;--default-font:var(--font-sans);--font-sans:system-ui;--progress:0;color-scheme:light dark}@media (prefers-color-scheme:dark){:root{--color-ink:#eee}}.text-ink{color:var(--color-ink)}html{font-family:var(--default-font)}',
    );
  });

  it('keeps Tailwind’s @property rules and their fallbacks only for properties kept rules set or read', () => {
    const css = [
      '@layer properties{@supports ((-webkit-hyphens:none)){*,:before,:after,::backdrop{--tw-border-style:solid;--tw-shadow:0 0 #0000}}}',
      '.border{border-style:var(--tw-border-style);border-width:1px}.shadow{--tw-shadow:0 1px 2px #0003;box-shadow:var(--tw-shadow)}',
      '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    ].join('');
    expect(pruneCss(css, page('<div class="border">'))).toBe(
      '@layer properties{@supports ((-webkit-hyphens:none)){*,:before,:after,::backdrop{--tw-border-style:solid}}}.border{border-style:var(--tw-border-style);border-width:1px}@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
    );
  });

  it('keeps @keyframes a kept rule names, directly or through a variable, and drops the others', () => {
    const css = [
      ':root{--animate-live-beat:live-beat 2s 3;--animate-spin:spin 1s linear infinite}',
      '.animate-live-beat{animation:var(--animate-live-beat)}.animate-spin{animation:var(--animate-spin)}.fade-in{animation:fade .2s}',
      '@keyframes live-beat{50%{opacity:.5}}@keyframes spin{to{transform:rotate(360deg)}}@keyframes fade{0%{opacity:0}}',
    ].join('');
    // The radio's playing state names the live beat in its code only; nothing on the page spins.
    expect(pruneCss(css, page('<div class="fade-in">', '"animate-live-beat size-2"'))).toBe(
      ':root{--animate-live-beat:live-beat 2s 3}.animate-live-beat{animation:var(--animate-live-beat)}.fade-in{animation:.2s fade}@keyframes live-beat{50%{opacity:.5}}@keyframes fade{0%{opacity:0}}',
    );
  });

  it('leaves a stylesheet whose every rule the page uses as it was', () => {
    const css = '.a{color:red}@media (width>=40rem){.sm\\:a{color:#00f}}';
    expect(pruneCss(css, page('<b class="a sm:a">'))).toBe(css);
  });
});

describe('the names a page uses', () => {
  it('takes class tokens between whitespace and quotes, and words of markup and code, lower-cased', () => {
    const names = usedNames(['<div class="md:grid  [&amp;>p]:mt-2" data-State="open">', 'cn(`px-4\\npy-2`,"--Gap")']);
    expect([...names.classes]).toEqual(expect.arrayContaining(['md:grid', '[&>p]:mt-2', 'px-4', 'py-2']));
    expect([...names.words]).toEqual(expect.arrayContaining(['div', 'class', 'data-state', 'open', '--gap']));
  });
});
