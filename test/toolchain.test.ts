// Smoke test for the test toolchain itself: TypeScript via esbuild, Lit from node_modules,
// legacy decorators, @open-wc/testing's fixture/expect in a real Chromium.
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement, css } from 'lit';
import { customElement, property } from 'lit/decorators.js';

@customElement('toolchain-probe')
class ToolchainProbe extends LitElement {
  static override styles = css`
    :host {
      display: block;
    }
  `;

  @property({ type: Number }) count = 2;

  override render() {
    return html`<span class="count">${this.count * 21}</span>`;
  }
}

describe('toolchain', () => {
  it('renders a fixture into the document', async () => {
    const el = await fixture<HTMLDivElement>(html`<div class="box"><p>hello</p></div>`);
    expect(el.tagName).to.equal('DIV');
    expect(el.isConnected).to.equal(true);
    expect(el.querySelector('p')?.textContent).to.equal('hello');
    expect(el).to.have.class('box');
  });

  it('runs Lit decorators (property + customElement) in the browser', async () => {
    expect(customElements.get('toolchain-probe')).to.equal(ToolchainProbe);
    const el = await fixture<ToolchainProbe>(html`<toolchain-probe .count=${3}></toolchain-probe>`);
    expect(el.shadowRoot?.querySelector('.count')?.textContent).to.equal('63');
    el.count = 5;
    await el.updateComplete;
    expect(el.shadowRoot?.querySelector('.count')?.textContent).to.equal('105');
    // @property() with useDefineForClassFields: false keeps the reactive accessor.
    expect(Object.prototype.hasOwnProperty.call(el, 'count')).to.equal(false);
  });
});
