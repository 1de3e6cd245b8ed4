/**
 * The playground's `<description-editor>` (demo/description-editor.ts): the checker's problems
 * listed with their pointers (a click selects the text a pointer names), and a sound description
 * fired once, defined under a fresh id and dealt.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { checkDescription } from '../../src/engine/description/check.js';
import { describeGame, type PatienceGame } from '../../src/index.js';
import '../../demo/description-editor.js';
import type { DescriptionEditor } from '../../demo/description-editor.js';
import { defineVersion } from '../../demo/define-version.js';
import { pointerRange } from '../../demo/json-pointer.js';

const listed = (ed: DescriptionEditor) =>
  [...ed.shadowRoot!.querySelectorAll('.problems li')].map((li) => ({
    path: li.querySelector('.pointer')!.textContent!,
    message: li.querySelector('.message')!.textContent!,
  }));

const textarea = (ed: DescriptionEditor) => ed.shadowRoot!.querySelector('textarea')!;

describe('<description-editor>', () => {
  it("lists the checker's problems with their pointers; a click selects the text a pointer names", async () => {
    const klondike = await describeGame('klondike');
    const bad = JSON.stringify({ ...klondike, piles: klondike.piles.map((p, i) => (i === 3 ? { ...p, count: 'seven' } : p)) }, null, 2);
    const ed = await fixture<DescriptionEditor>(html`<description-editor .value=${bad}></description-editor>`);
    await ed.updateComplete;

    const expected = checkDescription(bad).problems;
    expect(expected.length).to.be.greaterThan(0);
    expect(listed(ed)).to.deep.equal(expected.map((p) => ({ path: p.path || '(whole text)', message: p.message })));
    expect(listed(ed)[0]!.path).to.equal('/piles/3/count');
    expect(ed.shadowRoot!.querySelector('.status')!.textContent).to.contain('One problem');

    ed.shadowRoot!.querySelector<HTMLButtonElement>('.problems button')!.click();
    const ta = textarea(ed);
    expect(ed.shadowRoot!.activeElement).to.equal(ta);
    expect(ta.value.slice(ta.selectionStart, ta.selectionEnd)).to.equal('"seven"');
  });

  it("a missing field's problem selects only the opening bracket of the object that lacks it", async () => {
    const golf = await describeGame('golf');
    const { words: _words, ...noWords } = golf;
    const text = JSON.stringify(noWords, null, 2);
    const ed = await fixture<DescriptionEditor>(html`<description-editor .value=${text}></description-editor>`);
    const problem = ed.problems.find((p) => p.path === '' || p.path === '/words');
    expect(problem, 'the missing words are a problem').to.exist;
    ed.select(problem!);
    const ta = textarea(ed);
    expect([ta.selectionStart, ta.selectionEnd]).to.deep.equal([0, 1]);
  });

  it('checks typed text once the typing pauses; Tab indents by two spaces', async () => {
    const ed = await fixture<DescriptionEditor>(html`<description-editor .delay=${50} value="{}"></description-editor>`);
    const before = listed(ed).length;
    const ta = textarea(ed);
    ta.value = '{ "id": 7 ';
    ta.dispatchEvent(new Event('input'));
    await ed.updateComplete;
    expect(listed(ed).length, 'not yet checked').to.equal(before);
    await waitUntil(() => listed(ed).some((p) => p.message.includes('not valid JSON')), 'the syntax error listed');

    ta.setSelectionRange(0, 0);
    ta.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    expect(ta.value.startsWith('  { "id"')).to.equal(true);
    expect(ed.value).to.equal(ta.value);
  });

  it('fires a sound description once; defined under a fresh id, a board deals it', async () => {
    const golf = await describeGame('golf');
    const text = JSON.stringify({ ...golf, id: 'my-golf' }, null, 2);
    const ed = document.createElement('description-editor');
    const fired = oneEvent(ed, 'description-change');
    ed.value = text;
    document.body.append(ed);
    const { detail } = await fired;
    expect(detail.description.id).to.equal('my-golf');
    expect(ed.problems).to.deep.equal([]);
    expect(ed.shadowRoot!.querySelector('.status')!.textContent).to.contain('my-golf');

    let again = 0;
    ed.addEventListener('description-change', () => again++);
    ed.value = JSON.stringify({ ...golf, id: 'my-golf' });
    await ed.updateComplete;
    expect(again, 'the same game, written otherwise').to.equal(0);

    const first = defineVersion(detail.description);
    const second = defineVersion({ ...detail.description, oneTap: !detail.description.oneTap });
    expect(first).to.match(/^my-golf-v\d+$/);
    expect(second).to.not.equal(first);
    const board = await fixture<PatienceGame>(html`<patience-game variant=${first} seed="3"></patience-game>`);
    await waitUntil(() => board.state?.piles.length, 'dealt', { timeout: 5000 });
    expect(board.state!.variant).to.equal(first);
    ed.remove();
  });

  it('pointerRange: a value, an item, an escaped key, and the nearest ancestor of a missing field', () => {
    const text = '{ "a/b": [1, { "c": "d" }], "e": {} }';
    const at = (p: string) => {
      const r = pointerRange(text, p);
      return r && text.slice(r.start, r.end);
    };
    expect(at('')).to.equal(text);
    expect(at('/a~1b/1/c')).to.equal('"d"');
    expect(at('/a~1b/0')).to.equal('1');
    expect(at('/e/missing')).to.equal('{}');
    expect(pointerRange(text, '/e/missing')!.exact).to.equal(false);
    expect(pointerRange(text, '/e')!.exact).to.equal(true);
    expect(pointerRange('{ "a": ', '/a')).to.equal(null);
  });
});
