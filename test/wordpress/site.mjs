// A throw-away WordPress on this machine, from Debian's packages: a MariaDB server on its own data
// folder, a copy of /usr/share/wordpress with its own wp-config.php, PHP's built-in web server,
// both listening on 127.0.0.1 only; installed through WordPress's own installer. `stop()` ends
// both servers and removes the folder (the test calls it also on failure, and on exit).
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { URLSearchParams } from 'node:url';

export const WORDPRESS = '/usr/share/wordpress';
const NEEDS = [
  ['php', 'php-cli'],
  ['mariadbd', 'mariadb-server', '/usr/sbin/mariadbd'],
  ['mariadb-install-db', 'mariadb-server'],
  ['mariadb', 'mariadb-client'],
];

/** What is missing to run WordPress here, as the apt-get line that installs it (null: nothing). */
export function missing() {
  const lack = new Set();
  for (const [cmd, pkg, path] of NEEDS) {
    if (path ? existsSync(path) : onPath(cmd)) continue;
    lack.add(pkg);
  }
  if (!existsSync(join(WORDPRESS, 'wp-settings.php'))) lack.add('wordpress');
  if (!existsSync(join(WORDPRESS, 'wp-content/themes/twentytwentythree'))) lack.add('wordpress-theme-twentytwentythree');
  if (onPath('php') && !phpHas('mysqli')) lack.add('php-mysql');
  return lack.size ? `apt-get install -y --no-install-recommends ${[...lack].join(' ')}` : null;
}

function onPath(cmd) {
  try {
    execFileSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const phpHas = (ext) => execFileSync('php', ['-m'], { encoding: 'utf8' }).split('\n').includes(ext);

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitFor(what, check, ms = 30_000) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > end) throw new Error(`${what}: not up after ${ms / 1000} s`);
    await sleep(200);
  }
}

const wpConfig = ({ dbPort, url, log }) => `<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wordpress' );
define( 'DB_PASSWORD', 'wordpress' );
define( 'DB_HOST', '127.0.0.1:${dbPort}' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'WP_HOME', '${url}' );
define( 'WP_SITEURL', '${url}' );
define( 'FS_METHOD', 'direct' );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'DISABLE_WP_CRON', true );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', '${log}' );
${['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT']
  .map((k) => `define( '${k}', '${k.toLowerCase()}-${Math.random().toString(36).slice(2)}' );`)
  .join('\n')}
$table_prefix = 'wp_';
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;

/**
 * Starts the site and installs WordPress (title, admin user): `{ url, dir, php(code), sql(q), stop() }`.
 * `php(code)` runs PHP with WordPress loaded (as no user), for what the test sets up.
 */
export async function startSite({ admin, password }) {
  const dir = mkdtempSync(join(tmpdir(), 'patience-wp-'));
  const procs = [];
  const stop = () => {
    for (const p of procs) if (p.exitCode === null) p.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const dbPort = await freePort();
    const webPort = await freePort();
    const url = `http://127.0.0.1:${webPort}`;
    const data = join(dir, 'db');
    const sock = join(dir, 'db.sock');
    const asRoot = process.getuid?.() === 0 ? ['--user=root'] : [];
    execFileSync(
      'mariadb-install-db',
      ['--no-defaults', `--datadir=${data}`, '--auth-root-authentication-method=normal', '--skip-test-db', ...asRoot],
      { stdio: 'ignore' },
    );
    const mariadbd = existsSync('/usr/sbin/mariadbd') ? '/usr/sbin/mariadbd' : 'mariadbd';
    const db = spawn(
      mariadbd,
      [
        '--no-defaults',
        `--datadir=${data}`,
        `--socket=${sock}`,
        `--port=${dbPort}`,
        '--bind-address=127.0.0.1',
        `--pid-file=${join(dir, 'db.pid')}`,
        `--log-error=${join(dir, 'db.err')}`,
        ...asRoot,
      ],
      { stdio: 'ignore' },
    );
    procs.push(db);
    const sql = (q) => execFileSync('mariadb', ['--no-defaults', `--socket=${sock}`, '-uroot', '-N', '-e', q], { encoding: 'utf8' });
    await waitFor('MariaDB', () => existsSync(sock) && sql('SELECT 1').trim() === '1');
    sql(
      "CREATE DATABASE wordpress; CREATE USER 'wordpress'@'127.0.0.1' IDENTIFIED BY 'wordpress'; GRANT ALL ON wordpress.* TO 'wordpress'@'127.0.0.1';",
    );

    const site = join(dir, 'site');
    cpSync(WORDPRESS, site, { recursive: true, dereference: true });
    const log = join(dir, 'debug.log');
    writeFileSync(join(site, 'wp-config.php'), wpConfig({ dbPort, url, log }));
    const web = spawn('php', ['-S', `127.0.0.1:${webPort}`, '-t', site], { stdio: 'ignore', cwd: site });
    procs.push(web);
    await waitFor('PHP server', async () => (await fetch(`${url}/wp-admin/install.php`)).ok);

    // WordPress's own installer, as a person fills it in.
    const form = new URLSearchParams({
      weblog_title: 'Patience test blog',
      user_name: admin,
      admin_password: password,
      admin_password2: password,
      pw_weak: 'on',
      admin_email: 'admin@example.invalid',
      blog_public: '0',
      language: '',
    });
    const done = await fetch(`${url}/wp-admin/install.php?step=2`, { method: 'POST', body: form });
    const page = await done.text();
    if (!/Success!|installed/i.test(page)) throw new Error(`WordPress's installer did not finish:\n${page.slice(0, 2000)}`);

    const php = (code) =>
      execFileSync('php', ['-r', `$_SERVER['HTTP_HOST']='127.0.0.1:${webPort}'; require '${site}/wp-load.php'; ${code}`], {
        encoding: 'utf8',
        cwd: site,
      });
    const debugLog = () => (existsSync(log) ? readFileSync(log, 'utf8') : '');
    return { url, dir, site, php, sql, debugLog, stop };
  } catch (e) {
    stop();
    throw e;
  }
}
