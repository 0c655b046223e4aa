/**
 * /tr/trEdit (SPEC §2; §5 train): the chosen train and seat, validation messages, booking hours 05:00–23:59 with the
 * maintenance message, the 2-hour and 30-minute departure confirmations, the price sheet in fen with a child ticket,
 * the policy block (wb 2), a changed price asked before booking, and the booked order going to the cashier.
 */
import { act } from 'react';
import { ApiError } from '../../../src/api/transport';
import TrEditPage from '../../../src/packages/train/pages/trEdit/index';
import type { TrainBookRequest } from '../../../src/api/contract/train';
import { addCalendarDays } from '../../../src/domain/time';
import { click, type } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import { $, at, idle, seat, setup, train, TODAY, TOMORROW, type FakeTrainServer } from './bookingHarness';

let cleanup: (() => void)[] = [];
beforeEach(() => {
  resetTaro();
});
afterEach(() => {
  for (const fn of cleanup) fn();
  cleanup = [];
});

/** The form with a G1 second-class seat chosen, the clock at `now`. */
async function openForm(opts: { now?: number; depTime?: string; seatWb?: 0 | 1 | 2 } = {}) {
  const day = opts.depTime?.slice(0, 10) ?? TOMORROW;
  const tr = train(opts.depTime ? { depTime: opts.depTime, arrTime: `${day} 23:50` } : {}, day);
  const s = seat({ wb: opts.seatWb ?? 0 });
  const env = await setup({
    now: opts.now ?? at('10:00'),
    choice: { choice: { train: tr, seat: s }, transferChoice: null },
  });
  const view = await env.mount(<TrEditPage />);
  cleanup.push(view.unmount, env.restoreClock);
  await idle();
  return { ...env, ...view };
}

const calls = (server: FakeTrainServer, name: string) => server.calls.filter((c) => c.name === name);

