/** A daily deal's date (`YYYY-MM-DD`, UTC) in a language's words, by Intl. */
export const dayIn = (locale: string, d: string, month: 'long' | 'short', year: boolean): string =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month, ...(year ? { year: 'numeric' } : {}), timeZone: 'UTC' }).format(
    new Date(`${d}T12:00:00Z`),
  );
