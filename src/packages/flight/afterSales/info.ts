/** Pure helpers of the flight info screens: booking strategy (cheaper days) and airport bus grouping. */
import type { AirportBusItem } from '../../../api/contract/flight';
import { yuanToFen } from '../../../domain/money';
import { LIMITS } from '../../../domain/limits';
import { addDays } from '../query';

/** How far ahead the strategy looks for cheaper days (SPEC §9: flight suggestion within 29 days). */
export const SUGGESTION_DAYS = LIMITS.train.flightSuggestionDays;

export interface CheaperDay {
  date: string;
  /** Yuan. */
  price: number;
  /** Saving against the searched day, fen; null when the searched day's price is unknown. */
  savingFen: number | null;
}

/**
 * Days of the coming {@link SUGGESTION_DAYS} days (from today) that are cheaper than the searched day, cheapest
 * first (then earliest). When the searched day's price is unknown (outside the window or no flight), the
 * cheapest days of the window are suggested instead.
 */
export function cheaperDays(
  prices: Readonly<Record<string, number | null>>,
  searched: string,
  today: string,
  limit = 5,
): CheaperDay[] {
  const base = prices[searched];
  const baseFen = typeof base === 'number' ? yuanToFen(base) : null;
  const days: CheaperDay[] = [];
  for (let i = 0; i < SUGGESTION_DAYS; i += 1) {
    const date = addDays(today, i);
    const price = prices[date];
    if (typeof price !== 'number' || date === searched) continue;
    const fen = yuanToFen(price);
    if (baseFen !== null && fen >= baseFen) continue;
    days.push({ date, price, savingFen: baseFen === null ? null : baseFen - fen });
  }
  days.sort((a, b) => yuanToFen(a.price) - yuanToFen(b.price) || (a.date < b.date ? -1 : 1));
  return days.slice(0, limit);
}

export interface TerminalBuses {
  terminal: string;
  lines: AirportBusItem[];
}

/** Bus lines grouped by terminal (terminals in name order, lines by name within each). */
export function groupByTerminal(items: readonly AirportBusItem[]): TerminalBuses[] {
  const groups = new Map<string, AirportBusItem[]>();
  for (const item of items) {
    const list = groups.get(item.terminal) ?? [];
    list.push(item);
    groups.set(item.terminal, list);
  }
  const byName = (a: string, b: string) => a.localeCompare(b, 'zh-CN', { numeric: true });
  return [...groups.entries()]
    .sort(([a], [b]) => byName(a, b))
    .map(([terminal, lines]) => ({ terminal, lines: [...lines].sort((a, b) => byName(a.line, b.line)) }));
}
