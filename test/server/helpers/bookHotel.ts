/**
 * Hotel test helpers: guests as the demo seed knows them, plans found in the supplier's stock (public or the demo
 * company's agreement plans, by payment, guarantee and price), booking bodies and a booking, GET calls.
 */
import type { FastifyInstance } from 'fastify';
import type { HotelBookData, HotelBookRequest, HotelGuestInput } from '../../../src/api/contract/hotel';
import {
  cityHotels,
  protocolHotelIds,
  roomsFor,
  type SupplierPlan,
  type SupplierRoom,
} from '../../../server/src/suppliers/hotel';
import { DEMO_PEOPLE, demoTraveller } from './fixtures';
import { DEMO, call, cipher, type Answer } from './testApp';
import { getCall, newKey } from './bookTrain';

export { getCall, newKey };

export type HotelPerson = (typeof DEMO_PEOPLE)[keyof typeof DEMO_PEOPLE];

/** A demo person as a guest of room `roomIndex`. */
export function hotelGuest(p: HotelPerson, roomIndex = 0, seq = 1): HotelGuestInput {
  return { ...demoTraveller(p, {}, seq), roomIndex };
}

export interface FoundPlan {
  hotelId: string;
  room: SupplierRoom;
  plan: SupplierPlan;
}

/** What a test wants of a plan. */
export interface PlanWish {
  cityId?: string;
  payType?: 'prepay' | 'onsite';
  guarantee?: 'none' | 'always' | 'late';
  cancel?: 'free' | 'limited' | 'none';
  /** Average nightly price at most / above this, fen. */
  maxAvgFen?: number;
  minAvgFen?: number;
  minRoomsLeft?: number;
  protocol?: boolean;
  /** Hotels to pass over (e.g. used by another test). */
  skipHotels?: readonly string[];
}

/** The first plan of the city's hotels (supplier order) that fits, for the stay, with its rooms left now. */
export async function findPlan(
  app: FastifyInstance,
  checkIn: string,
  checkOut: string,
  nowMs: number,
  wish: PlanWish = {},
): Promise<FoundPlan> {
  const signed = protocolHotelIds(DEMO.corpId);
  for (const hotel of cityHotels(wish.cityId ?? 'BJS')) {
    if (wish.skipHotels?.includes(hotel.hotelId)) continue;
    const offers = await roomsFor(app.obt.db, hotel.hotelId, checkIn, checkOut, nowMs);
    for (const offer of offers) {
      for (const plan of offer.plans) {
        if (plan.protocol && !signed.has(hotel.hotelId)) continue;
        if (wish.protocol !== undefined && plan.protocol !== wish.protocol) continue;
        if (wish.payType && plan.payType !== wish.payType) continue;
        if (wish.guarantee && plan.guarantee !== wish.guarantee) continue;
        if (wish.cancel && plan.cancel.kind !== wish.cancel) continue;
        if (wish.maxAvgFen !== undefined && plan.avgFen > wish.maxAvgFen) continue;
        if (wish.minAvgFen !== undefined && plan.avgFen <= wish.minAvgFen) continue;
        if (plan.roomsLeft < (wish.minRoomsLeft ?? 1)) continue;
        return { hotelId: hotel.hotelId, room: offer.room, plan };
      }
    }
  }
  throw new Error(`no plan for ${JSON.stringify(wish)}`);
}

/** A booking body of the plan for the guests (each in room 0 unless they say), ticked cancellation rules. */
export function hotelBookBody(
  plan: SupplierPlan,
  guests: HotelGuestInput[],
  extra: Partial<HotelBookRequest> = {},
): HotelBookRequest {
  const rooms = Math.max(1, ...guests.map((g) => g.roomIndex + 1));
  return {
    planKey: plan.planKey,
    rooms,
    guests,
    arrivalTime: '18:00',
    linkman: guests[0]?.psgName ?? '张三',
    linkTel: '13800000001',
    cancelRuleAccepted: true,
    avgPrice: plan.avgFen / 100,
    ...extra,
  };
}

export const bookHotelCall = (
  app: FastifyInstance,
  token: string,
  body: unknown,
  idem: string = newKey(),
  url = '/obt/hotel/order/v2/book',
): Promise<Answer<HotelBookData>> => call<HotelBookData>(app, url, body, { token, idempotencyKey: idem });

/** Books 张三 alone on the plan; throws when refused. */
export async function bookHotel(
  app: FastifyInstance,
  token: string,
  plan: SupplierPlan,
  extra: Partial<HotelBookRequest> = {},
): Promise<HotelBookData> {
  const res = await bookHotelCall(app, token, hotelBookBody(plan, [hotelGuest(DEMO_PEOPLE.zhangsan)], extra));
  if (res.code !== 1) throw new Error(`hotel booking refused: ${res.tips}`);
  return res.data;
}

/** Rooms of the plan's room type sold on a night (kit inventory). */
export async function roomsSold(app: FastifyInstance, plan: SupplierPlan, night: string): Promise<number> {
  const row = await app.obt.db
    .selectFrom('supplier_inventory')
    .select('sold')
    .where('product', '=', 'hotel')
    .where('day', '=', night)
    .where('item_key', '=', `${plan.hotelId}|${plan.roomId}`)
    .executeTakeFirst();
  return Number(row?.sold ?? 0);
}

/** Pays an order from the demo company's account (payment password 123456) at the cashier. */
export const payFromCompanyAccount = (app: FastifyInstance, token: string, orderId: string) =>
  call(
    app,
    '/obt/pay/online',
    { payScene: 1, orderList: [orderId], subjectBeanList: [{ subjectId: 'company' }], payPwd: cipher('123456') },
    { idempotencyKey: newKey(), token },
  );

/** The demo company's rule H91002: over-budget hotel bookings are approved by 李四 (one level). */
export async function insertOverBudgetRule(app: FastifyInstance): Promise<void> {
  const at = app.obt.now().getTime();
  const rule = { id: 'H91002', corp_id: DEMO.corpId };
  await app.obt.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('approval_rules')
      .values({
        ...rule,
        name: '超预算酒店审批',
        product: '10903',
        dept_ids: '',
        violation: 1,
        violate_items: 'overBudget',
        sort: 25,
        is_valid: 1,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await trx
      .insertInto('approval_rule_levels')
      .values({ id: `${rule.id}-1`, rule_id: rule.id, corp_id: rule.corp_id, level: 1, name: '' })
      .execute();
    await trx
      .insertInto('approval_rule_approvers')
      .values({ rule_id: rule.id, corp_id: rule.corp_id, level: 1, sort: 0, emp_id: DEMO.lisi.id })
      .execute();
  });
}
