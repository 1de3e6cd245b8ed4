/** Every `localStorage` key this package writes starts with this (`persist` games, `stats` records). */
export const STORAGE_PREFIX = 'patience-games:';
