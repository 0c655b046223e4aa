/**
 * /tk/tkEdit when bookV3 refuses because the trip-request leg was booked meanwhile (server 'routeAlreadyBooked',
 * SPEC §5): the booker is asked 'This trip has already been booked, continue?'; yes books again with
 * confirmRouteBooked under a new idempotency key (a refused booking created nothing), no books nothing.
 */
import { runInAction } from 'mobx';
import TkEditPage from '../../../src/packages/flight/pages/tkEdit/index';
import type { FlightBookData, FlightBookRequest } from '../../../src/api/contract';
import { choiceOf, tripRequestStore } from '../../../src/components/tripRequest';
import { DEMO_USER } from '../support/stores';
import { click, type } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import { callsTo, startFakeServer, type FakeServerState } from '../booking/fakeServer';
import { $, idle, setup } from '../booking/harness';
import { REQUEST, tripRoute } from '../tripRequest/harness';

let server: FakeServerState;
let unmount: (() => void) | null = null;
beforeEach(() => {
  resetTaro();
  server = startFakeServer();
  tripRequestStore.forget();
});
afterEach(() => {
  unmount?.();
  unmount = null;
});

const bookCalls = () => callsTo(server, '/obt/flight/order/bookV3');
const bookBody = (i: number) => bookCalls()[i]?.data as FlightBookRequest;
const keyOf = (i: number) => bookCalls()[i]?.headers['Idempotency-Key'];

const REFUSED = { code: 2, tips: '该行程已预订，是否继续？' };
const BOOKED = {
  code: 1,
  data: { orderId: 'O7', orderNo: 'NO7', amount: 1150, nextStep: 'pay', payDeadline: '' } as FlightBookData,
};

async function openForm() {
  const env = await setup();
  runInAction(() => {
    const info = env.store.session.userInfo ?? DEMO_USER;
    env.store.session.userInfo = { ...info, vipCorp: { ...info.vipCorp, bookStyle: 2 } };
  });
  const detail = {
    ...REQUEST,
    remainingTransport: 1500,
    routes: [tripRoute({ routeId: 'r1', windowFrom: '2026-11-29', windowTo: '2026-12-03' })],
  };
  tripRequestStore.choose(choiceOf('10901', detail, 'r1'));
  const view = await env.mount(<TkEditPage />);
  unmount = view.unmount;
  await idle();
  await type($(view.container, 'contact-linkTel'), '13800000001');
  return { ...env, ...view };
}

describe('/tk/tkEdit: the trip leg was booked meanwhile', () => {
  it('asks, and on yes books again with confirmRouteBooked under a new key', async () => {
    server.book = [REFUSED, BOOKED];
    const { container } = await openForm();
    await click($(container, 'tk-edit-submit'));
    await idle();

    expect(recorded.modals.at(-1)).toEqual({ title: '提示', content: '该行程已预订，是否继续？' });
    expect(bookCalls()).toHaveLength(2);
    expect(bookBody(0).confirmRouteBooked).toBeUndefined();
    expect(bookBody(1)).toMatchObject({ ccsqdId: 'q1', routeId: 'r1', confirmRouteBooked: true });
    // Same semantics as every refusal here: nothing was created, so the confirmed booking has a fresh key.
    expect(keyOf(0)).toBeTruthy();
    expect(keyOf(1)).toBeTruthy();
    expect(keyOf(1)).not.toBe(keyOf(0));
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toContain('tkCmp');
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toContain('orderId=O7');
  });

  it('on no books nothing more and keeps the form; a later submit asks the server again', async () => {
    server.book = [REFUSED, REFUSED, BOOKED];
    recorded.modalConfirm = false;
    const { container } = await openForm();
    await click($(container, 'tk-edit-submit'));
    await idle();
    expect(bookCalls()).toHaveLength(1);
    expect(recorded.navigations.some((n) => decodeURIComponent(n.url).includes('tkCmp'))).toBe(false);
    expect($(container, 'tk-edit-submit')).not.toBeNull();

    recorded.modalConfirm = true;
    await click($(container, 'tk-edit-submit'));
    await idle();
    expect(bookCalls()).toHaveLength(3);
    expect(bookBody(1).confirmRouteBooked).toBeUndefined();
    expect(bookBody(2).confirmRouteBooked).toBe(true);
    expect(new Set([keyOf(0), keyOf(1), keyOf(2)]).size).toBe(3);
  });

  it('another refusal is not mistaken for it: no question, no second booking', async () => {
    server.book = [{ code: 2, tips: '舱位余票不足' }];
    const { container } = await openForm();
    await click($(container, 'tk-edit-submit'));
    await idle();
    expect(bookCalls()).toHaveLength(1);
    expect(recorded.modals.some((m) => m.content === '该行程已预订，是否继续？')).toBe(false);
  });
});
