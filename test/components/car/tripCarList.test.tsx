/**
 * /userCenter/tripCarList (SPEC §2, §7 /vehicles/order/list): car orders of trip applications with the list's
 * filters — date, order number, passenger, phone, city, order type and scope — sent to vehiclesOrderList; a row
 * opens its detail (a running real-time ride its journey).
 */
import TripCarListPage from '../../../src/packages/user/pages/tripCarList/index';
import type { CarOrderListItem } from '../../../src/api/contract/car';
import { click, type } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import { $, TODAY, callsOf, setup } from './orderHarness';

let restore: (() => void) | null = null;
beforeEach(() => resetTaro());
afterEach(() => {
  restore?.();
  restore = null;
});

const row = (partial: Partial<CarOrderListItem>): CarOrderListItem => ({
  orderId: 'C1',
  orderNo: 'CR202600001',
  orderType: 10906,
  productType: 8,
  orderStatus: 'inService',
  useType: 8,
  useTime: `${TODAY} 10:00`,
  fromName: '国贸大厦',
  toName: '北京南站',
  cityName: '北京',
  passengerName: '张三',
  vehicleTypeId: 'comfort',
  amount: 38,
  ccsqdNo: 'SQ2026001',
  createdAt: `${TODAY} 09:59:00`,
  ...partial,
});

async function open(bookRange: 1 | 2 | 3 = 1) {
  const env = await setup({
    bookRange,
    data: {
      list: [
        row({}),
        row({
          orderId: 'C2',
          orderNo: 'CY202600002',
          orderType: 11018,
          productType: 2,
          useType: 2,
          orderStatus: 'paid',
        }),
      ],
      cities: [
        { cityCode: 'BJS', cityName: '北京', spell: 'beijing', useTypes: [8, 1], centre: { lat: 39.9, lng: 116.4 } },
        { cityCode: 'SHA', cityName: '上海', spell: 'shanghai', useTypes: [8, 1], centre: { lat: 31.2, lng: 121.5 } },
      ],
    },
  });
  restore = env.restoreClock;
  const view = await env.mount(<TripCarListPage />);
  return { ...env, ...view };
}

const lastNav = () => decodeURIComponent(recorded.navigations.at(-1)?.url ?? '');

describe('/userCenter/tripCarList', () => {
  it('lists the trip cars of the caller, 10 a page', async () => {
    const { container, server } = await open();
    expect(callsOf(server, 'vehiclesOrderList').map((c) => c.body)).toEqual([
      { pageNum: 1, count: 10, tripOnly: true, findScope: 1 },
    ]);
    const rows = container.querySelectorAll('[data-testid="order-row"]');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('国贸大厦 → 北京南站');
    expect(rows[0]?.textContent).toContain('申请单 SQ2026001');
    expect($(container, 'scope-2')).toBeNull();
  });

  it('sends every filter, refusing a date that is neither a month nor a day', async () => {
    const { container, server } = await open();
    await click($(container, 'trip-car-filter'));
    await type($(container, 'filter-date'), `${TODAY.slice(0, 4)}-13`);
    await click($(container, 'filter-apply'));
    expect($(container, 'filter-date-error')?.textContent).toBe('请按 YYYY-MM 或 YYYY-MM-DD 填写日期');
    expect(callsOf(server, 'vehiclesOrderList')).toHaveLength(1);

    const month = TODAY.slice(0, 7);
    await type($(container, 'filter-date'), month);
    await type($(container, 'filter-orderNo'), 'CR202600001');
    await type($(container, 'filter-empName'), '张三');
    await type($(container, 'filter-linkTel'), '13800000001');
    await click($(container, 'city-SHA'));
    await click($(container, 'type-10906'));
    await click($(container, 'filter-apply'));
    expect($(container, 'trip-car-filters')).toBeNull();
    expect(callsOf(server, 'vehiclesOrderList').at(-1)?.body).toEqual({
      pageNum: 1,
      count: 10,
      tripOnly: true,
      findScope: 1,
      date: month,
      orderNo: 'CR202600001',
      empName: '张三',
      linkTel: '13800000001',
      cityId: 'SHA',
      orderType: 10906,
    });
    expect($(container, 'trip-car-filter')?.textContent).toContain('(6)');

    await click($(container, 'trip-car-filter'));
    await click($(container, 'filter-reset'));
    await click($(container, 'filter-apply'));
    expect(callsOf(server, 'vehiclesOrderList').at(-1)?.body).toEqual({
      pageNum: 1,
      count: 10,
      tripOnly: true,
      findScope: 1,
    });
  });

  it('offers the scopes the booking range allows', async () => {
    const { container, server } = await open(3);
    await click($(container, 'scope-3'));
    expect(callsOf(server, 'vehiclesOrderList').at(-1)?.body).toMatchObject({ findScope: 3 });
    expect($(container, 'scope-3')?.getAttribute('aria-checked')).toBe('true');
  });

  it('a running ride opens its journey, a pre-booked order its detail', async () => {
    const { container } = await open();
    const rows = container.querySelectorAll('[data-testid="order-row"]');
    await click(rows[0] ?? null);
    expect(lastNav()).toMatch(/carJsycDetail(\/index)?(\/C1|\?id=C1)$/);
    await click(rows[1] ?? null);
    expect(lastNav()).toMatch(/carOrderDetail(\/index)?\?orderId=C2&orderType=11018$/);
  });
});
