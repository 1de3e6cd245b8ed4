// Vitest: only the `storybook` project for now: every story in stories/**/*.stories.ts is
// rendered in headless Chromium and its play function (if any) runs as a test.
// `npm run test:stories` (= `vitest run --project=storybook`).
// Chromium: $CHROME_PATH, else auto-detected (see scripts/browser.mjs). Nothing is downloaded.
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { litDeps } from './scripts/lit-deps.mjs';
import { chromeArgs, requireChromeExecutablePath } from './scripts/browser.mjs';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

export default defineConfig({
  test: {
    // A glob that finds no story is a failure, never a silent pass.
    passWithNoTests: false,
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir })],
        optimizeDeps: {
          include: litDeps,
        },
        test: {
          name: 'storybook',
          testTimeout: 20_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: requireChromeExecutablePath(),
                args: chromeArgs,
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
