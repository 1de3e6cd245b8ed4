/**
 * `cssomStyle()`: Lit's `styleMap` made safe for pages with a strict Content-Security-Policy.
 *
 * `styleMap` writes its first render as a `style` attribute string, which a policy without
 * `style-src 'unsafe-inline'` (or `style-src-attr`) blocks: the element would lose every position
 * set at its first render, and the page would get a CSP violation report per element. This
 * directive never writes the attribute; it sets each property through CSSOM
 * (`element.style.setProperty`), which CSP allows, on the first render as on every other.
 *
 *   html`<div style=${cssomStyle({ left: `${x}px`, '--z': '3' })}></div>`
 *
 * Keys are CSS property names as written in CSS (`left`, `background-color`, `--x`).
 */
import { noChange } from 'lit';
import { Directive, directive, PartType, type AttributePart, type PartInfo } from 'lit/directive.js';

export type CssomStyleInfo = Readonly<Record<string, string | null | undefined>>;

class CssomStyleDirective extends Directive {
  private last = new Map<string, string>();

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ATTRIBUTE || part.name !== 'style' || (part.strings?.length ?? 0) > 2) {
      throw new Error('cssomStyle() must be the whole value of a style attribute binding.');
    }
  }

  render(_styles: CssomStyleInfo): typeof noChange {
    return noChange;
  }

  override update(part: AttributePart, [styles]: [CssomStyleInfo]): typeof noChange {
    const style = (part.element as HTMLElement | SVGElement).style;
    for (const name of this.last.keys()) {
      if (styles[name] === null || styles[name] === undefined) {
        style.removeProperty(name);
        this.last.delete(name);
      }
    }
    for (const name in styles) {
      const value = styles[name];
      if (value === null || value === undefined || this.last.get(name) === value) continue;
      style.setProperty(name, value);
      this.last.set(name, value);
    }
    return noChange;
  }
}

export const cssomStyle = directive(CssomStyleDirective);
