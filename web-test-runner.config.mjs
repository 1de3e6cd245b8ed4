// @web/test-runner: unit and component tests in test/**/*.test.ts, run in headless Chromium.
// `npm run test:unit` (= `wtr`). Set CHROME_PATH to pick a browser; otherwise it is found.
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeArgs, requireChromeExecutablePath } from './scripts/browser.mjs';
import { hostileBundlePlugin } from './test/hostile/bundle-plugin.mjs';
import { embedPlugin } from './test/embed/embed-plugin.mjs';
import { reactPlugin } from './test/embed/react-plugin.mjs';
import { workerFilePlugin } from './test/worker-file-plugin.mjs';

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  files: ['test/**/*.test.ts'],
  nodeResolve: true,
  // 2 cores: one browser, two pages at most.
  concurrency: 2,
  concurrentBrowsers: 1,
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: requireChromeExecutablePath(),
        headless: true,
        args: chromeArgs,
      },
      // Each test page gets its own browser context (its own window). With concurrency 2,
      // pages sharing one window are background tabs whose requestAnimationFrame never
      // fires, so anything awaiting a frame (fixture(), nextFrame(), Lit animations) hangs.
      createPage: async ({ browser }) => (await browser.createBrowserContext()).newPage(),
    }),
  ],
  plugins: [
    // The solver's worker file beside src/worker/start-worker.ts, as the build writes it.
    workerFilePlugin(),
    // The tsconfig option makes esbuild read experimentalDecorators/useDefineForClassFields,
    // so Lit decorators are transformed before they reach the browser.
    esbuildPlugin({ ts: true, json: true, tsconfig: './tsconfig.json', target: 'es2022' }),
    // /__hostile__/*: the production bundle built in memory, and host pages (strict CSP, hostile
    // CSS, many games) that load it, for test/hostile/pages.test.ts.
    hostileBundlePlugin(),
    // The iframe page and the bundle served from two other origins (test/embed/embed-plugin.mjs),
    // and React as ES modules for the React component's test.
    embedPlugin(),
    reactPlugin(),
  ],
  // Lit's dev build (picked by nodeResolve's "development" condition) announces itself in
  // every test file; keep the log for everything else.
  filterBrowserLogs: ({ args }) => !String(args[0] ?? '').includes('Lit is in dev mode'),
  testFramework: {
    config: { ui: 'bdd', timeout: 20000 },
  },
  testsStartTimeout: 60000,
  // a file of whole-game searches takes minutes when the machine is loaded (two runs at once)
  testsFinishTimeout: 900000,
  browserStartTimeout: 60000,
};
