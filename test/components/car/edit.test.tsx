/**
 * /car/carEdit (SPEC §2 Car; issue 14 booking form; §9 luggage standard): opened with the estimate chosen on the
 * list, myself as the passenger; the form's limits — riders above the class's seats, luggage that does not fit (a
 * larger case counts as 2), a note to the driver of 51 characters, a class above the standard without a reason —
 * each refused before anything is sent; the price sheet shows the fare parts; a cold open shows the way back.
 */
import { act } from 'react';
import CarEditPage from '../../../src/packages/car/pages/carEdit/index';
import { click, type } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import { $, at, callsOf, COLLEAGUE, estimate, idle, SELF, setup, TOMORROW } from './bookingHarness';

let cleanup: (() => void)[] = [];
beforeEach(() => resetTaro());
afterEach(() => {
  for (const fn of cleanup) fn();
  cleanup = [];
});

async function openForm(opts: Parameters<typeof setup>[0] = { now: at('10:00', TOMORROW) }) {
  const env = await setup(opts);
  recorded.routerParams = { estimateKey: env.estimateKey };
  const view = await env.mount(<CarEditPage />);
  cleanup.push(view.unmount, env.restoreClock);
  await idle();
  return { ...env, ...view };
}

const booked = (server: Awaited<ReturnType<typeof setup>>['server']) => [
  ...callsOf(server, 'bookJsyc'),
  ...callsOf(server, 'bookYyyc'),
  ...callsOf(server, 'bookCarOrder'),
];

