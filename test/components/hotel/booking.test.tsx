/**
 * Submitting the hotel booking form (SPEC §7 priceValidate, checkSameOrder, book / order/v2/book; §8 price changed,
 * hotel full, duplicate-order reminder) on the shared pipeline: a changed price is asked first and booked at the new
 * price, a full hotel goes back to the rooms, a duplicate order asks to continue, and the booked order goes on by its
 * nextStep — the cashier ('pay'), the guarantee sheet on the booked screen ('guarantee') or the booked screen
 * ('confirm'). Version 1 books through its own calls and screens.
 */
import HtEditPage from '../../../src/packages/hotelV2/pages/htEdit/index';
import HtOrderPage from '../../../src/packages/hotel/pages/htOrder/index';
import { click, type } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import { $, at, BOOKED, callsOf, hotel, idle, plan, room, setup } from './bookingHarness';

let cleanup: (() => void)[] = [];
beforeEach(() => resetTaro());
afterEach(() => {
  for (const fn of cleanup) fn();
  cleanup = [];
});

const P = plan({ payType: 'onsite', guarantee: 'late' });

async function openForm(version: 1 | 2 = 2) {
  const env = await setup({ now: at('10:00') });
  env.server.detail = hotel({ rooms: [room({ plans: [P] })] });
  recorded.routerParams = { planKey: P.planKey };
  const view = await env.mount(version === 1 ? <HtOrderPage /> : <HtEditPage />);
  cleanup.push(view.unmount, env.restoreClock);
  await idle();
  await type($(view.container, 'contact-linkTel'), '13800000001');
  await click($(view.container, 'ht-edit-cancel-accept'));
  return { ...env, ...view };
}

const lastUrl = () => decodeURIComponent(recorded.navigations.at(-1)?.url ?? '');

describe('hotel booking submission', () => {
  it('validates the price, checks duplicates for the guests, books once and opens the cashier for pay', async () => {
    const { container, server } = await openForm();
    await click($(container, 'ht-edit-submit'));
    await idle();
    expect(callsOf(server, 'priceValidate')[0]).toMatchObject({
      version: 2,
      body: { planKey: P.planKey, rooms: 1, avgPrice: 450 },
    });
    expect(callsOf(server, 'checkSameOrder')[0]?.body).toMatchObject({ guests: [{ empId: 'e1' }] });
    const book = callsOf(server, 'book');
    expect(book).toHaveLength(1);
    expect(book[0]?.key).toEqual(expect.any(String));
    expect(book[0]?.body).toMatchObject({
      planKey: P.planKey,
      rooms: 1,
      arrivalTime: '18:00',
      linkTel: '13800000001',
      cancelRuleAccepted: true,
      avgPrice: 450,
      guests: [{ psgName: '张三', empId: 'e1', roomIndex: 0 }],
    });
    expect(lastUrl()).toContain('payment');
    expect(lastUrl()).toContain('orderIds=HO1');
  });

  it("'guarantee' opens the booked screen with the guarantee sheet; 'confirm' the booked screen", async () => {
    const first = await openForm();
    first.server.book = {
      ...BOOKED,
      nextStep: 'guarantee',
      payType: 'onsite',
      guaranteeRequired: true,
      guaranteeAmount: 450,
    };
    await click($(first.container, 'ht-edit-submit'));
    await idle();
    expect(lastUrl()).toContain('packages/hotelV2/pages/htCmp/index');
    expect(lastUrl()).toContain('orderId=HO1');
    expect(lastUrl()).toContain('guarantee=1');
    for (const fn of cleanup) fn();
    cleanup = [];

    resetTaro();
    const second = await openForm();
    second.server.book = { ...BOOKED, nextStep: 'confirm', payType: 'onsite' };
    await click($(second.container, 'ht-edit-submit'));
    await idle();
    expect(lastUrl()).toContain('packages/hotelV2/pages/htCmp/index');
    expect(lastUrl()).not.toContain('guarantee=1');
  });

  it('a changed price is asked first: no books nothing, yes books at the new price', async () => {
    const { container, server } = await openForm();
    const newer = { ...P, avgPrice: 520, totalPrice: 520, nightly: P.nightly.map((n) => ({ ...n, price: 520 })) };
    server.validate = [{ valid: false, reason: 'priceChanged', message: '', plan: newer }];
    recorded.modalConfirm = false;
    await click($(container, 'ht-edit-submit'));
    await idle();
    expect(recorded.modals.at(-1)?.content).toContain('¥520.00');
    expect(recorded.modals.at(-1)?.content).toContain('¥450.00');
    expect(callsOf(server, 'book')).toHaveLength(0);

    recorded.modalConfirm = true;
    await click($(container, 'ht-edit-submit'));
    await idle();
    expect(callsOf(server, 'book')[0]?.body).toMatchObject({ avgPrice: 520 });
  });

  it('a full hotel is told and goes back to the rooms of the stay', async () => {
    const { container, server } = await openForm();
    server.validate = [{ valid: false, reason: 'full', message: '', plan: undefined }];
    await click($(container, 'ht-edit-submit'));
    await idle();
    expect(recorded.modals.at(-1)?.content).toBe('该时段酒店已满房，请选择其他房型');
    expect(callsOf(server, 'book')).toHaveLength(0);
    expect(recorded.navigations.at(-1)?.kind).toBe('redirectTo');
    expect(lastUrl()).toContain('packages/hotelV2/pages/htRoomList/index');
    expect(lastUrl()).toContain('hotelId=H1');
  });

  it('a duplicate order asks first: cancel books nothing, continue books with the confirmation', async () => {
    const { container, server } = await openForm();
    server.sameOrder = {
      orders: [
        {
          orderId: 'HX',
          orderNo: 'H1999',
          hotelName: '另一家酒店',
          checkIn: P.nightly[0]?.date ?? '',
          checkOut: '',
          guestName: '张三',
        },
      ],
    };
    await click($(container, 'ht-edit-submit'));
    await idle();
    expect($(container, 'duplicate-item')?.textContent).toContain('另一家酒店');
    await click($(container, 'duplicate-cancel'));
    await idle();
    expect(callsOf(server, 'book')).toHaveLength(0);

    await click($(container, 'ht-edit-submit'));
    await idle();
    await click($(container, 'duplicate-continue'));
    await idle();
    expect(callsOf(server, 'book')[0]?.body).toMatchObject({ confirmDuplicate: true });
  });

  it('version 1 prices, validates and books through its own calls and goes to /ht/htComplete', async () => {
    const { container, server } = await openForm(1);
    server.book = { ...BOOKED, nextStep: 'confirm' };
    await click($(container, 'ht-edit-submit'));
    await idle();
    expect(callsOf(server, 'pricePlanOne')[0]?.version).toBe(1);
    expect(callsOf(server, 'priceValidate')[0]?.version).toBe(1);
    expect(callsOf(server, 'book')[0]?.version).toBe(1);
    expect(lastUrl()).toContain('packages/hotel/pages/htComplete/index');
  });
});
