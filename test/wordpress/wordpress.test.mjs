// The WordPress plugin in a real WordPress (Debian's packages), driven in Chromium as its users
// would: the README's steps (upload the zip, activate, add the block, choose the game and options
// in the sidebar, publish), then readers' pages: a post with the block and a page with two
// shortcodes play (a move, a win, the events reaching the page's own listener); a Contributor's
// hostile attribute values come out escaped or refused, with the element's own message and no
// PHP warning; a page without a game loads nothing of the plugin; uninstalling leaves nothing.
// Run by `npm run test:wordpress` (after `npm run build:wordpress`); screenshots go to
// $TMPDIR/patience-wordpress/ for a person to look at.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromeArgs, chromeExecutablePath } from '../../scripts/browser.mjs';
import { missing, startSite } from './site.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ZIP = join(root, 'dist', 'patience-games-wordpress.zip');
const SHOTS = join(tmpdir(), 'patience-wordpress');
const ADMIN = { user: 'admin', password: 'Admin-pass-1234' };
const CONTRIBUTOR = { user: 'contributor', password: 'Contrib-pass-1234' };
const PLUGIN = 'patience-games/patience-games.php';
const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
const nearlyWon = JSON.parse(readFileSync(join(root, 'stories', 'positions.json'), 'utf8'))['klondike/1'];

const lacking = missing();
if (lacking) {
  console.error(`\nThe WordPress test needs Debian's WordPress, PHP and MariaDB packages. Install them with:\n\n  ${lacking}\n`);
  if (process.env.PATIENCE_WORDPRESS !== 'skip') process.exitCode = 1;
}

