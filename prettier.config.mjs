/**
 * The formatter, as withastro/astro and withastro/starlight use it: Prettier with its Astro plugin. `npm run check`
 * fails on a file it would change; `npm run format` rewrites them. Markdown and YAML are the editors' and the docs'
 * own words, laid out by hand, and are left alone (.prettierignore).
 * @type {import('prettier').Config}
 */
export default {
  printWidth: 120,
  singleQuote: true,
  trailingComma: 'all',
  plugins: ['prettier-plugin-astro'],
  overrides: [{ files: '*.astro', options: { parser: 'astro' } }],
};
