/**
 * /htV2/htEdit (SPEC §2; §5 hotel): the plan priced on open (pricePlanOne), and the form's limits — a room without a
 * guest, 11 guests, a 51-character note, the 4-hour arrival lead at its boundary, the cancellation rules not ticked —
 * each refused before anything is sent; room sharing only when the policy level shows it; a plan above the standard
 * (wb 1) needs a reason, a blocked one (wb 2) cannot be sent; the price sheet counts nights × rooms + the fee.
 */
import { act } from 'react';
import HtEditPage from '../../../src/packages/hotelV2/pages/htEdit/index';
import { runInAction } from 'mobx';
import { fromCandidate, type BookingStore } from '../../../src/stores/booking';
import { click, type } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import {
  $,
  AFTER,
  at,
  callsOf,
  candidate,
  hotel,
  idle,
  plan,
  room,
  setup,
  STANDARD,
  TODAY,
  TOMORROW,
} from './bookingHarness';
import type { RatePlan } from '../../../src/api/contract/hotel';

let cleanup: (() => void)[] = [];
beforeEach(() => resetTaro());
afterEach(() => {
  for (const fn of cleanup) fn();
  cleanup = [];
});

async function openForm(opts: { now?: number; plan?: RatePlan; roomSharing?: boolean } = {}) {
  const p = opts.plan ?? plan();
  const env = await setup({ now: opts.now ?? at('10:00') });
  env.server.detail = hotel({ rooms: [room({ plans: [p] })] });
  env.server.standard = { ...STANDARD, roomSharing: opts.roomSharing ?? false };
  env.server.fee = { fee: 20, basis: 'perOrder', unitFee: 20 };
  recorded.routerParams = { planKey: p.planKey };
  const view = await env.mount(<HtEditPage />);
  cleanup.push(view.unmount, env.restoreClock);
  await idle();
  return { ...env, ...view, plan: p };
}

/** A valid form: contact mobile typed, the rules ticked. */
async function fill(container: Element) {
  await type($(container, 'contact-linkTel'), '13800000001');
  await click($(container, 'ht-edit-cancel-accept'));
}

const NAMES = ['王一', '王二', '王三', '王四', '王五', '王六', '王七', '王八', '王九', '王十', '王十一'];

/**
 * Adds `n` frequent travellers as guests. Set on the kit's list directly: the kit's picker stops at 9 travellers (its
 * ticket limit), the hotel form's own check must still refuse an 11th guest.
 */
function addGuests(booking: BookingStore, n: number) {
  act(() =>
    runInAction(() => {
      booking.travellers = [
        ...booking.travellers,
        ...NAMES.slice(0, n).map((name, i) =>
          fromCandidate(
            candidate({
              name,
              contactsId: `c${i}`,
              documents: [{ idType: 'ID', masked: `110***********${1000 + i}`, ref: `doc-c${i}`, expiry: '' }],
            }),
          ),
        ),
      ];
    }),
  );
}