describe('the WordPress plugin, in a real WordPress', { skip: lacking ? 'packages missing (above)' : false }, () => {
  let site;
  let browser;
  let admin;
  const ids = {};

  before(async () => {
    assert.ok(existsSync(ZIP), `${ZIP} is missing: run npm run build:wordpress`);
    mkdirSync(SHOTS, { recursive: true });
    site = await startSite({ admin: ADMIN.user, password: ADMIN.password });
    process.once('exit', () => site?.stop());
    browser = await chromium.launch({ executablePath: chromeExecutablePath(), args: chromeArgs.filter((a) => a !== '--headless') });
    admin = await loggedIn(ADMIN);
  });

  after(async () => {
    await browser?.close();
    site?.stop();
  });

  /** A browser context logged in as `who`, through wp-login.php. */
  async function loggedIn(who) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${site.url}/wp-login.php`);
    await page.fill('#user_login', who.user);
    await page.fill('#user_pass', who.password);
    await Promise.all([page.waitForURL(/wp-admin/), page.click('#wp-submit')]);
    return page;
  }

  /** A reader's page (not logged in): its console errors, dialogs and requests are kept. */
  async function reader(path, width = 1280) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const seen = { requests: [], dialogs: [], errors: [] };
    page.on('request', (r) => seen.requests.push(r.url()));
    page.on('dialog', (d) => (seen.dialogs.push(d.message()), d.dismiss()));
    page.on('pageerror', (e) => seen.errors.push(String(e)));
    // The page's own listener, as a host script would add it.
    await page.addInitScript(() => {
      window.heard = [];
      for (const type of ['patience-deal', 'patience-move', 'patience-win', 'patience-error'])
        document.addEventListener(type, (e) =>
          window.heard.push({ type, detail: e.detail, id: e.target.id || e.target.getAttribute('variant') }),
        );
    });
    const response = await page.goto(`${site.url}${path}`);
    const html = await response.text();
    return { page, seen, html, close: () => context.close() };
  }

  /** A post or page made in PHP, as `author` (kses filters what a user without unfiltered_html saves). */
  function insert(author, type, title, content, status = 'publish') {
    const id = site.php(
      `$u = get_user_by('login', ${JSON.stringify(author)}); wp_set_current_user($u->ID);` +
        `echo wp_insert_post(array('post_type' => '${type}', 'post_title' => ${JSON.stringify(title)}, 'post_status' => '${status}', 'post_content' => ${phpString(content)}), true);`,
    );
    assert.match(id, /^\d+$/, `wp_insert_post: ${id}`);
    return Number(id);
  }

  /** Resolves when `n` boards have dealt and their dealing has come to rest. */
  const boardsReady = (page, n) =>
    page.waitForFunction((n) => {
      const els = [...document.querySelectorAll('patience-game')];
      return els.length === n && els.every((el) => el.state != null && el.shadowRoot.getAnimations().length === 0);
    }, n);

  it('installs from the zip and activates (Plugins → Add New → Upload Plugin), as the README says', async () => {
    await admin.goto(`${site.url}/wp-admin/plugin-install.php?tab=upload`);
    await admin.setInputFiles('#pluginzip', ZIP);
    await Promise.all([admin.waitForLoadState('load'), admin.click('#install-plugin-submit')]);
    await admin.waitForSelector('text=Plugin installed successfully');
    await Promise.all([admin.waitForURL(/plugins\.php/), admin.click('a:has-text("Activate Plugin")')]);
    const active = site.php(`echo in_array('${PLUGIN}', (array) get_option('active_plugins'), true) ? 'yes' : 'no';`);
    assert.equal(active, 'yes');
    site.php(
      `wp_insert_user(array('user_login' => '${CONTRIBUTOR.user}', 'user_pass' => '${CONTRIBUTOR.password}', 'role' => 'contributor', 'user_email' => 'c@example.invalid'));`,
    );
    ids.block = insert(ADMIN.user, 'post', 'A game in a post', '<!-- wp:patience-games/game {"variant":"klondike","seed":"42"} /-->');
    ids.shortcodes = insert(
      ADMIN.user,
      'page',
      'Two games',
      '<p>First:</p>\n[patience_game variant="klondike" seed="7" draw="3"]\n<p>Second:</p>\n[patience_game variant="freecell" seed="3" winnable]',
    );
    ids.plain = insert(ADMIN.user, 'page', 'No game here', '<p>Just words.</p>');
  });

  it('a post with the block shows a working board: a move, a win, and the events reach the page', async () => {
    const r = await reader(`/?p=${ids.block}`);
    await boardsReady(r.page, 1);
    const scripts = await r.page.$$eval('script[src*="patience-games.js"]', (s) => s.map((x) => ({ type: x.type, src: x.src })));
    assert.equal(scripts.length, 1);
    assert.equal(scripts[0].type, 'module');
    assert.match(
      scripts[0].src,
      new RegExp(`/wp-content/plugins/patience-games/dist/patience-games\\.js\\?ver=${version.replace(/\./g, '\\.')}$`),
    );
    // A reader taps the stock: a move.
    await r.page.locator('patience-game .pile[data-id="stock"]').click();
    await r.page.waitForFunction(() => window.heard.some((h) => h.type === 'patience-move'));
    assert.equal(await r.page.evaluate(() => document.querySelector('patience-game').moveCount), 1);
    // A nearly-won game, finished by hints: the win reaches the page's listener.
    const won = await r.page.evaluate(async (state) => {
      const el = document.querySelector('patience-game');
      if (!el.restore(state)) return 'restore refused';
      await el.updateComplete;
      for (let i = 0; i < 30 && !el.won; i++) {
        const m = await el.hint();
        if (!m || !el.play(m)) return `no hint after ${i} moves`;
      }
      return el.won;
    }, nearlyWon);
    assert.equal(won, true);
    await r.page.waitForFunction(() => window.heard.some((h) => h.type === 'patience-win'));
    assert.deepEqual(r.seen.errors, []);
    assert.ok(!r.seen.requests.some((u) => !u.startsWith(site.url)), 'every request goes to the site itself');
    await r.page.screenshot({ path: join(SHOTS, 'post-won-1280.png'), fullPage: true });
    await r.close();
  });

  it('a page with two shortcodes shows two boards and loads the script once', async () => {
    for (const width of [1280, 320]) {
      const r = await reader(`/?page_id=${ids.shortcodes}`, width);
      await boardsReady(r.page, 2);
      assert.equal((r.html.match(/patience-games\.js/g) ?? []).length, 1, 'one script tag');
      const boards = await r.page.$$eval('patience-game', (els) =>
        els.map((el) => ({ variant: el.state.variant, seed: el.seed, draw: el.state.options.draw })),
      );
      assert.equal(boards[0].variant, 'klondike');
      assert.equal(boards[0].seed, 7);
      assert.equal(boards[0].draw, 3);
      assert.equal(boards[1].variant, 'freecell');
      if (width === 1280) {
        await r.page.evaluate(() => {
          for (const el of document.querySelectorAll('patience-game'))
            el.play(el.legalMoves().find((m) => m.kind !== 'deal') ?? el.legalMoves()[0]);
        });
        const moves = await r.page.evaluate(() => window.heard.filter((h) => h.type === 'patience-move').length);
        assert.equal(moves, 2);
      }
      await r.page.screenshot({ path: join(SHOTS, `shortcodes-${width}.png`), fullPage: true });
      await r.close();
    }
  });

  it('a page without a game loads nothing of the plugin', async () => {
    const r = await reader(`/?page_id=${ids.plain}`);
    assert.ok(!r.html.includes('patience-games'), 'no tag, script or style of the plugin in the page');
    assert.ok(!r.seen.requests.some((u) => u.includes('/plugins/patience-games/')));
    await r.close();
  });

  it('a Contributor cannot inject markup or script through block or shortcode attributes', async () => {
    const hostile =
      '[patience_game variant="klondike\\" onmouseover=\\"alert(1)" seed="<script>alert(2)</script>" onclick="alert(3)" style="color:red"]\n' +
      '[patience_game variant="<img src=x onerror=alert(4)>" draw="3"]\n' +
      '<!-- wp:patience-games/game {"variant":"klondike\\u0022 onmouseover=\\u0022alert(5)","seed":"\\u003cscript\\u003ealert(6)\\u003c/script\\u003e","options":{"draw":"\\u0022\\u003e\\u003cimg src=x onerror=alert(7)\\u003e"},"flags":["winnable","onload"],"theme":"\\u0022\\u003e"} /-->';
    const id = insert(CONTRIBUTOR.user, 'post', 'Hostile', hostile, 'pending');
    const can = site.php(`$u = get_user_by('login', '${CONTRIBUTOR.user}'); echo user_can($u, 'unfiltered_html') ? 'yes' : 'no';`);
    assert.equal(can, 'no', 'a Contributor has no unfiltered_html');
    site.php(`wp_set_current_user(1); wp_publish_post(${id});`);
    const r = await reader(`/?p=${id}`);
    await r.page.waitForFunction(() => document.querySelectorAll('patience-game').length === 3);
    await r.page.mouse.move(300, 300);
    await r.page.waitForTimeout(300);
    const found = await r.page.evaluate(() => ({
      handlers: document.querySelectorAll('[onmouseover], [onclick], [onerror], [onload], img[src="x"]').length,
      styled: [...document.querySelectorAll('patience-game')].filter((el) => el.hasAttribute('style') || el.hasAttribute('onclick')).length,
      inlineScripts: [...document.querySelectorAll('script:not([src])')].filter((s) => s.textContent.includes('alert(')).length,
      messages: [...document.querySelectorAll('patience-game')].map(
        (el) => el.shadowRoot?.querySelector('[part~="message"]')?.textContent?.trim() ?? '',
      ),
    }));
    assert.equal(found.handlers, 0, 'no event handler attribute, no injected image');
    assert.equal(found.styled, 0, 'unknown attributes are refused');
    assert.equal(found.inlineScripts, 0);
    assert.deepEqual(r.seen.dialogs, [], 'no script ran');
    for (const m of found.messages) assert.match(m, /variant|game|seed/i, `the element's own message: "${m}"`);
    assert.doesNotMatch(r.html, /(Warning|Notice|Fatal error|Deprecated)<\/b>:/, 'no PHP warning in the page');
    assert.doesNotMatch(site.debugLog(), /patience-games/, 'no PHP warning from the plugin in the log');
    await r.page.screenshot({ path: join(SHOTS, 'hostile-1280.png'), fullPage: true });
    await r.close();
  });

  it('the block editor inserts the block, changes the game and two options in the sidebar, and the published post shows them', async () => {
    const page = admin;
    await page.goto(`${site.url}/wp-admin/post-new.php`);
    await page.waitForSelector('.edit-post-layout');
    const guide = page.locator('.edit-post-welcome-guide button[aria-label="Close"], .components-guide button[aria-label="Close"]');
    if (await guide.count()) await guide.first().click();
    await page.locator('.editor-post-title__input, [aria-label="Add title"]').first().fill('Chosen in the editor');
    await page.click('button[aria-label="Toggle block inserter"]');
    await page.fill('.block-editor-inserter__search input, input[placeholder="Search"]', 'Patience');
    await page.click('.block-editor-block-types-list__item:has-text("Patience game")');
    // The inserter closed, the settings sidebar open on the block's own settings.
    await page.click('button[aria-label="Toggle block inserter"]');
    const settings = page.locator('.edit-post-header button[aria-label="Settings"]');
    if ((await settings.getAttribute('aria-pressed')) !== 'true') await settings.click();
    const blockTab = page.locator('button[data-label="Block"], button:has-text("Block")').first();
    if (await blockTab.count()) await blockTab.click();
    // The canvas shows the live board.
    await page.waitForFunction(() => document.querySelector('.patience-games-editor patience-game')?.state?.variant === 'klondike');
    await page.getByRole('combobox', { name: 'Game', exact: true }).selectOption('freecell');
    await page.getByRole('checkbox', { name: 'Only winnable deals' }).check();
    await page.getByRole('checkbox', { name: 'Statistics' }).check();
    await page.waitForFunction(() => {
      const el = document.querySelector('.patience-games-editor patience-game');
      return el?.state?.variant === 'freecell' && el.shadowRoot.getAnimations().length === 0;
    });
    await page.screenshot({ path: join(SHOTS, 'editor-1280.png') });
    await page.setViewportSize({ width: 320, height: 900 });
    await page.screenshot({ path: join(SHOTS, 'editor-320.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.click('.editor-post-publish-panel__toggle');
    await page.click('.editor-post-publish-panel__header-publish-button button');
    await page.waitForSelector('.post-publish-panel__postpublish');
    const link = await page.evaluate(() => window.wp.data.select('core/editor').getPermalink());
    const r = await reader(new URL(link).pathname + new URL(link).search);
    await boardsReady(r.page, 1);
    const el = await r.page.$eval('patience-game', (el) => ({
      variant: el.variant,
      winnable: el.winnable,
      stats: el.stats,
      draw: el.getAttribute('draw'),
    }));
    assert.deepEqual(el, { variant: 'freecell', winnable: true, stats: true, draw: null });
    await r.page.screenshot({ path: join(SHOTS, 'post-1280.png'), fullPage: true });
    await r.close();
    const narrow = await reader(new URL(link).pathname + new URL(link).search, 320);
    await boardsReady(narrow.page, 1);
    await narrow.page.screenshot({ path: join(SHOTS, 'post-320.png'), fullPage: true });
    await narrow.close();
  });

  it('speaks the site’s language: the board a reader sees, its noscript words, and the editor’s sidebar', async () => {
    // Written past update_option(), which keeps only languages whose core translations are installed.
    site.sql(
      "INSERT INTO wordpress.wp_options (option_name, option_value, autoload) VALUES ('WPLANG', 'de_DE', 'yes') ON DUPLICATE KEY UPDATE option_value = 'de_DE'",
    );
    try {
      const r = await reader(`/?p=${ids.block}`);
      await boardsReady(r.page, 1);
      const board = await r.page.$eval('patience-game', (el) => ({
        lang: el.getAttribute('lang'),
        language: el.language,
        toolbar: el.shadowRoot.querySelector('[part~="toolbar"]').textContent,
      }));
      assert.equal(board.lang, 'de-DE');
      assert.equal(board.language, 'de');
      assert.match(board.toolbar, /Neues Spiel/);
      assert.match(r.html, /Dieses Patience-Spiel braucht JavaScript\./);
      await r.page.screenshot({ path: join(SHOTS, 'post-de-1280.png'), fullPage: true });
      await r.close();

      const page = admin;
      await page.goto(`${site.url}/wp-admin/post.php?post=${ids.block}&action=edit`);
      await page.waitForSelector('.edit-post-layout');
      const guide = page.locator('.edit-post-welcome-guide button[aria-label="Close"], .components-guide button[aria-label="Close"]');
      if (await guide.count()) await guide.first().click();
      await page.waitForFunction(() => document.querySelector('.patience-games-editor patience-game')?.language === 'de');
      await page.click('.patience-games-editor');
      const settings = page.locator('.edit-post-header button[aria-label="Settings"]');
      if ((await settings.getAttribute('aria-pressed')) !== 'true') await settings.click();
      const blockTab = page.locator('button[data-label="Block"], button:has-text("Block")').first();
      if (await blockTab.count()) await blockTab.click();
      await page.getByRole('checkbox', { name: 'Nur lösbare Partien' }).waitFor();
      await page.getByRole('button', { name: 'Aussehen und Sprache' }).click();
      assert.equal(await page.getByRole('combobox', { name: 'Sprache', exact: true }).inputValue(), '');
      await page.screenshot({ path: join(SHOTS, 'editor-de-1280.png') });
      assert.doesNotMatch(site.debugLog(), /patience-games/, 'no PHP warning from the plugin in the log');
    } finally {
      site.php("delete_option('WPLANG');");
    }
  });

  it('uninstalling leaves nothing behind', () => {
    const tablesBefore = site.sql('SHOW TABLES FROM wordpress').trim().split('\n').length;
    const out = site.php(
      "require_once ABSPATH . 'wp-admin/includes/plugin.php'; require_once ABSPATH . 'wp-admin/includes/file.php';" +
        `wp_set_current_user(1); deactivate_plugins('${PLUGIN}'); $r = delete_plugins(array('${PLUGIN}')); echo true === $r ? 'deleted' : 'failed';`,
    );
    assert.equal(out, 'deleted');
    assert.ok(!existsSync(join(site.site, 'wp-content/plugins/patience-games')), 'the plugin folder is gone');
    assert.equal(site.sql("SELECT COUNT(*) FROM wordpress.wp_options WHERE option_name LIKE '%patience%'").trim(), '0');
    assert.equal(site.sql("SELECT COUNT(*) FROM wordpress.wp_postmeta WHERE meta_key LIKE '%patience%'").trim(), '0');
    assert.equal(site.sql('SHOW TABLES FROM wordpress').trim().split('\n').length, tablesBefore);
    console.log(`screenshots: ${SHOTS}`);
  });
});

/** A PHP single-quoted string literal. */
function phpString(s) {
  return `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}
