/**
 * The editor's words for the element's switches, the games' options and the colour themes, each
 * a literal `__()` so the .pot finds it (allowed.json holds the names; its English labels are the
 * fallback for a name added later).
 */
const { __ } = wp.i18n;

/** A switch's label and help. */
export const SWITCHES: Readonly<Record<string, readonly [string, string]>> = {
  winnable: [__('Only winnable deals', 'patience-games'), __('Deals only deals the solver proves winnable.', 'patience-games')],
  'auto-play': [
    __('Cards go home by themselves', 'patience-games'),
    __('Cards no longer needed in play go to the foundations after each move.', 'patience-games'),
  ],
  stats: [__('Statistics', 'patience-games'), __('Keeps each reader’s games won and played, in their own browser.', 'patience-games')],
  link: [__('Link to the deal', 'patience-games'), __('The deal lives in the page’s address, so a reader can share it.', 'patience-games')],
  persist: [
    __('Remember the game in progress', 'patience-games'),
    __('A reader who comes back finds the game where they left it.', 'patience-games'),
  ],
  'left-handed': [__('Left-handed', 'patience-games'), __('Stock and waste on the right.', 'patience-games')],
  'no-toolbar': [__('Hide the buttons', 'patience-games'), __('No new game, undo, hint or finish buttons.', 'patience-games')],
  'no-status': [__('Hide the status line', 'patience-games'), __('No moves, time or verdict.', 'patience-games')],
  'no-analysis': [__('No verdict after each move', 'patience-games'), __('The solver still gives hints.', 'patience-games')],
};

/** The games' options, by name. */
export const OPTIONS: Readonly<Record<string, string>> = {
  draw: __('Cards turned at a time', 'patience-games'),
  redeals: __('Redeals', 'patience-games'),
  build: __('Building', 'patience-games'),
  reach: __('Reach', 'patience-games'),
  deck: __('Deck', 'patience-games'),
  deals: __('Deals', 'patience-games'),
  suits: __('Suits', 'patience-games'),
};

export const THEMES: Readonly<Record<string, string>> = {
  light: __('Light', 'patience-games'),
  dark: __('Dark', 'patience-games'),
  auto: __('As the reader’s system', 'patience-games'),
};
