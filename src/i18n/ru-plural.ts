/** Russian plural: one / few / many (1 карта, 2 карты, 5 карт). */
export const plural = (n: number, one: string, few: string, many: string): string => {
  const a = n % 10;
  const b = n % 100;
  if (a === 1 && b !== 11) return one;
  if (a >= 2 && a <= 4 && (b < 12 || b > 14)) return few;
  return many;
};
