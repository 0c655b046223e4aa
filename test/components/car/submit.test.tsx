/**
 * /car/carEdit submission on the shared booking pipeline (issue 14; SPEC §8 unpaid ride, duplicate orders): the
 * booking call of each service (instant bookJsyc, scheduled and transfers bookYyyc, day rental bookCarOrder) under
 * one idempotency key kept for a retry after a lost answer; the booked order's next screen by nextStep (the ride's
 * journey, the cashier over /car/carCmp, /car/carCmp for approval); an estimate older than 10 minutes estimated again
 * through the search store, a new price asked first; checkPreBook's unpaid ride blocking with the way to pay it.
 */
import CarEditPage from '../../../src/packages/car/pages/carEdit/index';
import type { CarService } from '../../../src/api/contract/car';
import { click, type } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import { $, at, BOOKED, callsOf, estimate, FLIGHT, idle, setup, TOMORROW, type SetupOptions } from './bookingHarness';

let cleanup: (() => void)[] = [];
beforeEach(() => resetTaro());
afterEach(() => {
  for (const fn of cleanup) fn();
  cleanup = [];
});

async function openForm(opts: Partial<SetupOptions> = {}) {
  const env = await setup({ now: at('10:00', TOMORROW), ...opts });
  recorded.routerParams = { estimateKey: env.estimateKey };
  const view = await env.mount(<CarEditPage />);
  cleanup.push(view.unmount, env.restoreClock);
  await idle();
  await type($(view.container, 'contact-linkTel'), '13800000001');
  return { ...env, ...view };
}

async function submit(container: Element) {
  await click($(container, 'car-edit-submit'));
  await idle();
}

const urls = () => recorded.navigations.map((n) => ({ kind: n.kind, url: decodeURIComponent(n.url) }));

