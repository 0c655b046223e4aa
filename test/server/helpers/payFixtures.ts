/** Helpers of the booking-kit and cashier tests: payable orders inserted directly, calls with an Idempotency-Key. */
import type { FastifyInstance } from 'fastify';
import { insertOrder, type OrderSeed } from './fixtures';
import type { Answer } from './testApp';

/** An order awaiting payment, created now (deadline created + 15 min unless given). Order type 11097 (other). */
export async function insertPayable(
  app: FastifyInstance,
  o: Omit<OrderSeed, 'createdAt' | 'status'> & { createdAt?: number; deadline?: number | null },
): Promise<string> {
  const createdAt = o.createdAt ?? app.obt.now().getTime();
  const id = await insertOrder(app, {
    orderType: 11097,
    travellers: [{ empId: o.empId, deptId: o.deptId, name: '乘客' }],
    ...o,
    createdAt,
    status: 'awaitingPayment',
  });
  const deadline = o.deadline === undefined ? createdAt + 15 * 60_000 : o.deadline;
  await app.obt.db.updateTable('orders').set({ pay_deadline: deadline }).where('id', '=', id).execute();
  return id;
}

/** POST with a token and an Idempotency-Key (none when key is null). */
export async function callWithKey<D = Record<string, unknown>>(
  app: FastifyInstance,
  url: string,
  body: unknown,
  token: string,
  key: string | null,
  lang?: string,
): Promise<Answer<D>> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (key !== null) headers['idempotency-key'] = key;
  if (lang) headers['accept-language'] = lang;
  const res = await app.inject({ method: 'POST', url, payload: body as object, headers });
  const json = JSON.parse(res.body) as { code: number; tips?: string; data?: D; list?: unknown[] };
  return {
    status: res.statusCode,
    code: json.code,
    tips: json.tips ?? '',
    data: json.data as D,
    list: (json.list ?? []) as Record<string, unknown>[],
    headers: res.headers,
  };
}

let keySeq = 0;
/** A fresh, valid idempotency key. */
export function newKey(): string {
  keySeq += 1;
  return `test-key-${Date.now().toString(36)}-${keySeq}`;
}