describe('/htV2/htEdit', () => {
  it('prices the plan now and shows it with myself as the guest', async () => {
    const { container, server, plan: p } = await openForm();
    expect(callsOf(server, 'pricePlanOne')[0]).toMatchObject({ version: 2, body: { planKey: p.planKey } });
    expect($(container, 'ht-edit-offer')?.textContent).toContain('高级大床房');
    expect($(container, 'ht-edit-stay')?.textContent).toContain('共1晚');
    expect($(container, 'traveller-item-0')?.textContent).toContain('张三');
    expect(callsOf(server, 'fwfMatchQuery').at(-1)?.body).toEqual({
      productType: 10903,
      nights: 1,
      rooms: 1,
      amount: 450,
    });
  });

  it("offers the first guest's hotel memberships and sends the one chosen", async () => {
    const p = plan();
    const env = await setup({ now: at('10:00') });
    env.server.detail = hotel({ rooms: [room({ plans: [p] })] });
    env.server.memberships = [
      { id: 'm1', empId: 'e1', hykh: 'HZ88001234', interfacePlat: 'HUAZHU', platName: '华住会' },
    ];
    recorded.routerParams = { planKey: p.planKey };
    const view = await env.mount(<HtEditPage />);
    cleanup.push(view.unmount, env.restoreClock);
    await idle();
    expect(callsOf(env.server, 'vipEmpJdhyList')[0]?.body).toMatchObject({ empId: 'e1' });
    const choice = view.container.querySelector('[data-testid="ht-edit-membership"] [data-value="m1"]') as Element;
    expect(choice.textContent).toBe('华住会 HZ88001234');
    await click(choice);
    await fill(view.container);
    await click($(view.container, 'ht-edit-submit'));
    await idle();
    expect(callsOf(env.server, 'book')[0]?.body).toMatchObject({ membershipId: 'm1' });
  });

  it('the rules must be ticked (H083) before anything is sent', async () => {
    const { container, server } = await openForm();
    await type($(container, 'contact-linkTel'), '13800000001');
    await click($(container, 'ht-edit-submit'));
    await idle();
    expect(recorded.toasts.at(-1)?.title).toBe('请阅读并勾选取消规则');
    expect($(container, 'ht-edit-cancel-error')?.textContent).toBe('请阅读并勾选取消规则');
    expect(callsOf(server, 'priceValidate')).toHaveLength(0);
  });

  it('a room without a guest is refused; a guest moved into it makes the form pass', async () => {
    const { container, server, booking } = await openForm();
    await fill(container);
    await click($(container, 'ht-edit-rooms-more'));
    expect($(container, 'ht-edit-rooms-count')?.textContent).toBe('2间');
    await click($(container, 'ht-edit-submit'));
    await idle();
    expect($(container, 'ht-edit-guests-error')?.textContent).toBe('每间房至少需要一位入住人');
    expect(callsOf(server, 'book')).toHaveLength(0);

    addGuests(booking, 1);
    await idle();
    await click($(container, 'ht-edit-submit'));
    await idle();
    const book = callsOf(server, 'book')[0]?.body as {
      rooms: number;
      guests: { psgName: string; roomIndex: number }[];
    };
    expect(book.rooms).toBe(2);
    expect(book.guests.map((g) => [g.psgName, g.roomIndex])).toEqual([
      ['张三', 0],
      ['王一', 1],
    ]);
  });

  it('11 guests are refused (at most 10)', async () => {
    const { container, server, booking } = await openForm();
    await fill(container);
    addGuests(booking, 10);
    await idle();
    await click($(container, 'ht-edit-submit'));
    await idle();
    expect($(container, 'ht-edit-guests-error')?.textContent).toBe('入住人最多10位');
    expect(callsOf(server, 'priceValidate')).toHaveLength(0);
  });

  it('a note of 51 characters is refused, 50 pass; the counter follows', async () => {
    const { container, server } = await openForm();
    await fill(container);
    await type($(container, 'ht-edit-note'), '安'.repeat(51));
    expect($(container, 'ht-edit-note-count')?.textContent).toBe('51/50');
    await click($(container, 'ht-edit-submit'));
    await idle();
    expect($(container, 'ht-edit-note-error')?.textContent).toBe('备注最多50个字');
    expect(callsOf(server, 'book')).toHaveLength(0);
    await type($(container, 'ht-edit-note'), '安'.repeat(50));
    await click($(container, 'ht-edit-submit'));
    await idle();
    expect((callsOf(server, 'book')[0]?.body as { guestNote: string }).guestNote).toBe('安'.repeat(50));
  });

  it('checking in today, arrival times start 4 hours from now (the boundary included)', async () => {
    const today = plan({}, TODAY, TOMORROW);
    const at15 = await openForm({ now: at('15:00'), plan: today });
    const options = [...($(at15.container, 'ht-edit-arrival') as Element).querySelectorAll('[role="radio"]')];
    expect(options[0]?.getAttribute('data-value')).toBe('19:00');
    expect(options.some((o) => o.getAttribute('data-value') === '18:00')).toBe(false);
    // The default is the first time offered; the next-day hours are written as such.
    expect(options.find((o) => o.getAttribute('aria-checked') === 'true')?.getAttribute('data-value')).toBe('19:00');
    expect(options.find((o) => o.getAttribute('data-value') === '02:00')?.textContent).toBe('次日02:00');
    for (const fn of cleanup) fn();
    cleanup = [];

    const later = await openForm({ now: at('15:01'), plan: today });
    const first = ($(later.container, 'ht-edit-arrival') as Element).querySelector('[role="radio"]');
    expect(first?.getAttribute('data-value')).toBe('20:00');
  });

  it('room sharing is offered only when the policy level shows it, and is sent when chosen', async () => {
    const without = await openForm({ roomSharing: false });
    expect($(without.container, 'ht-edit-room-sharing')).toBeNull();
    for (const fn of cleanup) fn();
    cleanup = [];

    const { container, server } = await openForm({ roomSharing: true });
    expect($(container, 'ht-edit-room-sharing')).not.toBeNull();
    await fill(container);
    await click($(container, 'ht-edit-room-sharing-check'));
    await click($(container, 'ht-edit-submit'));
    await idle();
    expect(callsOf(server, 'book')[0]?.body).toMatchObject({ roomSharing: true });
  });

  it('above the standard (wb 1) a reason is required and sent', async () => {
    const p = plan({ avgPrice: 680 });
    const env = await setup({ now: at('10:00') });
    env.server.detail = hotel({ rooms: [room({ plans: [p] })] });
    env.server.policy = {
      results: [
        {
          planKey: p.planKey,
          wb: 1,
          policy: { compliant: false, violations: [{ code: 'price', text: '超出住宿标准500元/晚' }] },
        },
      ],
      mustComply: false,
    };
    recorded.routerParams = { planKey: p.planKey };
    const view = await env.mount(<HtEditPage />);
    cleanup.push(view.unmount, env.restoreClock);
    await idle();
    const { container } = view;
    expect($(container, 'ht-edit-over')?.textContent).toContain('超出住宿标准500元/晚');
    await fill(container);
    await click($(container, 'ht-edit-submit'));
    await idle();
    expect(recorded.toasts.at(-1)?.title).toBe('请选择或填写超标原因');
    expect(callsOf(env.server, 'book')).toHaveLength(0);

    act(() => env.booking.setViolation({ reasonId: 'r1', text: '' }));
    await click($(container, 'ht-edit-submit'));
    await idle();
    expect(callsOf(env.server, 'book')[0]?.body).toMatchObject({ violationReasonId: 'r1', avgPrice: 680 });
  });

  it('a blocked plan (wb 2) shows the block and the submit is disabled', async () => {
    const p = plan({ wb: 2 });
    const env = await setup({ now: at('10:00') });
    env.server.detail = hotel({ rooms: [room({ plans: [p] })] });
    env.server.policy = {
      results: [{ planKey: p.planKey, wb: 2, policy: { compliant: false, violations: [] } }],
      mustComply: true,
    };
    recorded.routerParams = { planKey: p.planKey };
    const view = await env.mount(<HtEditPage />);
    cleanup.push(view.unmount, env.restoreClock);
    await idle();
    expect($(view.container, 'ht-edit-blocked')).not.toBeNull();
    await fill(view.container);
    await click($(view.container, 'ht-edit-submit'));
    await idle();
    expect(callsOf(env.server, 'priceValidate')).toHaveLength(0);
  });

  it('the price sheet: each night × rooms and the service fee', async () => {
    const p = plan({ nightly: [], avgPrice: 450 }, TOMORROW, AFTER);
    p.nightly = [{ date: TOMORROW, price: 450 }];
    const { container } = await openForm({ plan: p });
    await click($(container, 'ht-edit-rooms-more'));
    await idle();
    await click($(container, 'ht-edit-price-open'));
    await idle();
    const sheet = $(container, 'price-detail') as Element;
    expect(sheet.textContent).toContain(`${TOMORROW.slice(5)} 房费`);
    expect(sheet.textContent).toContain('¥450.00 × 2');
    expect($(sheet, 'price-total')?.textContent).toBe('¥920.00');
  });
});
