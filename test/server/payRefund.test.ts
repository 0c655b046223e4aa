/**
 * The pay module's refund (server/src/modules/pay/refund.ts), the one way every product's after-sales returns money:
 * a company-account payment is credited back to the company account (corp_pay_settings), an online payment is
 * returned by the provider (no credit), an order never paid names no payment; the answer is what the product's
 * record keeps. The after-sales flows (flightAfterSales, trainAfterSales tests) go through it end to end.
 */
import { NOT_RETURNED, returnToPayer } from '../../server/src/modules/pay/refund';
import { payRepository } from '../../server/src/modules/pay/repository';
import { insertOrder } from './helpers/fixtures';
import { DEMO, createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
const db = () => t.app.obt.db;
const now = () => t.app.obt.now().getTime();
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const balance = async (corpId: string) =>
  Number(
    (
      await db()
        .selectFrom('corp_pay_settings')
        .select('balance_fen')
        .where('corp_id', '=', corpId)
        .executeTakeFirstOrThrow()
    ).balance_fen,
  );

/** An issued order of the demo company, paid by `method` (a payments row and orders.pay_id), or not paid at all. */
async function paidOrder(method: 'company' | 'online' | null): Promise<{ orderId: string; payId: string | null }> {
  const at = now();
  const orderId = await insertOrder(t.app, {
    corpId: DEMO.corpId,
    empId: DEMO.zhangsan.id,
    deptId: DEMO.rdDept,
    createdAt: at,
    totalFen: 50_000,
  });
  if (method === null) return { orderId, payId: null };
  seq += 1;
  const payId = `pay-refund-${seq}-${at}`;
  await payRepository(db()).insertPayment(
    {
      id: payId,
      corp_id: DEMO.corpId,
      emp_id: DEMO.zhangsan.id,
      method,
      status: 'paid',
      pay_scene: 1,
      subject_id: method,
      client: 'h5',
      amount_fen: 50_000,
      order_ids: orderId,
      provider: method === 'online' ? 'demo' : '',
      provider_ref: '',
      note: '',
      expires_at: null,
      created_at: at,
      paid_at: at,
    },
    [{ id: orderId, total_fen: 50_000 }],
  );
  await db().updateTable('orders').set({ pay_id: payId, paid_at: at }).where('id', '=', orderId).execute();
  return { orderId, payId };
}

describe('returnToPayer', () => {
  it('credits a company-account payment back to the company account and says where it went', async () => {
    const { orderId, payId } = await paidOrder('company');
    const before = await balance(DEMO.corpId);
    const other = await balance(DEMO.corp2Id);
    const at = now();
    const returned = await returnToPayer(db(), orderId, 12_345, at);
    expect(returned).toEqual({ payment_id: payId, payment_method: 'company', returned_fen: 12_345, returned_at: at });
    expect(await balance(DEMO.corpId)).toBe(before + 12_345);
    // Another company's account is untouched.
    expect(await balance(DEMO.corp2Id)).toBe(other);
  });

  it('leaves the company account alone for an online payment (the provider returns it)', async () => {
    const { orderId, payId } = await paidOrder('online');
    const before = await balance(DEMO.corpId);
    const returned = await returnToPayer(db(), orderId, 8_000, now());
    expect(returned).toMatchObject({ payment_id: payId, payment_method: 'online', returned_fen: 8_000 });
    expect(await balance(DEMO.corpId)).toBe(before);
  });

  it('credits nothing when nothing is due, but still names the payment', async () => {
    const { orderId, payId } = await paidOrder('company');
    const before = await balance(DEMO.corpId);
    const returned = await returnToPayer(db(), orderId, 0, now());
    expect(returned).toMatchObject({ payment_id: payId, payment_method: 'company', returned_fen: 0 });
    expect(await balance(DEMO.corpId)).toBe(before);
  });

  it('names no payment for an order never paid', async () => {
    const { orderId } = await paidOrder(null);
    const before = await balance(DEMO.corpId);
    const returned = await returnToPayer(db(), orderId, 5_000, now());
    expect(returned).toMatchObject({ payment_id: null, payment_method: '', returned_fen: 5_000 });
    expect(await balance(DEMO.corpId)).toBe(before);
  });

  it('starts a record with nothing returned', () => {
    expect(NOT_RETURNED).toEqual({ payment_id: null, payment_method: '', returned_fen: 0, returned_at: null });
  });
});
