import type { PlayerMessages } from './players-types.js';

const date = (d: string, month: 'long' | 'short', year: boolean) =>
  new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month, ...(year ? { year: 'numeric' } : {}), timeZone: 'UTC' })
    .format(new Date(`${d}T12:00:00Z`))
    .replace(/\s*г\.$/, '');

/** one / few / many. */
const plural = (n: number, one: string, few: string, many: string) => {
  const a = n % 10;
  const b = n % 100;
  if (a === 1 && b !== 11) return one;
  if (a >= 2 && a <= 4 && (b < 12 || b > 14)) return few;
  return many;
};

const OPTION_WORDS: Record<string, (v: number | string) => string> = {
  draw: (v) => `по ${v} ${plural(Number(v), 'карте', 'карты', 'карт')}`,
  redeals: (v) =>
    v === 'unlimited' ? 'пересдачи без ограничений' : `${v} ${plural(Number(v), 'пересдача', 'пересдачи', 'пересдач')}`,
  build: (v) => (v === 'alternate' ? 'чередуя цвета' : 'любые масти'),
  reach: (v) => `ход на 1 или ${v} места`,
  deck: (v) => `${v} ${plural(Number(v), 'карта', 'карты', 'карт')}`,
};

export const playersRu: PlayerMessages = {
  statistics: 'Статистика',
  statsOf: (game, options, daily, winnable) =>
    [game, options, winnable ? 'только решаемые' : '', daily ? 'партии дня' : ''].filter(Boolean).join(', '),
  options: (o) =>
    Object.entries(o)
      .map(([k, v]) => OPTION_WORDS[k]?.(v) ?? `${k} ${v}`)
      .join(', '),
  played: 'Сыграно',
  won: 'Выиграно',
  winRate: 'Доля побед',
  currentStreak: 'Побед подряд',
  bestStreak: 'Лучшая серия',
  bestTime: 'Лучшее время',
  fewestMoves: 'Меньше всего ходов',
  none: 'пока нет',
  rate: (p) => `${p} %`,
  close: 'Закрыть',
  reset: 'Сбросить',
  resetConfirm: 'Да, сбросить',
  resetAsk: 'Нажмите ещё раз, чтобы стереть эту статистику.',
  resetDone: 'Статистика стёрта.',
  dailyDeal: 'Партия дня',
  dailyOf: (d) => `Партия дня, ${date(d, 'long', true)}`,
  shortDate: (d) => date(d, 'short', false).replace(/\.$/, ''),
  copyLink: 'Ссылка на партию',
  linkCopied: 'Ссылка на эту партию скопирована',
  copyTitle: 'Ссылка на эту партию',
  copyHelp: 'Ссылка выделена: скопируйте её (Ctrl+C или ⌘C) и отправьте.',
  badLink: (entry, reason) => `Партия из ссылки «${entry}» не сдана: ${reason}`,
  badStatistics: 'Сохранённую статистику не удалось прочитать, она начата заново.',
  statsUnavailable: 'Браузер не даёт сохранить статистику: она продержится, пока открыта страница.',
};
