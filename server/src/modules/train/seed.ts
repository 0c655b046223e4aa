/**
 * Demo train orders (only with demo orders, into an empty table): 张三's issued Beijing South → Shanghai Hongqiao
 * ticket a week ahead, second class, seats taken from the supplier's stock, coach and seat assigned.
 */
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { buildPriceDetail } from '../../../../src/domain/priceDetail';
import { addCalendarDays, chinaToday } from '../../../../src/domain/time';
import type { Db } from '../../db';
import { DEMO_CORP_ID } from '../../db/seed/demoPeople';
import { translate } from '../../i18n/messages';
import { search, seatsLeft } from '../../suppliers/train';
import { reserveSeats } from '../../suppliers/train';
import type { Passenger } from '../booking/passengers';
import { createOrder } from '../orders/creation';
import type { BookedLeg } from './checks';
import { CPLX_TRAIN, ORDER_NO_PREFIX } from './codes';
import { trainRepository } from './repository';
import { writeTrainRows } from './rows';
import { seatFor } from './ticketing';

const DEMO_TRAVELLER = '40001';

export async function seedTrainDemo(db: Db, opts: { nowMs: number; demoOrders: boolean }): Promise<void> {
  if (!opts.demoOrders) return;
  const { nowMs } = opts;
  const repo = trainRepository(db);
  if (await repo.anyOrder()) return;
  const emp = await repo.employeeWithIdCard(DEMO_CORP_ID, DEMO_TRAVELLER);
  if (!emp) return;
  const date = addCalendarDays(chinaToday(nowMs), 7);
  const runs = search('VNP', 'AOH', date, nowMs).filter((r) => r.trainType === 'G' && !r.suspended);
  const left = await seatsLeft(db, runs);
  const run = runs.find((r) => (left.get(`${r.trainId}|O`) ?? 0) > 0);
  const seat = run?.seats.find((s) => s.seatType === 'O');
  if (!run || !seat) return;
  const leg: BookedLeg = { run, seat, left: left.get(seat.seatKey) ?? 0 };
  const passenger: Passenger = {
    input: {
      psgName: emp.name,
      psgType: 1,
      idType: 'ID',
      idno: emp.id_no,
      sex: 'M',
      born: '',
      phoneNumber: emp.phone,
      empId: emp.id,
    },
    name: emp.name,
    psgType: 1,
    idType: 'ID',
    idno: emp.id_no,
    phone: emp.phone,
    empId: emp.id,
    contactsId: null,
    deptId: emp.dept_id,
  };
  const price = buildPriceDetail({
    segments: [{ fares: [{ psgType: 1, fareFen: seat.priceFen, taxFen: 0 }] }],
    insurance: [],
    serviceFeeFen: 0,
    tickets: 1,
  });
  await db.transaction().execute(async (trx) => {
    if (!(await reserveSeats(trx, run.trainId, 'O', 1, nowMs))) return;
    const order = await createOrder(
      trx,
      {
        corpId: DEMO_CORP_ID,
        empId: emp.id,
        deptId: emp.dept_id,
        orderNoPrefix: ORDER_NO_PREFIX,
        orderType: ORDER_TYPE.train,
        productType: Number(CPLX_TRAIN),
        status: 'issued',
        totalFen: price.totalFen,
        title: `${run.from.cityZh}-${run.to.cityZh} ${run.trainCode}`,
        travelDate: run.depDate,
        linkMan: emp.name,
        linkTel: emp.phone,
        travellers: [passenger],
        note: translate('zh-CN', 'train.note.booked'),
      },
      { nowMs, actorEmpId: emp.id },
    );
    await writeTrainRows(trx, {
      orderId: order.orderId,
      corpId: DEMO_CORP_ID,
      req: { seatKeys: [seat.seatKey], psgList: [passenger.input], linkman: emp.name, linkTel: emp.phone },
      transfer: false,
      legs: [leg],
      passengers: [passenger],
      bands: ['adult'],
      perPassenger: [[]],
      price,
      routeId: null,
      violations: [],
      seats: 1,
      nowMs,
    });
    for (const t of await trainRepository(trx).tickets(order.orderId)) {
      const { coach, seatNo } = seatFor(t.id, 'O', undefined);
      await trainRepository(trx).issueTicket(t.id, coach, seatNo, `E${String(nowMs).slice(-9)}`);
    }
  });
}
