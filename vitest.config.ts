import { defineConfig } from 'vitest/config';

// Unit tests: pure logic in src/lib, stores and schemas run in Node; island tests opt into jsdom
// with a `// @vitest-environment jsdom` line at the top of the file.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    globals: true,
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
