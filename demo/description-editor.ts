/**
 * `<description-editor>`: a game description as JSON text, checked as it is typed (the checker's
 * problems listed with their JSON Pointers; a click selects the text a pointer names). When the
 * text becomes a sound description other than the last one, it fires `description-change` with it.
 * Used by the playground page (playground.html) and its story.
 */
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { checkDescription, type DescriptionProblem } from '../src/engine/description/check.js';
import type { GameDescription } from '../src/index.js';
import { editorStyles } from './description-editor.styles.js';
import { pointerRange } from './json-pointer.js';

export type DescriptionChangeEvent = CustomEvent<{ readonly description: GameDescription }>;

/** Where the JSON parser stopped, as the checker's message says it ("at character 12"). */
const syntaxAt = (message: string): number | null => {
  const at = /at character (\d+)/.exec(message)?.[1];
  return at === undefined ? null : Number(at);
};

export class DescriptionEditor extends LitElement {
  static override styles = editorStyles;

  /** The JSON text. Set from outside, it is checked at once; typed, after `delay` ms of quiet. */
  @property() value = '';
  /** Milliseconds of quiet typing before the text is checked. */
  @property({ type: Number }) delay = 250;
  /** The label above the text. */
  @property() label = 'Description (JSON)';

  /** The checker's problems with the text as last checked. */
  @state() problems: readonly DescriptionProblem[] = [];
  /** The id of the sound description last checked, or null. */
  @state() private soundId: string | null = null;
  @state() private lines = 1;

  @query('textarea') private textarea!: HTMLTextAreaElement;
  @query('.gutter') private gutter!: HTMLElement;

  private timer?: ReturnType<typeof setTimeout>;
  private typed = false;
  private lastFired = '';
  /** Escape, then Tab, leaves the text (Tab alone indents). */
  private tabLeaves = false;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.timer);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('value')) return;
    this.lines = this.value.split('\n').length;
    clearTimeout(this.timer);
    if (this.typed) this.timer = setTimeout(() => this.check(), this.delay);
    else this.check();
    this.typed = false;
  }

  /** Checks the text now; fires `description-change` when it is a sound description other than the last. */
  check(): void {
    clearTimeout(this.timer);
    const checked = checkDescription(this.value);
    this.problems = checked.problems;
    const d = checked.description;
    this.soundId = d?.id ?? null;
    if (!d) return;
    const json = JSON.stringify(d);
    if (json === this.lastFired) return;
    this.lastFired = json;
    this.dispatchEvent(new CustomEvent('description-change', { detail: { description: d }, bubbles: true, composed: true }));
  }

  /**
   * Selects (and scrolls to) the text a problem's pointer names. Where the text lacks it (a
   * missing field) or the pointer names the whole text, only the opening bracket of the nearest
   * value is selected: a keystroke then never replaces the whole object.
   */
  select(problem: DescriptionProblem): void {
    const at = problem.path === '' ? syntaxAt(problem.message) : null;
    const found = at !== null ? { start: at, end: at + 1, exact: false } : pointerRange(this.value, problem.path);
    const ta = this.textarea;
    ta.focus();
    if (!found) return;
    const range = found.exact && problem.path !== '' ? found : { start: found.start, end: Math.min(found.start + 1, this.value.length) };
    ta.setSelectionRange(range.start, range.end);
    const line = this.value.slice(0, range.start).split('\n').length - 1;
    const lineHeight = parseFloat(getComputedStyle(ta).lineHeight) || 18;
    ta.scrollTop = Math.max(0, line * lineHeight - ta.clientHeight / 3);
  }

  private onInput(): void {
    this.typed = true;
    this.value = this.textarea.value;
  }

  private onKeyDown(e: KeyboardEvent): void {
    const leave = this.tabLeaves;
    this.tabLeaves = e.key === 'Escape';
    if (e.key !== 'Tab' || leave || e.shiftKey || e.ctrlKey || e.altKey || e.metaKey) return;
    e.preventDefault();
    const ta = this.textarea;
    ta.setRangeText('  ', ta.selectionStart, ta.selectionEnd, 'end');
    this.onInput();
  }

  private onScroll(): void {
    this.gutter.style.transform = `translateY(${-this.textarea.scrollTop}px)`;
  }

  protected override render() {
    const n = this.problems.length;
    const numbers = Array.from({ length: this.lines }, (_, i) => i + 1).join('\n');
    return html`
      <label for="text">${this.label}</label>
      <div class="editor">
        <div class="gutter-box" aria-hidden="true" style=${`width: calc(${String(this.lines).length}ch + 16px)`}>
          <pre class="gutter">${numbers}</pre>
        </div>
        <textarea
          id="text"
          part="textarea"
          spellcheck="false"
          autocapitalize="off"
          autocomplete="off"
          wrap="off"
          aria-describedby="keys status"
          .value=${live(this.value)}
          @input=${this.onInput}
          @keydown=${this.onKeyDown}
          @blur=${() => (this.tabLeaves = false)}
          @scroll=${this.onScroll}
        ></textarea>
      </div>
      <p class="keys" id="keys">Tab indents by two spaces; Esc, then Tab, leaves the text.</p>
      <p class="status ${n ? 'bad' : 'good'}" id="status" role="status">
        ${
          n
            ? `${n === 1 ? 'One problem' : `${n} problems`}: the board keeps the last sound game.`
            : html`A sound game: <code>${this.soundId}</code>.`
        }
      </p>
      ${
        n
          ? html`<ol class="problems" aria-label="Problems">
              ${this.problems.map(
                (p) =>
                  html`<li>
                    <button type="button" @click=${() => this.select(p)}>
                      <code class="pointer">${p.path || '(whole text)'}</code> <span class="message">${p.message}</span>
                    </button>
                  </li>`,
              )}
            </ol>`
          : nothing
      }
    `;
  }
}

if (!customElements.get('description-editor')) customElements.define('description-editor', DescriptionEditor);

declare global {
  interface HTMLElementTagNameMap {
    'description-editor': DescriptionEditor;
  }
  interface HTMLElementEventMap {
    'description-change': DescriptionChangeEvent;
  }
}
