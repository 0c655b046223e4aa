/** Books 张三 on a compliant economy fare through the real search and bookV3 (tests that need a real flight order). */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FlightBookData, QueryFlightData } from '../../../src/api/contract/flight';
import { demoIdNumber } from '../../../server/src/db/seed/bookingKit';
import { seatKey } from '../../../server/src/suppliers/flight';
import { soldKey, soldMap } from '../../../server/src/suppliers/kit/inventory';
import { DEMO, call } from './testApp';

/** 张三's ID number as the demo seed derives it. */
export const ZHANGSAN_ID_NO = demoIdNumber('110105', '1990-03-15', 1, 'M');

/** 'YYYY-MM-DD' in China time, `days` after the instant `ms` (a departure day for compliantFareKey). */
export function dayAfter(ms: number, days: number): string {
  return new Date(ms + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** The fare key of a compliant economy fare for 张三 from Beijing to Shanghai on `depDate` (the real search). */
export async function compliantFareKey(app: FastifyInstance, token: string, depDate: string): Promise<string> {
  const search = await call<QueryFlightData>(
    app,
    '/obt/flight/v3/shopping/queryFlight',
    { depCity: 'BJS', arrCity: 'SHA', depDate, cabinClass: 'Y', travellers: [{ empId: DEMO.zhangsan.id }] },
    { token },
  );
  const flight = search.data.flights.find((f) => f.lowest.policy?.compliant && f.lowest.seats >= 1);
  if (!flight) throw new Error('no compliant flight');
  return flight.lowest.fareKey;
}

/** bookV3 of one fare for 张三 himself, under `idempotencyKey` (`extra`: more body fields); the answer as it came. */
export function bookZhangsan(
  app: FastifyInstance,
  token: string,
  fareKey: string,
  idempotencyKey: string,
  extra: Record<string, unknown> = {},
) {
  return call<FlightBookData>(
    app,
    '/obt/flight/order/bookV3',
    {
      fareKeys: [fareKey],
      tripType: 1,
      psgList: [
        {
          psgName: '张三',
          psgType: 1,
          idType: 'ID',
          idno: ZHANGSAN_ID_NO,
          sex: 'M',
          born: '1990-03-15',
          phoneNumber: '13800000001',
          empId: DEMO.zhangsan.id,
        },
      ],
      linkman: '张三',
      linkTel: '13800000001',
      ...extra,
    },
    { token, idempotencyKey },
  );
}

export async function bookCompliantFlight(
  app: FastifyInstance,
  token: string,
  depDate = '2026-03-09',
): Promise<FlightBookData> {
  const fareKey = await compliantFareKey(app, token, depDate);
  const booked = await bookZhangsan(app, token, fareKey, `book-${randomBytes(6).toString('hex')}`);
  if (booked.code !== 1) throw new Error(`booking refused: ${booked.tips}`);
  return booked.data;
}

/** Seats sold of a flight's booking class on a day, as the supplier kit's inventory counts them (0: none sold). */
export async function seatsSold(
  app: FastifyInstance,
  flightNo: string,
  date: string,
  cabinCode: string,
): Promise<number> {
  const key = seatKey(flightNo, date, cabinCode);
  const sold = await soldMap(app.obt.db, key.product, [date], [key.item]);
  return sold.get(soldKey(key.item, date, key.classCode)) ?? 0;
}
