import { defineConfig } from "vitest/config";

// The preview-gallery test drives Debian's Chromium; it runs as its own step of `npm test`.
export default defineConfig({
  test: {
    include: ["test/browser/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
