import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/engine/src/**/*.test.ts',
      'packages/engine/test/**/*.test.ts',
      'packages/cli/src/**/*.test.ts',
      'packages/cli/test/**/*.test.ts',
      'packages/web/src/**/*.test.{ts,tsx}',
      'packages/web/e2e/**/*.test.ts',
    ],
    globalSetup: ['test-support/fast-check-seed.global.ts'],
    setupFiles: ['test-support/fast-check-seed.setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
