/**
 * /htV2/htRoomList and /ht/htDetails (SPEC §2 hotel versions 2 and 1; §7 detail, hotelInfo / imgInfo / roomInfo /
 * pricePlanList, clzcRatePlan, jsClzcBzz): the plans with breakfast, cancellation and policy badges (wb 1 above the
 * standard, wb 2 blocked), full rooms greyed, room sharing only at a policy level that shows it, the stay changed,
 * and a plan chosen → the booking form with its planKey.
 */
import HtRoomListPage from '../../../src/packages/hotelV2/pages/htRoomList/index';
import HtDetailsPage from '../../../src/packages/hotel/pages/htDetails/index';
import { click } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import { HotelDetailStore } from '../../../src/packages/hotel/detail/detailStore';
import {
  $,
  AFTER,
  at,
  callsOf,
  fakeServer,
  hotel,
  idle,
  plan,
  room,
  setup,
  STANDARD,
  TODAY,
  TOMORROW,
} from './bookingHarness';

let cleanup: (() => void)[] = [];
beforeEach(() => resetTaro());
afterEach(() => {
  for (const fn of cleanup) fn();
  cleanup = [];
});

const PLANS = [
  plan({ planId: 'P1', name: '含早价', breakfast: 2, cancel: { kind: 'free', freeUntil: '', penalty: 0 } }),
  plan({ planId: 'P2', name: '超标价', avgPrice: 680, wb: 0, cancel: { kind: 'none', freeUntil: '', penalty: 0 } }),
  plan({ planId: 'P3', name: '禁订价', avgPrice: 980, breakfast: 0 }),
  plan({ planId: 'P4', name: '满房价', roomsLeft: 0 }),
];

async function open(options: { version?: 1 | 2; roomSharing?: boolean } = {}) {
  const env = await setup({ now: at('10:00') });
  env.server.detail = hotel({
    rooms: [
      room({ plans: PLANS }),
      room({
        roomId: 'R2',
        name: '行政套房',
        lowestPrice: 0,
        plans: [plan({ planId: 'P9', roomId: 'R2', roomsLeft: 0 })],
      }),
    ],
  });
  env.server.standard = { ...STANDARD, roomSharing: options.roomSharing ?? false };
  // clzcRatePlan: P2 above the standard (reason), P3 blocked.
  env.server.policy = {
    results: PLANS.map((p) => ({
      planKey: p.planKey,
      wb: p.planId === 'P2' ? 1 : p.planId === 'P3' ? 2 : 0,
      policy: { compliant: p.planId !== 'P2' && p.planId !== 'P3', violations: [] },
    })),
    mustComply: false,
  };
  recorded.routerParams = { hotelId: 'H1', checkIn: TOMORROW, checkOut: AFTER };
  const view = await env.mount(options.version === 1 ? <HtDetailsPage /> : <HtRoomListPage />);
  cleanup.push(view.unmount, env.restoreClock);
  await idle();
  return { ...env, ...view };
}

