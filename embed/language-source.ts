// Stands in for the language an `embed-<lang>.js` holds: the build replaces this file with src/i18n/<lang>.ts.
export { pack } from '../src/i18n/ru.js';
