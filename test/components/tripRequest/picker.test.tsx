import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  TripRequestBanner,
  TripRequestPicker,
  useTripRequest,
  type TripChoice,
} from '../../../src/components/tripRequest';
import { click } from '../support/render';
import { resetTaro } from '../support/taro';
import { $, REQUEST, fakeTrips, idle, setupTrips } from './harness';

beforeEach(() => resetTaro());

/** The picker and banner as a product query screen uses them. */
const Screen = observer(function Screen(props: { onChosen?: (c: TripChoice) => void }) {
  const trip = useTripRequest('10901');
  const [open, setOpen] = useState(false);
  return (
    <>
      <TripRequestBanner
        choice={trip.choice}
        required={trip.required}
        onChoose={() => setOpen(true)}
        onClear={() => trip.store.clear('10901')}
      />
      <TripRequestPicker
        open={open}
        product="10901"
        onClose={() => setOpen(false)}
        onChosen={(c) => props.onChosen?.(c)}
      />
    </>
  );
});

describe('trip-request picker (issue 4: booking through a trip request)', () => {
  it('lists the requests of the product, then the legs of one, and chooses an open leg', async () => {
    const { state, store } = fakeTrips();
    const env = await setupTrips(store);
    const chosen: TripChoice[] = [];
    const { container } = await env.mount(<Screen onChosen={(c) => chosen.push(c)} />);

    // bookStyle 1: an optional entry only.
    expect($(container, 'trip-banner')).toBeNull();
    await click($(container, 'trip-banner-optional'));
    await idle();
    expect(state.calls[0]).toEqual({ name: 'list4Book', body: { product: '10901', pageNum: 1, count: 20 } });
    const row = $(container, 'trip-request-q1');
    expect(row?.textContent).toContain('SQ2026110001');
    expect(row?.textContent).toContain('客户拜访');
    expect(row?.textContent).toContain('1/2 个行程可预订');

    await click(row);
    await idle();
    expect(state.calls[1]).toEqual({ name: 'detail4Book', body: { ccsqdId: 'q1', product: '10901' } });
    const leg = $(container, 'trip-route-r1');
    expect(leg?.textContent).toContain('北京 → 上海');
    expect(leg?.textContent).toContain('可预订日期 2026-11-29 至 2026-12-03');
    expect($(container, 'trip-route-r2')?.textContent).toContain('已预订');

    await click(leg);
    await idle();
    expect($(container, 'trip-picker')).toBeNull();
    expect(chosen).toHaveLength(1);
    expect(chosen[0]).toMatchObject({
      ccsqdId: 'q1',
      routeId: 'r1',
      windowFrom: '2026-11-29',
      windowTo: '2026-12-03',
      remainingFen: 150000,
      area: 'transport',
      confirmedBooked: false,
    });
    expect(store.choiceFor('10901')?.routeId).toBe('r1');
    // Another product's screen sees nothing of it.
    expect(store.choiceFor('10904')).toBeNull();

    // The banner shows the request, its leg, the budget left and the window; it can be changed or cleared.
    const banner = $(container, 'trip-banner');
    expect($(container, 'trip-banner-no')?.textContent).toBe('申请单号 SQ2026110001');
    expect(banner?.textContent).toContain('出差事由：客户拜访');
    expect($(container, 'trip-banner-route')?.textContent).toBe('行程：北京 → 上海 2026-12-01');
    expect($(container, 'trip-banner-budget')?.textContent).toBe('剩余交通预算 ¥1,500.00');
    expect($(container, 'trip-banner-window')?.textContent).toBe('可预订日期 2026-11-29 至 2026-12-03');
    expect($(container, 'trip-banner-change')).not.toBeNull();
    await click($(container, 'trip-banner-clear'));
    expect(store.choiceFor('10901')).toBeNull();
    expect($(container, 'trip-banner-optional')).not.toBeNull();
  });

  it('asks "This trip has already been booked, continue?" for a booked leg', async () => {
    const { store } = fakeTrips();
    const env = await setupTrips(store);
    const chosen: TripChoice[] = [];
    const { container } = await env.mount(<Screen onChosen={(c) => chosen.push(c)} />);
    await click($(container, 'trip-banner-optional'));
    await idle();
    await click($(container, 'trip-request-q1'));
    await idle();

    await click($(container, 'trip-route-r2'));
    const dialog = $(container, 'trip-booked-confirm');
    expect(dialog?.textContent).toContain('该行程已预订，是否继续？');
    expect(dialog?.querySelector('[role="alertdialog"]')).not.toBeNull();
    await click($(container, 'trip-booked-cancel'));
    expect($(container, 'trip-booked-confirm')).toBeNull();
    expect(chosen).toHaveLength(0);
    expect($(container, 'trip-route-r2')).not.toBeNull();

    await click($(container, 'trip-route-r2'));
    await click($(container, 'trip-booked-continue'));
    expect(chosen).toHaveLength(1);
    expect(chosen[0]).toMatchObject({ routeId: 'r2', confirmedBooked: true, windowFrom: '2026-12-01' });
    expect($(container, 'trip-picker')).toBeNull();
  });

  it('bookStyle 2: the banner asks for a request (C767) and offers no way to drop it', async () => {
    const { store } = fakeTrips();
    const env = await setupTrips(store, 2);
    const { container } = await env.mount(<Screen />);
    expect($(container, 'trip-banner-optional')).toBeNull();
    expect($(container, 'trip-banner')?.textContent).toContain('贵公司需凭已审批的出差申请预订');
    await click($(container, 'trip-banner-choose'));
    await idle();
    await click($(container, 'trip-request-q1'));
    await idle();
    await click($(container, 'trip-route-r1'));
    expect($(container, 'trip-banner-no')).not.toBeNull();
    expect($(container, 'trip-banner-change')).not.toBeNull();
    expect($(container, 'trip-banner-clear')).toBeNull();
  });

  it('says when no request can be used, and retries a failed list', async () => {
    const { state, store } = fakeTrips([]);
    state.fail = true;
    const env = await setupTrips(store);
    const { container } = await env.mount(<Screen />);
    await click($(container, 'trip-banner-optional'));
    await idle();
    expect($(container, 'trip-picker-retry')?.textContent).toBe('加载失败，点击重试');
    state.fail = false;
    await click($(container, 'trip-picker-retry'));
    await idle();
    expect($(container, 'trip-picker-empty')?.textContent).toBe('暂无可用于预订的已审批出差申请');
  });

  it('a deep link chooses the request and leg once; a booked leg is chosen only after a yes', async () => {
    const { state, store } = fakeTrips();
    const yes = jest.fn(() => Promise.resolve(true));
    const no = jest.fn(() => Promise.resolve(false));
    expect(await store.chooseById('10901', 'q1', 'r2', no)).toBeNull();
    expect(no).toHaveBeenCalledTimes(1);
    expect(store.choiceFor('10901')).toBeNull();
    const c = await store.chooseById('10901', 'q1', 'r2', yes);
    expect(c).toMatchObject({ routeId: 'r2', confirmedBooked: true });
    const calls = state.calls.length;
    expect(await store.chooseById('10901', 'q1', 'r2', yes)).toEqual(c);
    expect(state.calls).toHaveLength(calls);
    expect(REQUEST.routes).toHaveLength(2);
  });
});
