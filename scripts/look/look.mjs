// Screenshots of <patience-game> for a person to look at: node --import tsx scripts/look/look.mjs [out-dir]
// (tsx: the games come from src/games/registry.ts; the games scene takes LOOK_GAMES, LOOK_WIDTHS, LOOK_SEED)
// Needs the dev server: ./node_modules/.bin/vite --port 5231 --strictPort
import { VARIANTS } from '../../src/games/registry.ts';
import { lookSession } from './harness.mjs';

const { open, shot, run } = await lookSession({ html: 'look.html', out: '/tmp/look', height: 900, wait: 1300 });
const centre = (page, sel) =>
  page.evaluate((s) => {
    const e = window.el.shadowRoot.querySelector(s);
    const r = e.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + Math.min(r.height / 2, 20) };
  }, sel);
const topCard = (id) => `.pile[data-id="${id}"] > .card:last-of-type`;

const scenes = {
  async deal1280() {
    const p = await open('deal1280', 'seed=42', 1280);
    await shot(p, 'deal-1280');
  },
  async deal320() {
    const p = await open('deal320', 'seed=42', 320, 700);
    await shot(p, 'deal-320');
    const over = await p.evaluate(() => document.documentElement.scrollWidth);
    console.log('320 scrollWidth', over);
  },
  async drag() {
    const p = await open('drag', 'seed=42', 800);
    // Find a legal tableau->tableau move and drag it half way.
    const mv = await p.evaluate(() => window.el.legalMoves().find((m) => m.kind === 'move' && m.from.startsWith('tableau')));
    console.log('drag move', JSON.stringify(mv));
    const a = await centre(p, topCard(mv.from));
    const b = await centre(p, topCard(mv.to));
    await p.mouse.move(a.x, a.y);
    await p.mouse.down();
    await p.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2 + 30, { steps: 8 });
    await p.waitForTimeout(100);
    await shot(p, 'mid-drag');
    await p.mouse.move(b.x, b.y + 10, { steps: 8 });
    await p.mouse.up();
    await p.waitForTimeout(400);
    console.log('after drop moveCount', await p.evaluate(() => window.el.moveCount));
    await shot(p, 'after-drop');
  },
  async select() {
    const p = await open('select', 'seed=42', 800);
    const mv = await p.evaluate(() => window.el.legalMoves().find((m) => m.kind === 'move' && m.from.startsWith('tableau')));
    const a = await centre(p, topCard(mv.from));
    await p.mouse.click(a.x, a.y);
    await p.waitForTimeout(300);
    await shot(p, 'selected');
  },
  async keyboard() {
    const p = await open('keyboard', 'seed=42', 800);
    for (let i = 0; i < 8; i++) {
      await p.keyboard.press('Tab');
      if (await p.evaluate(() => window.el.shadowRoot.activeElement?.classList.contains('pile'))) break;
    }
    for (const k of ['ArrowDown', 'ArrowRight', 'ArrowRight', 'ArrowRight']) await p.keyboard.press(k);
    await p.waitForTimeout(200);
    await shot(p, 'keyboard-focus');
    await p.keyboard.press('Enter');
    await p.waitForTimeout(200);
    await shot(p, 'keyboard-held');
  },
  async dark() {
    const p = await open('dark', 'seed=42&dark', 1000);
    await p.evaluate(() => window.el.hint());
    await p.waitForTimeout(300);
    await shot(p, 'dark-hint');
  },
  async win() {
    const p = await open('win', 'seed=1', 800);
    await p.evaluate(async () => {
      const { klondikeNearlyWon } = await import('/stories/positions.ts');
      window.el.restore(klondikeNearlyWon);
      for (let i = 0; i < 10 && !window.el.won; i++) {
        const m = window.el.legalMoves().find((x) => x.to.startsWith('foundation') && !x.from.startsWith('foundation'));
        if (!m) break;
        window.el.play(m);
        await new Promise((r) => setTimeout(r, 250));
      }
    });
    await p.waitForTimeout(900);
    await shot(p, 'win-cascade');
    await p.waitForTimeout(3000);
    await shot(p, 'win');
  },
  async ru() {
    const p = await open('ru', 'seed=7&lang=ru&draw=3', 700);
    await p.evaluate(() => {
      for (let i = 0; i < 3; i++) window.el.play(window.el.legalMoves().find((m) => m.kind === 'deal'));
    });
    await p.waitForTimeout(500);
    await shot(p, 'ru-draw3');
  },
  async errors() {
    const p = await open('err', 'draw=2', 600);
    await shot(p, 'error');
    const q = await open('prompt', 'none', 600);
    await shot(q, 'prompt');
  },
  async peek() {
    const p = await open('peek', 'variant=envelopes&seed=1', 700);
    await p.evaluate(async () => {
      const { peek } = await (await import('/src/games/registry.ts')).loadGame('envelopes');
      const peekable = () => peek.piles(window.el.games.game.table, window.el.games.game.rules);
      let seed = 1;
      while (peekable().length === 0 && seed < 500) window.el.newGame(++seed);
    });
    await p.waitForTimeout(1200);
    const eye = await centre(p, '.peek');
    await p.mouse.click(eye.x, eye.y);
    await p.waitForTimeout(300);
    await shot(p, 'envelopes-peek');
  },
  async lost() {
    const p = await open('lost', 'variant=two-by-two&seed=3', 700);
    await p.evaluate(async () => {
      const { twoByTwoOneFromLost } = await import('/test/elements/positions.ts');
      window.el.restore(twoByTwoOneFromLost());
      window.el.play(window.el.legalMoves()[0]);
    });
    await p.waitForTimeout(800);
    await shot(p, 'lost');
  },
  // Every game at 320 and 900 px on seed 5, or LOOK_GAMES=fan,russian LOOK_WIDTHS=320,1280 LOOK_SEED=42.
  async games() {
    const list = (name, all) => process.env[name]?.split(',') ?? all;
    for (const v of list('LOOK_GAMES', VARIANTS)) {
      for (const w of list('LOOK_WIDTHS', [320, 900]).map(Number)) {
        const p = await open(v, `variant=${v}&seed=${process.env.LOOK_SEED ?? 5}`, w, 800);
        await shot(p, `${v}-${w}`);
        await p.close();
      }
    }
  },
};

await run(scenes);
