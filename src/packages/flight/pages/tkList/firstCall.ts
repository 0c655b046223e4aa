/**
 * /tk/tkList's first call (issue 17). A cold load of the list searches the form the device remembers (made usable
 * today; Beijing → Shanghai tomorrow when none), its first leg, for the booker alone: the booking kit's travellers
 * live in memory, so the kit starts with the signed-in employee (travellers.ts useTravellers). Without stored user
 * info the page's travellers are only known after the user-info call: nothing is sent early then.
 */
import type { FirstCalls } from '../../../../boot/firstCall';
import { STORAGE_KEYS } from '../../../../domain/session';
import { chinaToday } from '../../../../domain/time';
import { QUERY_FLIGHT_PATH, queryFlightRequest, rememberedQuery } from '../../firstList';

export const firstCalls: FirstCalls = {
  '/tk/tkList': (ctx) => {
    const info = ctx.stored(STORAGE_KEYS.userInfo) as { empInfo?: { empId?: unknown } } | null;
    const empId = info?.empInfo?.empId;
    if (typeof empId !== 'string' || !empId) return null;
    const storage = { get: <T>(key: string) => (ctx.stored(key) ?? undefined) as T | undefined, set: () => false };
    const body = queryFlightRequest(rememberedQuery(storage, chinaToday(ctx.now)), 0, [{ empId }]);
    return body ? { path: QUERY_FLIGHT_PATH, body: { ...body } } : null;
  },
};
