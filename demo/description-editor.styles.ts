import { css } from 'lit';

export const editorStyles = css`
  :host {
    --_mono: var(--editor-font, ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace);
    --_line: 1.45;
    display: flex;
    flex-direction: column;
    gap: 6px;
    min-width: 0;
    color: var(--editor-text, #1d2430);
    font:
      14px/1.4 system-ui,
      sans-serif;
  }

  label {
    font-weight: 600;
  }

  .editor {
    position: relative;
    display: flex;
    flex: 1 1 auto;
    height: var(--editor-height, 24rem);
    min-height: 8rem;
    overflow: hidden;
    border: 1px solid var(--editor-edge, #b9c0cc);
    border-radius: 8px;
    background: var(--editor-bg, #fff);
  }

  .editor:focus-within {
    outline: 2px solid var(--editor-focus, #2f6fdb);
    outline-offset: 1px;
  }

  /* The numbers are out of the flow: the text's box, not its length, sets the height. */
  .gutter-box {
    position: relative;
    flex: none;
    overflow: hidden;
    background: var(--editor-gutter-bg, #f1f3f6);
    border-right: 1px solid var(--editor-edge, #dde1e7);
  }

  .gutter-box,
  .gutter,
  textarea {
    margin: 0;
    font: 13px / var(--_line) var(--_mono);
    tab-size: 2;
  }

  .gutter {
    position: absolute;
    top: 8px;
    right: 6px;
    color: var(--editor-muted, #7b8494);
    text-align: right;
    user-select: none;
  }

  textarea {
    flex: 1 1 auto;
    min-width: 0;
    padding: 8px 10px;
    border: 0;
    outline: none;
    resize: none;
    background: transparent;
    color: inherit;
    white-space: pre;
    overflow: auto;
  }

  label,
  .keys,
  .status,
  .problems {
    flex: none;
  }

  .keys {
    margin: 0;
    color: var(--editor-muted, #5d6675);
    font-size: 12px;
  }

  .status {
    margin: 0;
    padding: 6px 10px;
    border-radius: 6px;
    font-weight: 600;
  }

  .status.good {
    background: var(--editor-good-bg, #e3f4e6);
    color: var(--editor-good, #1c6b2c);
  }

  .status.bad {
    background: var(--editor-bad-bg, #fdeaea);
    color: var(--editor-bad, #a32020);
  }

  .problems {
    display: flex;
    flex-direction: column;
    gap: 4px;
    max-height: var(--editor-problems-height, 12rem);
    margin: 0;
    padding: 0;
    overflow: auto;
    list-style: none;
  }

  .problems button {
    display: block;
    width: 100%;
    padding: 6px 10px;
    border: 1px solid var(--editor-edge, #e3c4c4);
    border-radius: 6px;
    background: var(--editor-bg, #fff);
    color: inherit;
    font: inherit;
    text-align: left;
    cursor: pointer;
  }

  .problems button:hover,
  .problems button:focus-visible {
    border-color: var(--editor-bad, #a32020);
  }

  .pointer {
    padding: 1px 5px;
    border-radius: 4px;
    background: var(--editor-gutter-bg, #f1f3f6);
    font: 12px var(--_mono);
    overflow-wrap: anywhere;
  }

  code {
    font-family: var(--_mono);
  }
`;