describe('/htV2/htRoomList', () => {
  it('asks the one v2 detail call and the plans policy for the signed-in employee', async () => {
    const { container, server } = await open();
    expect(callsOf(server, 'hotelV2Detail')[0]?.body).toEqual({
      hotelId: 'H1',
      checkIn: TOMORROW,
      checkOut: AFTER,
      travellers: [{ empId: 'e1' }],
    });
    expect(callsOf(server, 'hotelInfo')).toHaveLength(0);
    expect(callsOf(server, 'clzcRatePlan')[0]?.body).toMatchObject({ travellers: [{ empId: 'e1' }] });
    expect($(container, 'hotel-head')?.textContent).toContain('北京国贸示例酒店');
    expect($(container, 'stay-nights')?.textContent).toBe('共1晚');
  });

  it('shows breakfast, the cancellation rule, the policy badges, and greys full plans and rooms', async () => {
    const { container } = await open();
    const p1 = $(container, 'plan-P1');
    expect($(p1 as Element, 'plan-breakfast')?.textContent).toBe('双早');
    expect($(p1 as Element, 'plan-cancel')?.textContent).toBe('免费取消');
    expect($(p1 as Element, 'plan-policy')).toBeNull();

    const p2 = $(container, 'plan-P2') as Element;
    expect($(p2, 'plan-cancel')?.textContent).toBe('不可取消');
    expect($(p2, 'plan-policy')?.textContent).toBe('超标');
    expect($(p2, 'plan-book-P2')?.getAttribute('aria-disabled')).toBeNull();

    const p3 = $(container, 'plan-P3') as Element;
    expect($(p3, 'plan-breakfast')?.textContent).toBe('无早');
    expect($(p3, 'plan-policy')?.textContent).toBe('超标不可订');
    expect(p3.className).toContain('htd-plan--off');
    expect($(p3, 'plan-book-P3')?.getAttribute('aria-disabled')).toBe('true');

    const p4 = $(container, 'plan-P4') as Element;
    expect(p4.className).toContain('htd-plan--off');
    expect($(p4, 'plan-book-P4')?.textContent).toBe('满房');

    const r2 = $(container, 'room-R2') as Element;
    expect(r2.className).toContain('htd-room--off');
    expect($(r2, 'room-full')?.textContent).toBe('满房');
  });

  it('a limited rule says its free deadline', async () => {
    const { container } = await open();
    // The plans carry a limited rule until check-in day 18:00 (the room's other plans override it above).
    expect($(container, 'plan-P3')?.querySelector('[data-testid="plan-cancel"]')?.textContent).toBe(
      `${TOMORROW.slice(5)} 18:00前免费取消`,
    );
  });

  it('room sharing shows only when the travellers policy level allows it', async () => {
    const first = await open({ roomSharing: false });
    expect($(first.container, 'hotel-room-sharing')).toBeNull();
    for (const fn of cleanup) fn();
    cleanup = [];
    const second = await open({ roomSharing: true });
    expect($(second.container, 'hotel-room-sharing')?.textContent).toContain('拼房');
  });

  it('a bookable plan opens the booking form with its planKey; a blocked one does nothing', async () => {
    const { container } = await open();
    await click($(container, 'plan-book-P3'));
    expect(recorded.navigations).toHaveLength(0);
    await click($(container, 'plan-book-P2'));
    const url = decodeURIComponent(recorded.navigations.at(-1)?.url ?? '');
    expect(url).toContain('packages/hotelV2/pages/htEdit/index');
    expect(url).toContain(`planKey=H1|R1|P2|${TOMORROW}|${AFTER}`);
  });

  it('a past stay in the link falls back to today for one night', async () => {
    const env = await setup({ now: at('10:00') });
    recorded.routerParams = { hotelId: 'H1', checkIn: '2001-01-01', checkOut: '2001-01-02' };
    const view = await env.mount(<HtRoomListPage />);
    cleanup.push(view.unmount, env.restoreClock);
    expect(callsOf(env.server, 'hotelV2Detail')[0]?.body).toMatchObject({ checkIn: TODAY, checkOut: TOMORROW });
  });
});

describe('/ht/htDetails', () => {
  it('loads hotelInfo, imgInfo and roomInfo, and a room opened asks its plans with pricePlanList', async () => {
    const { container, server } = await open({ version: 1 });
    expect(callsOf(server, 'hotelInfo')).toHaveLength(1);
    expect(callsOf(server, 'imgInfo')).toHaveLength(1);
    expect(callsOf(server, 'roomInfo')).toHaveLength(1);
    expect(callsOf(server, 'hotelV2Detail')).toHaveLength(0);
    expect(container.querySelectorAll('.htd-gallery__img').length).toBe(2);
    await click($(container, 'room-toggle-R2'));
    await idle();
    expect(callsOf(server, 'pricePlanList')[0]?.body).toMatchObject({ hotelId: 'H1', roomId: 'R2' });
    expect($(container, 'plan-P9')).not.toBeNull();
    await click($(container, 'plan-book-P1'));
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toContain('packages/hotel/pages/htOrder/index');
  });
});

describe('detail store stay', () => {
  it('a new stay loads the rooms again; one against the rules is refused and changes nothing', async () => {
    const fake = fakeServer();
    const store = new HotelDetailStore({
      api: fake.detailApi,
      version: 2,
      now: () => at('10:00'),
      travellers: () => [{ empId: 'e1' }],
    });
    await store.open('H1', { checkIn: TOMORROW, checkOut: AFTER });
    expect(await store.changeStay(TOMORROW, TOMORROW)).toBe(false);
    expect(await store.changeStay(TODAY, AFTER)).toBe(true);
    expect(store.stay).toEqual({ checkIn: TODAY, checkOut: AFTER });
    expect(callsOf(fake.server, 'hotelV2Detail').map((c) => c.body)).toEqual([
      { hotelId: 'H1', checkIn: TOMORROW, checkOut: AFTER, travellers: [{ empId: 'e1' }] },
      { hotelId: 'H1', checkIn: TODAY, checkOut: AFTER, travellers: [{ empId: 'e1' }] },
    ]);
  });
});
