/** /tk/tkEdit booking through a trip request (issue 4): the request shown, its budget, the over-budget reason. */
import { runInAction } from 'mobx';
import TkEditPage from '../../../src/packages/flight/pages/tkEdit/index';
import type { FlightBookRequest } from '../../../src/api/contract';
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
const bookBody = (i = 0) => bookCalls()[i]?.data as FlightBookRequest;

/** The form with the chosen request (remaining transport budget in yuan) and, optionally, bookStyle 2. */
async function openForm(opts: { remaining?: number; window?: [string, string]; bookStyle?: 1 | 2; choose?: boolean }) {
  const env = await setup();
  runInAction(() => {
    const info = env.store.session.userInfo ?? DEMO_USER;
    env.store.session.userInfo = { ...info, vipCorp: { ...info.vipCorp, bookStyle: opts.bookStyle ?? 1 } };
  });
  if (opts.choose !== false) {
    const [from, to] = opts.window ?? ['2026-11-29', '2026-12-03'];
    const detail = {
      ...REQUEST,
      remainingTransport: opts.remaining ?? 1500,
      routes: [tripRoute({ routeId: 'r1', windowFrom: from, windowTo: to })],
    };
    tripRequestStore.choose(choiceOf('10901', detail, 'r1'));
  }
  const view = await env.mount(<TkEditPage />);
  unmount = view.unmount;
  await idle();
  await type($(view.container, 'contact-linkTel'), '13800000001');
  return { ...env, ...view };
}

describe('/tk/tkEdit through a trip request (issue 4)', () => {
  it('shows the request and the budget left; within it books with the request and its leg', async () => {
    const { container } = await openForm({ remaining: 1500 });
    expect($(container, 'trip-banner-no')?.textContent).toBe('申请单号 SQ2026110001');
    // Read-only on the form: no change or clear.
    expect($(container, 'trip-banner-change')).toBeNull();
    expect($(container, 'trip-banner-clear')).toBeNull();
    // 1000 fare + 110 tax + 20 service fee + 20 default insurance.
    expect($(container, 'tk-edit-budget-line')?.textContent).toBe('剩余交通预算 ¥1,500.00，本次预订 ¥1,150.00');
    expect($(container, 'tk-edit-within-budget')).not.toBeNull();
    expect($(container, 'over-budget-reason')).toBeNull();

    await click($(container, 'tk-edit-submit'));
    await idle();
    expect(bookBody()).toMatchObject({ ccsqdId: 'q1', routeId: 'r1' });
    expect(bookBody().overBudgetReasonId).toBeUndefined();
    expect(bookBody().confirmRouteBooked).toBeUndefined();
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toContain('tkCmp');
    // The leg is booked: the next search starts without the request.
    expect(tripRequestStore.choiceFor('10901')).toBeNull();
  });

  it('over the budget asks for a reason like a policy violation, then goes on to /approval/Send', async () => {
    server.book = [
      {
        code: 1,
        data: { orderId: 'O5', orderNo: 'NO5', amount: 1150, nextStep: 'awaitingSubmission', payDeadline: '' },
      },
    ];
    const { container } = await openForm({ remaining: 1000 });
    expect($(container, 'tk-edit-over-budget')?.textContent).toBe('超出交通预算 ¥150.00，需填写超预算原因');
    expect($(container, 'over-budget-reason')).not.toBeNull();

    await click($(container, 'tk-edit-submit'));
    await idle();
    expect(bookCalls()).toHaveLength(0);
    expect($(container, 'over-budget-reason-error')?.textContent).toBe('请选择或填写超预算原因');
    expect($(container, 'tk-edit-error')?.textContent).toBe('请选择或填写超预算原因');
    expect(recorded.toasts.at(-1)?.title).toBe('请选择或填写超预算原因');

    // A typed reason (the company allows it), then a listed one wins.
    await click($(container, 'over-budget-reason-other'));
    await type($(container, 'over-budget-reason-text'), '会议改期');
    expect($(container, 'over-budget-reason-error')).toBeNull();
    await click($(container, 'over-budget-reason-r1'));
    await click($(container, 'tk-edit-submit'));
    await idle();
    expect(bookBody()).toMatchObject({ ccsqdId: 'q1', routeId: 'r1', overBudgetReasonId: 'r1' });
    const nav = recorded.navigations.at(-1);
    expect(nav?.kind).toBe('redirectTo');
    expect(decodeURIComponent(nav?.url ?? '')).toContain('approval/pages/Send');
    expect(decodeURIComponent(nav?.url ?? '')).toContain('orderId=O5');
    expect(decodeURIComponent(nav?.url ?? '')).toContain('orderType=11001');
  });

  it('refuses a flight outside the request window, naming the window', async () => {
    const { container } = await openForm({ window: ['2026-12-05', '2026-12-09'] });
    await click($(container, 'tk-edit-submit'));
    await idle();
    expect(bookCalls()).toHaveLength(0);
    expect($(container, 'tk-edit-trip-error')?.textContent).toBe(
      '出行日期须在出差申请的可预订日期 2026-12-05 至 2026-12-09 之内',
    );
  });

  it('bookStyle 2 without a request: nothing is booked (C767)', async () => {
    const { container } = await openForm({ bookStyle: 2, choose: false });
    expect($(container, 'tk-edit-budget-line')).toBeNull();
    await click($(container, 'tk-edit-submit'));
    await idle();
    expect(bookCalls()).toHaveLength(0);
    expect($(container, 'tk-edit-trip-error')?.textContent).toBe('请先选择出差申请单');
  });

  it('without a request and bookStyle 1 the form books as before', async () => {
    const { container } = await openForm({ choose: false });
    expect($(container, 'trip-banner')).toBeNull();
    await click($(container, 'tk-edit-submit'));
    await idle();
    expect(bookBody().ccsqdId).toBeUndefined();
    expect(bookBody().routeId).toBeUndefined();
  });
});