describe('/car/carEdit submission', () => {
  const cases: [CarService, string, Record<string, unknown>][] = [
    ['instant', 'bookJsyc', { useType: 8 }],
    ['scheduled', 'bookYyyc', { useType: 1, useTime: `${TOMORROW} 14:00` }],
    ['airportPickup', 'bookYyyc', { useType: 2, flightNo: 'CA1501', useTime: `${TOMORROW} 12:30` }],
    ['stationDropoff', 'bookYyyc', { useType: 5 }],
    ['dayRental', 'bookCarOrder', { useType: 6, dayPackage: 'fullDay', days: 1 }],
  ];
  it.each(cases)('%s books through %s', async (service, call, fields) => {
    const opts: Partial<SetupOptions> = { service, ...(service === 'airportPickup' ? { flight: FLIGHT } : {}) };
    const { container, server } = await openForm(opts);
    await submit(container);
    const books = server.calls.filter((c) => c.name.startsWith('book'));
    expect(books.map((c) => c.name)).toEqual([call]);
    expect(books[0]?.body).toMatchObject({ ...fields, estimateKey: 'EK1', price: 45, from: expect.any(Object) });
    expect(books[0]?.key).toBe('key-1');
    expect(callsOf(server, 'checkPreBook')[0]?.body).toMatchObject({
      orderType: service === 'instant' ? 10906 : 11018,
      useType: fields.useType,
      cityCode: 'BJS',
    });
  });

  it('a lost answer is retried under the same idempotency key; a changed form takes a new one', async () => {
    const { container, server } = await openForm();
    server.book = ['lost', { ...BOOKED, nextStep: 'ride', orderType: 10906 }];
    await submit(container);
    expect(recorded.navigations).toHaveLength(0);
    await submit(container);
    const keys = callsOf(server, 'bookJsyc').map((c) => c.key);
    expect(keys).toEqual(['key-1', 'key-1']);

    server.book = ['lost'];
    const second = await openForm();
    second.server.book = ['lost'];
    await submit(second.container);
    await click($(second.container, 'car-edit-riders-count-more'));
    await submit(second.container);
    expect(callsOf(second.server, 'bookJsyc').map((c) => c.key)).toEqual(['key-1', 'key-2']);
  });

  it("instant ('ride'): the ride's journey in place of the form", async () => {
    const { container, server } = await openForm();
    server.book = [{ ...BOOKED, orderId: 'R7', orderType: 10906, nextStep: 'ride' }];
    await submit(container);
    expect(urls().at(-1)).toMatchObject({ kind: 'redirectTo' });
    expect(urls().at(-1)?.url).toContain('carJsycDetail');
    expect(urls().at(-1)?.url).toContain('R7');
  });

  it("pre-booked ('pay'): the result screen in place of the form, asked to open the cashier on arrival", async () => {
    const { container, server } = await openForm({ service: 'scheduled' });
    server.book = [{ ...BOOKED, orderId: 'CO9', nextStep: 'pay' }];
    await submit(container);
    // One navigation only: opening the cashier from here too races with the result screen's loading on H5.
    expect(urls()).toHaveLength(1);
    const [cmp] = urls();
    expect(cmp?.kind).toBe('redirectTo');
    expect(cmp?.url).toContain('carCmp');
    expect(cmp?.url).toContain('orderId=CO9');
    expect(cmp?.url).toContain('pay=1');
  });

  it('approval: the result screen, which sends it for approval', async () => {
    const { container, server } = await openForm({ service: 'scheduled' });
    server.book = [{ ...BOOKED, orderId: 'CO8', nextStep: 'awaitingSubmission' }];
    await submit(container);
    expect(urls()).toHaveLength(1);
    expect(urls()[0]?.kind).toBe('redirectTo');
    expect(urls()[0]?.url).toContain('carCmp');
    expect(urls()[0]?.url).toContain('orderId=CO8');
  });

  it('an estimate older than 10 minutes is estimated again; a new price is asked before booking', async () => {
    const env = await openForm({ service: 'scheduled' });
    env.server.estimates = [[estimate({ estimateKey: 'EK2', price: 52 })]];
    env.setNow(at('10:11', TOMORROW));
    recorded.modalConfirm = false;
    await submit(env.container);
    expect(callsOf(env.server, 'estimateYyycPrice')).toHaveLength(1);
    expect(recorded.modals.at(-1)?.content).toContain('¥52.00');
    expect(recorded.modals.at(-1)?.content).toContain('¥45.00');
    expect(callsOf(env.server, 'bookYyyc')).toHaveLength(0);

    recorded.modalConfirm = true;
    await submit(env.container);
    expect(callsOf(env.server, 'bookYyyc')[0]?.body).toMatchObject({ estimateKey: 'EK2', price: 52 });
  });

  it('a fresh estimate is booked as it is, without estimating again', async () => {
    const env = await openForm({ service: 'scheduled' });
    env.setNow(at('10:09', TOMORROW));
    await submit(env.container);
    expect(callsOf(env.server, 'estimateYyycPrice')).toHaveLength(0);
    expect(callsOf(env.server, 'bookYyyc')[0]?.body).toMatchObject({ estimateKey: 'EK1' });
  });

  it('an unpaid finished ride blocks the booking, with the way to pay it', async () => {
    const { container, server } = await openForm();
    server.preBook = { ok: false, reason: 'unpaidRide', message: '', unpaidOrderId: 'R5' };
    await submit(container);
    expect(recorded.modals.at(-1)?.content).toBe('您有一笔已完成的行程尚未支付，请先支付后再叫车');
    expect(callsOf(server, 'bookJsyc')).toHaveLength(0);
    expect(urls().at(-1)?.kind).toBe('navigateTo');
    expect(urls().at(-1)?.url).toContain('payment');
    expect(urls().at(-1)?.url).toContain('orderIds=R5');
  });

  it('an order of the same passenger around that time is asked about first', async () => {
    const { container, server } = await openForm();
    server.sameOrder = {
      orders: [
        {
          orderId: 'CO3',
          orderNo: 'C3',
          useTime: `${TOMORROW} 10:20`,
          fromName: '国贸大厦',
          toName: '首都国际机场T3',
          passengerName: '张三',
        },
      ],
    };
    await click($(container, 'car-edit-submit'));
    await idle();
    expect(callsOf(server, 'checkSameOrder')[0]?.body).toMatchObject({ passengers: [{ empId: 'e1', name: '张三' }] });
    expect(container.textContent).toContain('国贸大厦 → 首都国际机场T3');
    expect(callsOf(server, 'bookJsyc')).toHaveLength(0);
  });
});

describe('/car/carEdit submission, an estimate that cannot be renewed', () => {
  it('the pick-up time is now too soon: said so, and back to the query', async () => {
    const env = await openForm({ service: 'scheduled' });
    env.setNow(at('13:45', TOMORROW));
    await submit(env.container);
    expect(recorded.modals.at(-1)?.content).toBe('预估价格已过期，且用车时间已不可预订，请重新选择用车时间');
    expect(callsOf(env.server, 'estimateYyycPrice')).toHaveLength(0);
    expect(callsOf(env.server, 'bookYyyc')).toHaveLength(0);
    expect(urls().at(-1)?.url).toContain('carQuery');
  });

  it('the class is no longer offered: said so, and back to the list', async () => {
    const env = await openForm({ service: 'scheduled' });
    env.server.estimates = [
      [estimate({ estimateKey: 'EK3', vehicleType: { ...estimate().vehicleType, vehicleTypeId: 'economy' } })],
    ];
    env.setNow(at('10:20', TOMORROW));
    await submit(env.container);
    expect(recorded.modals.at(-1)?.content).toBe('该车型暂不可用，请重新选择车型');
    expect(callsOf(env.server, 'bookYyyc')).toHaveLength(0);
    expect(urls().at(-1)?.url).toContain('carQuery');
  });
});
