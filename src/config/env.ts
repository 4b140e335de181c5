/**
 * PUBLIC_* settings from the environment. Vite provides them as import.meta.env in pages and islands;
 * astro.config.mjs reads this module before Vite runs, where only process.env has them.
 */
export const env: Record<string, string | undefined> = {
  ...(typeof process === 'undefined' ? {} : process.env),
  ...(import.meta.env ?? {}),
};
