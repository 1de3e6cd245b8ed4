// Where to find Chromium and how to launch it, shared by web-test-runner.config.mjs,
// vitest.config.ts and any script that drives a browser.
//
// Order: $CHROME_PATH, then chrome-launcher's auto-detection (finds google-chrome,
// chromium, chromium-browser... on Linux/macOS/Windows), then Debian's /usr/bin/chromium.
// Nothing here downloads a browser.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** @returns {string | undefined} */
export function chromeExecutablePath() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  try {
    // chrome-launcher comes with @web/test-runner-chrome (CommonJS).
    const { Launcher } = require('chrome-launcher');
    const found = Launcher.getInstallations();
    if (found.length > 0) return found[0];
  } catch {
    // not installed or nothing found: fall through
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
}

/**
 * Flags for a headless Chromium on a machine with a closed network, possibly as root.
 * `--no-sandbox` is needed when running as root (CI, containers).
 */
export const chromeArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
];

/** Like chromeExecutablePath() but fails loudly with a helpful message. */
export function requireChromeExecutablePath() {
  const p = chromeExecutablePath();
  if (!p) {
    throw new Error(
      'No Chrome/Chromium found. Set CHROME_PATH to a Chrome or Chromium binary ' + '(on Debian/Ubuntu: apt-get install -y chromium).',
    );
  }
  return p;
}
