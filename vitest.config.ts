import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Projects: unit (pure logic in src/lib, stores, schemas and islands; island tests opt into jsdom with a
// `// @vitest-environment jsdom` line; no child processes); content (the build's own validation for real, on scratch
// copies: seconds a case, so kept apart); build (checks on the build output: `npm run build` first); deploy
// (netlify.toml served by netlify-cli, offline, over the build output).
export default defineConfig({
  // `@/` is src/, as in tsconfig.json.
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  test: {
    globals: true,
    // Every core: by default Vitest leaves one free, which on a two-core machine halves the unit project's speed.
    maxWorkers: '100%',
    restoreMocks: true,
    unstubGlobals: true,
    projects: [
      {
        extends: true,
        // The content config imports `defineCollection` from Astro's virtual module, which is Astro's own function.
        resolve: { alias: { 'astro:content': 'astro/content/config' } },
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], setupFiles: ['tests/unit/setup.ts'] },
      },
      {
        extends: true,
        test: { name: 'content', include: ['tests/content/**/*.test.ts'], maxConcurrency: 3 },
      },
      {
        extends: true,
        test: { name: 'build', include: ['tests/build/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'deploy', include: ['tests/deploy/**/*.test.ts'] },
      },
    ],
  },
});