describe('/tr/trEdit', () => {
  it('shows the chosen train, seat and myself as the traveller; the policy is asked for the seat', async () => {
    const { container, server } = await openForm();
    expect($(container, 'tr-edit-leg')?.textContent).toContain('G1');
    expect($(container, 'tr-edit-leg')?.textContent).toContain('北京南');
    expect($(container, 'tr-edit-seat')?.textContent).toContain('二等座');
    expect($(container, 'traveller-item-0')?.textContent).toContain('张三');
    expect(calls(server, 'trBookMatchClzc')[0]?.body).toEqual({
      seatKeys: [`G1_${TOMORROW}_VNP_AOH|O`],
      travellers: [{ empId: 'e1' }],
      tripType: 1,
    });
  });

  it('with nothing chosen (after a reload) offers the way back to the query', async () => {
    const env = await setup({ now: at('10:00') });
    const view = await env.mount(<TrEditPage />);
    cleanup.push(view.unmount, env.restoreClock);
    expect(view.text()).toContain('请先选择车次和座席');
    await click(view.container.querySelector('.obt-empty__action'));
    expect(recorded.navigations.at(-1)?.url).toContain('trQuery');
  });

  it('asks for the contact mobile before anything is sent', async () => {
    const { container, server } = await openForm();
    await click($(container, 'tr-edit-submit'));
    await idle();
    expect(recorded.toasts.at(-1)?.title).toBe('请填写联系人手机号');
    expect($(container, 'contact-linkTel-error')?.textContent).toBe('请填写联系人手机号');
    expect(calls(server, 'validOrder')).toHaveLength(0);

    await type($(container, 'contact-linkTel'), '1380000');
    await idle();
    expect($(container, 'contact-linkTel-error')?.textContent).toBe('请输入正确的手机号格式');
  });

  it('outside 05:00–23:59 shows the maintenance message and books nothing', async () => {
    const { container, server } = await openForm({ now: at('02:30') });
    expect($(container, 'tr-edit-maintenance')?.textContent).toContain('23:59');
    await type($(container, 'contact-linkTel'), '13800000001');
    await click($(container, 'tr-edit-submit'));
    await idle();
    expect(recorded.modals.at(-1)?.content).toContain('05:00');
    expect(calls(server, 'validOrder')).toHaveLength(0);
    expect(calls(server, 'trBookOrder')).toHaveLength(0);
  });

  it('departing within 2 hours asks first; no books nothing, yes books and opens the cashier', async () => {
    const { container, server } = await openForm({ now: at('10:00'), depTime: `${TODAY} 11:30` });
    await type($(container, 'contact-linkTel'), '13800000001');
    recorded.modalConfirm = false;
    await click($(container, 'tr-edit-submit'));
    await idle();
    expect(recorded.modals.at(-1)).toEqual({
      title: '发车提醒',
      content: '列车将于11:30发车，距发车已不足2小时，确定继续预订吗？',
    });
    expect(calls(server, 'trBookOrder')).toHaveLength(0);

    recorded.modalConfirm = true;
    await click($(container, 'tr-edit-submit'));
    await idle();
    const booked = calls(server, 'trBookOrder');
    expect(booked).toHaveLength(1);
    expect(booked[0]?.body).toMatchObject({ seatKeys: [seat().seatKey], linkTel: '13800000001' });
    const url = decodeURIComponent(recorded.navigations.at(-1)?.url ?? '');
    expect(url).toContain('payment');
    expect(url).toContain('orderIds=T9');
  });

  it('departing within 30 minutes warns about security and check-in', async () => {
    const { container } = await openForm({ now: at('10:00'), depTime: `${TODAY} 10:20` });
    await type($(container, 'contact-linkTel'), '13800000001');
    recorded.modalConfirm = false;
    await click($(container, 'tr-edit-submit'));
    await idle();
    expect(recorded.modals.at(-1)?.content).toContain('不足30分钟');
    expect(recorded.modals.at(-1)?.content).toContain('安检');
  });

  it('shows the price sheet in fen: an adult ticket and a child ticket at half price', async () => {
    const { container, booking } = await openForm();
    const child = {
      ...booking.travellers[0]!,
      key: 'n:child',
      empId: '',
      name: '张小宝',
      born: addCalendarDays(TODAY, -6 * 365),
      idno: '',
      documentRef: '',
    };
    act(() => booking.setTravellers([...booking.travellers, child]));
    await idle();
    await click(container.querySelector('[data-testid="tr-edit-height-n:child"] [data-value="child"]'));
    await click($(container, 'tr-edit-price-open'));
    const sheet = $(document.body, 'price-detail');
    expect(sheet?.textContent).toContain('成人票价');
    expect(sheet?.textContent).toContain('儿童票价');
    expect(sheet?.textContent).toContain('¥276.50');
    expect($(container, 'tr-edit-total')?.textContent).toBe('¥829.50');
  });

  it("needs a child's height band", async () => {
    const { container, booking } = await openForm();
    act(() =>
      booking.setTravellers([
        ...booking.travellers,
        { ...booking.travellers[0]!, key: 'n:kid', empId: '', name: '张小宝', born: addCalendarDays(TODAY, -3000) },
      ]),
    );
    await type($(container, 'contact-linkTel'), '13800000001');
    await click($(container, 'tr-edit-submit'));
    await idle();
    expect(recorded.toasts.at(-1)?.title).toBe('张小宝：请选择儿童的身高');
  });

  it('a seat the company forbids (wb 2) blocks the form', async () => {
    const { container, server } = await openForm({ seatWb: 2 });
    expect($(container, 'tr-edit-blocked')?.textContent).toContain('不能预订');
    expect($(container, 'tr-edit-submit')?.getAttribute('aria-disabled')).toBe('true');
    await type($(container, 'contact-linkTel'), '13800000001');
    await click($(container, 'tr-edit-submit'));
    await idle();
    expect(calls(server, 'validOrder')).toHaveLength(0);
  });

  it('a seat above the standard (wb 1) needs a reason', async () => {
    const { container } = await openForm({ seatWb: 1 });
    await type($(container, 'contact-linkTel'), '13800000001');
    await click($(container, 'tr-edit-submit'));
    await idle();
    expect(recorded.toasts.at(-1)?.title).toBe('请选择或填写超标原因');
  });

  it('a changed price is asked before booking; the booking goes on at the new price', async () => {
    const { container, server } = await openForm();
    server.valid = [
      { valid: false, reason: 'priceChanged', message: '', seats: [seat({ price: 603 })] },
      { valid: true, reason: '', message: '' },
    ];
    await type($(container, 'contact-linkTel'), '13800000001');
    await click($(container, 'tr-edit-submit'));
    await idle();
    expect(recorded.modals.at(-1)?.title).toBe('价格变动');
    expect(recorded.modals.at(-1)?.content).toContain('¥553.00 → ¥603.00');
    expect(calls(server, 'validOrder')[0]?.body).toMatchObject({ prices: [553] });
    expect(calls(server, 'trBookOrder')).toHaveLength(1);
    // The form shows the price accepted.
    expect($(container, 'tr-edit-seat')?.textContent).toContain('¥603.00');
  });

  it("validOrder's identity refusal shows SPEC §8's message and books nothing", async () => {
    const { container, server } = await openForm();
    server.valid = [{ valid: false, reason: 'identity', message: '' }];
    await type($(container, 'contact-linkTel'), '13800000001');
    await click($(container, 'tr-edit-submit'));
    await idle();
    expect(recorded.modals.at(-1)?.content).toBe('您的身份核验未通过，请先核验您的身份信息');
    expect(calls(server, 'trBookOrder')).toHaveLength(0);
  });

  it('sends the seat preference and accept-no-seat', async () => {
    const { container, server } = await openForm();
    await click($(container, 'tr-edit-pref-F'));
    await click($(container, 'tr-edit-accept-no-seat'));
    await type($(container, 'contact-linkTel'), '13800000001');
    await click($(container, 'tr-edit-submit'));
    await idle();
    const body = calls(server, 'trBookOrder')[0]?.body as TrainBookRequest;
    expect(body.seatPreference).toEqual(['F']);
    expect(body.acceptNoSeat).toBe(true);
  });

  it("a trip-request leg booked meanwhile asks 'already booked, continue?'; yes books again under a new key", async () => {
    const { container, server } = await openForm();
    server.refusals = [new ApiError('code', 2, '该行程已预订，是否继续？')];
    await type($(container, 'contact-linkTel'), '13800000001');
    await click($(container, 'tr-edit-submit'));
    await idle();
    expect(recorded.modals.at(-1)?.content).toBe('该行程已预订，是否继续？');
    const booked = calls(server, 'trBookOrder');
    expect(booked).toHaveLength(2);
    expect((booked[0]?.body as TrainBookRequest).confirmRouteBooked).toBeUndefined();
    expect((booked[1]?.body as TrainBookRequest).confirmRouteBooked).toBe(true);
    expect(booked[1]?.key).not.toBe(booked[0]?.key);
  });
});
