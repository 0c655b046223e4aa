/**
 * The shared calendar words ('flight.weekday.*', 'flight.month.*', 'flight.date.md', 'flight.today',
 * 'flight.tomorrow'): what components/format writes dates with, for every product's lists and pickers. A small part of
 * its own, so a hotel or train list does not load the whole flight dictionary for them (issue 17); the keys keep their
 * 'flight.' names and flight.ts imports this part. `en` must have exactly the keys of `zh` (the type enforces it).
 */
import { registerTexts } from '../registry';

export const zh = {
  'flight.weekday.0': '周日',
  'flight.weekday.1': '周一',
  'flight.weekday.2': '周二',
  'flight.weekday.3': '周三',
  'flight.weekday.4': '周四',
  'flight.weekday.5': '周五',
  'flight.weekday.6': '周六',
  'flight.month.1': '1月',
  'flight.month.2': '2月',
  'flight.month.3': '3月',
  'flight.month.4': '4月',
  'flight.month.5': '5月',
  'flight.month.6': '6月',
  'flight.month.7': '7月',
  'flight.month.8': '8月',
  'flight.month.9': '9月',
  'flight.month.10': '10月',
  'flight.month.11': '11月',
  'flight.month.12': '12月',
  'flight.date.md': '{mon}{d}日',
  'flight.today': '今天',
  'flight.tomorrow': '明天',
} as const;

export const en: Record<keyof typeof zh, string> = {
  'flight.weekday.0': 'Sun',
  'flight.weekday.1': 'Mon',
  'flight.weekday.2': 'Tue',
  'flight.weekday.3': 'Wed',
  'flight.weekday.4': 'Thu',
  'flight.weekday.5': 'Fri',
  'flight.weekday.6': 'Sat',
  'flight.month.1': 'Jan',
  'flight.month.2': 'Feb',
  'flight.month.3': 'Mar',
  'flight.month.4': 'Apr',
  'flight.month.5': 'May',
  'flight.month.6': 'Jun',
  'flight.month.7': 'Jul',
  'flight.month.8': 'Aug',
  'flight.month.9': 'Sep',
  'flight.month.10': 'Oct',
  'flight.month.11': 'Nov',
  'flight.month.12': 'Dec',
  'flight.date.md': '{mon} {d}',
  'flight.today': 'Today',
  'flight.tomorrow': 'Tomorrow',
};

registerTexts(zh, en);
