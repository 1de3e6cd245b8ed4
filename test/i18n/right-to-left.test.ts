/**
 * Arabic reads right to left: toolbar, status, messages and dialogs carry dir="rtl" and lie right
 * to left; the card table keeps its order (not mirrored) and the focus goes where the eye reads.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { sendKeys } from '@web/test-runner-commands';
import type { PatienceGame } from '../../src/index.js';
import { boardIn, part } from './helpers.js';

const direction = (e: Element) => getComputedStyle(e).direction;
const piles = (el: PatienceGame) =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>('.pile')].map((p) => `${p.dataset.id} ${p.style.left} ${p.style.top}`);

describe('ar: right to left', () => {
  it('the words read right to left, the table lies as in English', async () => {
    const ar = await boardIn('ar');
    const en = await boardIn('en');
    expect(part(ar, 'base').getAttribute('dir')).to.equal('rtl');
    expect(part(en, 'base').getAttribute('dir')).to.equal('ltr');
    for (const name of ['toolbar', 'status']) expect(direction(part(ar, name)), name).to.equal('rtl');
    expect(direction(part(ar, 'board'))).to.equal('ltr');
    expect(piles(ar)).to.deep.equal(piles(en));
    // New game, the first button, is the rightmost; the status line starts at the left.
    const tools = [...part(ar, 'toolbar').querySelectorAll('.tool')].map((b) => b.getBoundingClientRect().left);
    expect(tools).to.deep.equal([...tools].sort((a, b) => b - a));
    expect(part(ar, 'status').getBoundingClientRect().left).to.be.below(part(ar, 'toolbar').getBoundingClientRect().left);
  });

  it('Tab goes right to left through the toolbar, then to the table', async () => {
    const el = await boardIn('ar');
    const before = document.createElement('button');
    el.before(before);
    before.focus();
    const seen: string[] = [];
    for (let i = 0; i < 8; i++) {
      await sendKeys({ press: 'Tab' });
      const f = el.shadowRoot!.activeElement as HTMLElement | null;
      if (!f) break;
      seen.push(f.classList.contains('pile') ? 'table' : f.getAttribute('part')!);
    }
    expect(seen[0]).to.equal('button new-game');
    expect(seen).to.include('table');
    const buttons = seen.slice(0, seen.indexOf('table'));
    const x = buttons.map((p) => part(el, p.split(' ')[1]).getBoundingClientRect().left);
    expect(x).to.deep.equal([...x].sort((a, b) => b - a));
    before.remove();
  });

  it('the statistics dialog and the end panel read right to left', async () => {
    const el = await boardIn('ar');
    part(el, 'stats').click();
    await waitUntil(() => el.shadowRoot!.querySelector('dialog[open]'));
    const dialog = el.shadowRoot!.querySelector('dialog[open]')!;
    expect(direction(dialog)).to.equal('rtl');
    expect(dialog.textContent).to.contain('الإحصاءات');
    const rows = [...dialog.querySelectorAll('.figures > div')].slice(0, 2).map((d) => d.getBoundingClientRect().left);
    expect(rows[0]).to.be.above(rows[1]);
  });
});