describe('/car/carEdit form', () => {
  it('shows the ride and the class, with myself as the passenger and the one sent', async () => {
    const { container, server } = await openForm();
    expect($(container, 'car-edit-ride')?.textContent).toContain('即时用车');
    expect($(container, 'car-edit-from')?.textContent).toBe('国贸大厦');
    expect($(container, 'car-edit-to')?.textContent).toBe('首都国际机场T3');
    expect($(container, 'car-edit-class')?.textContent).toBe('舒适型 · 4座 · 可放2个24寸行李箱');
    expect($(container, 'traveller-item-0')?.textContent).toContain(SELF.name);
    expect($(container, 'car-edit-total')?.textContent).toBe('¥45.00');
    await type($(container, 'contact-linkTel'), '13800000001');
    await click($(container, 'car-edit-submit'));
    await idle();
    const body = booked(server)[0]?.body as { passenger: { empId: string; psgName: string }; riders: number };
    expect(body.passenger).toMatchObject({ empId: SELF.empId, psgName: SELF.name });
    expect(body.riders).toBe(1);
  });

  it('riders stop at the seats of the class; more riders than seats are refused', async () => {
    const { container, server, forms } = await openForm();
    await type($(container, 'contact-linkTel'), '13800000001');
    for (let i = 0; i < 5; i += 1) await click($(container, 'car-edit-riders-count-more'));
    expect($(container, 'car-edit-riders-count-value')?.textContent).toBe('4人');
    expect($(container, 'car-edit-riders-count-more')?.getAttribute('aria-disabled')).toBe('true');

    act(() => forms[0]?.setRiders(5));
    await click($(container, 'car-edit-submit'));
    await idle();
    expect($(container, 'car-edit-riders-error')?.textContent).toBe('乘车人数须为1至4人');
    expect(recorded.toasts.at(-1)?.title).toBe('乘车人数须为1至4人');
    expect(booked(server)).toHaveLength(0);

    act(() => forms[0]?.setRiders(4));
    await click($(container, 'car-edit-submit'));
    await idle();
    expect((booked(server)[0]?.body as { riders: number }).riders).toBe(4);
  });

  it('luggage that does not fit is said at once and refused; a larger case counts as 2', async () => {
    const { container, server } = await openForm();
    await type($(container, 'contact-linkTel'), '13800000001');
    await click($(container, 'car-edit-luggage-large-more'));
    expect($(container, 'car-edit-luggage-fits')?.textContent).toBe('共2件标准行李，该车型可放2件');
    await click($(container, 'car-edit-luggage-standard-more'));
    const error = '行李放不下：共3件标准行李（24寸以上算2件），该车型最多可放2件';
    expect($(container, 'car-edit-luggage-error')?.textContent).toBe(error);
    await click($(container, 'car-edit-submit'));
    await idle();
    expect(recorded.toasts.at(-1)?.title).toBe(error);
    expect(booked(server)).toHaveLength(0);

    await click($(container, 'car-edit-luggage-standard-less'));
    await click($(container, 'car-edit-submit'));
    await idle();
    expect(booked(server)[0]?.body).toMatchObject({ luggageStandard: 0, luggageLarge: 1 });
  });

  it('a note to the driver of 51 characters is refused, 50 are sent', async () => {
    const { container, server, booking } = await openForm();
    await type($(container, 'contact-linkTel'), '13800000001');
    act(() => booking.setRemark('快'.repeat(51)));
    await idle();
    expect($(container, 'car-edit-remark')?.textContent).toContain('51/50');
    await click($(container, 'car-edit-submit'));
    await idle();
    expect($(container, 'car-edit-remark-error')?.textContent).toBe('给司机的捎话最多50字');
    expect(booked(server)).toHaveLength(0);

    act(() => booking.setRemark('快'.repeat(50)));
    await click($(container, 'car-edit-submit'));
    await idle();
    expect((booked(server)[0]?.body as { remark: string }).remark).toBe('快'.repeat(50));
  });

  it('above the standard (wb 1) a reason is required and sent', async () => {
    const over = estimate({
      wb: 1,
      policy: { compliant: false, violations: [{ code: 'class', text: '超出可乘坐车型' }] },
    });
    const { container, server, booking } = await openForm({ now: at('10:00', TOMORROW), estimates: [over] });
    expect($(container, 'car-edit-over')?.textContent).toContain('超出可乘坐车型');
    await type($(container, 'contact-linkTel'), '13800000001');
    await click($(container, 'car-edit-submit'));
    await idle();
    expect(recorded.toasts.at(-1)?.title).toBe('请选择或填写超标原因');
    expect(booked(server)).toHaveLength(0);

    act(() => booking.setViolation({ reasonId: 'r1', text: '' }));
    await click($(container, 'car-edit-submit'));
    await idle();
    expect(booked(server)[0]?.body).toMatchObject({ violationReasonId: 'r1', price: 45 });
  });

  it('another employee riding has the class checked against their standard', async () => {
    const { container, server, booking } = await openForm();
    server.policy = { wb: 2, allowedTypes: ['economy'], cap: null, policy: { compliant: false, violations: [] } };
    act(() =>
      booking.setTravellers([{ ...booking.travellers[0]!, key: 'e:e2', empId: 'e2', name: '李四', documentRef: '' }]),
    );
    await idle();
    expect(callsOf(server, 'vehicleClzcDetail')[0]?.body).toMatchObject({
      empId: 'e2',
      vehicleTypeId: 'comfort',
      price: 45,
      distance: 8000,
    });
    expect($(container, 'car-edit-blocked')?.textContent).toContain('公司要求按标准用车');
  });

  it('one passenger: choosing someone else in the picker swaps the passenger', async () => {
    const { container, server } = await openForm();
    await click($(container, 'car-edit-add-traveller'));
    await idle(350);
    await click($(container, 'traveller-row-e:e2'));
    expect($(container, 'traveller-error')).toBeNull();
    await click($(container, 'traveller-confirm'));
    await idle();
    expect($(container, 'traveller-item-0')?.textContent).toContain(COLLEAGUE.name);
    expect($(container, 'traveller-item-1')).toBeNull();
    await type($(container, 'contact-linkTel'), '13800000001');
    await click($(container, 'car-edit-submit'));
    await idle();
    expect((booked(server)[0]?.body as { passenger: { empId: string } }).passenger.empId).toBe('e2');
  });

  it('the price sheet lists the fare parts and what rounds them up to the estimate', async () => {
    const { container } = await openForm();
    await click($(container, 'car-edit-price-open'));
    await idle();
    const sheet = $(container, 'price-detail') as Element;
    const lines = [...sheet.querySelectorAll('[data-testid="price-line-fare"]')].map((l) => l.textContent ?? '');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain('起步价');
    expect(lines[1]).toContain('里程费');
    expect(lines[2]).toContain('时长费');
    expect(lines[3]).toContain('最低消费及取整');
    expect(lines[3]).toContain('¥1.10');
    expect($(container, 'price-total')?.textContent).toBe('¥45.00');
  });

  it('opened without a chosen estimate: the way back to the car query', async () => {
    const env = await setup({ now: at('10:00', TOMORROW), cold: true });
    recorded.routerParams = { estimateKey: 'EK-unknown' };
    const view = await env.mount(<CarEditPage />);
    cleanup.push(view.unmount, env.restoreClock);
    expect(view.container.textContent).toContain('没有选择车型，请重新查询用车');
    await click(view.container.querySelector('.obt-empty__action'));
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toContain('carQuery');
  });
});
