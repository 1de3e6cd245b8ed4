/**
 * The look's defaults, in one place: the colours and fonts every `var(--patience-…, default)` of
 * the styles and every colour drawn into the card artwork fall back to. The element's
 * `@cssprop` documentation repeats them (the manifest needs them written out).
 */
import { unsafeCSS, type CSSResult } from 'lit';

export const DEFAULTS = {
  cardFace: '#fffdf8',
  cardEdge: '#b9b2a4',
  cardBack: '#1f4e8c',
  cardBackAccent: '#7fa6dc',
  red: '#c62828',
  black: '#1a1a1a',
  /** Joker: the stand-in badge of a joker that may still be any card. */
  standInAny: '#5b4a12',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  /** The big rank letter on court cards. */
  courtFont: "Georgia, 'Times New Roman', serif",
} as const;

const customProperty = (name: string, fallback: string): CSSResult => unsafeCSS(`var(--patience-${name}, ${fallback})`);

/** The custom properties a page may set, each with its default, for use in `css`. */
export const LOOK = {
  cardFace: customProperty('card-face', DEFAULTS.cardFace),
  cardEdge: customProperty('card-edge', DEFAULTS.cardEdge),
  cardBack: customProperty('card-back', DEFAULTS.cardBack),
  cardBackAccent: customProperty('card-back-accent', DEFAULTS.cardBackAccent),
  red: customProperty('red', DEFAULTS.red),
  black: customProperty('black', DEFAULTS.black),
  font: customProperty('font', DEFAULTS.font),
};
