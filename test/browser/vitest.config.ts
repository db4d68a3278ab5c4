import { defineConfig } from "vitest/config";

// The preview-gallery test drives Debian's Chromium: `npm run test:gallery`, a CI step after `npm test`
// (kept out of `npm test` so a machine with only Node can run the suite).
export default defineConfig({
  test: {
    include: ["test/browser/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
