/** The few WordPress editor globals the block uses (WordPress 6.1 and later). */
type Component = (props: never) => unknown;

declare const wp: {
  readonly blocks: { registerBlockType(name: string, settings: { edit: Component; save: () => null }): unknown };
  readonly element: {
    createElement(type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]): unknown;
    readonly Fragment: unknown;
  };
  readonly blockEditor: { readonly InspectorControls: unknown; useBlockProps(props?: Record<string, unknown>): Record<string, unknown> };
  readonly components: {
    readonly PanelBody: unknown;
    readonly SelectControl: unknown;
    readonly TextControl: unknown;
    readonly ToggleControl: unknown;
  };
  readonly i18n: { __(text: string, domain: string): string };
};
