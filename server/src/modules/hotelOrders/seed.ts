/**
 * Demo data of the hotel orders: the demo company's hotel service fee (¥10 per room and night, company parameter
 * `booking.serviceFeeFen.10903`, when the company has none), and — only with demo orders, into an empty table — 张三's
 * stay of two nights in a company-agreement hotel in Beijing a week ahead, paid at the hotel, booked through the
 * real booking (rooms taken from the supplier's stock); the hotel confirms it a few seconds after start-up.
 */
import { birthDateFromId, sexFromId } from '../../../../src/domain/idCard';
import { addCalendarDays, chinaToday } from '../../../../src/domain/time';
import type { Db } from '../../db';
import { DEMO_CORP_ID } from '../../db/seed/demoPeople';
import { cityHotels, protocolHotelIds, roomsFor } from '../../suppliers/hotel';
import { bookingRepository } from '../booking/repository';
import { bookingParamNo } from '../booking/rules';
import { employeeDocRef, peopleRepository } from '../people/repository';
import type { AuthInfo } from '../session/service';
import { hotelBooking } from './booking';
import { CPLX_HOTEL } from './codes';
import { hotelOrdersRepository } from './repository';

const DEMO_GUEST = '40001';
/** The demo company's hotel service fee per room and night, fen. */
const DEMO_FEE_FEN = 1000;

export async function seedHotelOrdersDemo(db: Db, opts: { nowMs: number; demoOrders: boolean }): Promise<void> {
  const { nowMs } = opts;
  const repo = hotelOrdersRepository(db);
  const company = await db.selectFrom('companies').select('id').where('id', '=', DEMO_CORP_ID).executeTakeFirst();
  if (!company) return;
  const feeParam = bookingParamNo('serviceFeeFen', CPLX_HOTEL);
  if ((await repo.ownParameter(DEMO_CORP_ID, feeParam)) === undefined) {
    await repo.insertParameter({
      corp_id: DEMO_CORP_ID,
      param_no: feeParam,
      value: String(DEMO_FEE_FEN),
      name: `booking rule serviceFeeFen (${CPLX_HOTEL})`,
    });
  }
  if (!opts.demoOrders || (await repo.anyOrder())) return;
  const emp = await bookingRepository(db).employeeContact(DEMO_CORP_ID, DEMO_GUEST);
  const [idCard] = (await peopleRepository(db).employeeDocuments([DEMO_GUEST])).filter((d) => d.id_type === 'ID');
  if (!emp || !idCard) return;
  const auth: AuthInfo = {
    sessionId: '',
    empId: emp.id,
    corpId: DEMO_CORP_ID,
    deptId: emp.dept_id,
    empName: emp.name,
    bookRange: 1,
    isAdmin: false,
    ifBooker: true,
    ifApprover: false,
    isDirector: false,
  };
  const checkIn = addCalendarDays(chinaToday(nowMs), 7);
  const checkOut = addCalendarDays(checkIn, 2);
  const signed = protocolHotelIds(DEMO_CORP_ID);
  const hotels = cityHotels('BJS')
    .filter((h) => signed.has(h.hotelId))
    .slice(0, 8);
  for (const hotel of hotels) {
    const offers = await roomsFor(db, hotel.hotelId, checkIn, checkOut, nowMs);
    const plans = offers
      .flatMap((o) => o.plans)
      .filter((p) => p.payType === 'onsite' && p.guarantee !== 'always' && p.roomsLeft > 0)
      .sort((a, b) => a.avgFen - b.avgFen);
    const plan = plans[0];
    if (!plan) continue;
    try {
      await db.transaction().execute((trx) =>
        hotelBooking().book(
          trx,
          auth,
          {
            planKey: plan.planKey,
            rooms: 1,
            guests: [
              {
                psgName: emp.name,
                psgType: 1,
                idType: 'ID',
                idno: '',
                documentRef: employeeDocRef(idCard.id),
                sex: sexFromId(idCard.id_no) ?? 'M',
                born: birthDateFromId(idCard.id_no) ?? '',
                phoneNumber: emp.phone,
                empId: emp.id,
                roomIndex: 0,
              },
            ],
            arrivalTime: '18:00',
            linkman: emp.name,
            linkTel: emp.phone,
            cancelRuleAccepted: true,
            avgPrice: plan.avgFen / 100,
          },
          nowMs,
        ),
      );
      return;
    } catch {
      // Above 张三's standard or refused otherwise: the next agreement hotel.
    }
  }
}
