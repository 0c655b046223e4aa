/**
 * The list head's stay days ('11月23日' / 'Nov 23'), the words of components/format `dayText`, read from the
 * 'YYYY-MM-DD' text itself (issue 17). `dayText` reads the day through dayjs's timezone plugin, whose first use builds
 * an Intl.DateTimeFormat for Asia/Shanghai: about 130 ms of main thread on a phone-class CPU, spent in the list
 * screen's first render, before its skeleton and rows (and so before /htV2/htList's largest paint). A calendar day
 * needs no zone: its month and day are in the text. Anything that is not a real calendar day goes to `dayText`.
 * (components/format's dayText could take this path for every screen; test/unit/perf/dayLabel.test.ts holds the two
 * equal.)
 */
import type { MessageKey } from '../../../i18n';
import { dayText, type Translate } from '../../../components/format';
import { isCalendarDate } from '../../../domain/time';

export function dayLabel(day: string, t: Translate): string {
  if (!isCalendarDate(day)) return dayText(day, t);
  const month = Number(day.slice(5, 7));
  return t('flight.date.md', { d: Number(day.slice(8, 10)), mon: t(`flight.month.${month}` as MessageKey) });
}
