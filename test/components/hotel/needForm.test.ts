/**
 * The hotel inquiry form's rules and its store (SPEC §5 hotel: check-in not after check-out, at least one room and
 * one guest, at most 10 guests; remarks ≤ 200; §7 saveNeedOrder with an Idempotency-Key): checks by field, the
 * request in yuan, and the key kept across a lost answer but dropped after a refusal. Dates count from `now`.
 */
import type { HotelNeedSaveRequest } from '../../../src/api/contract/hotelNeed';
import { ApiError } from '../../../src/api/transport';
import { addCalendarDays, chinaToday } from '../../../src/domain/time';
import {
  checkNeedForm,
  checkRemarkText,
  newNeedForm,
  toNeedRequest,
  type HotelNeedForm,
} from '../../../src/packages/hotel/need/needForm';
import { HotelNeedStore, type HotelNeedApi } from '../../../src/packages/hotel/need/needStore';

const NOW = Date.UTC(2026, 10, 22, 2);
const TODAY = chinaToday(NOW);

function valid(over: Partial<HotelNeedForm> = {}): HotelNeedForm {
  return {
    ...newNeedForm(NOW, '张三'),
    city: { code: 'SHA', name: '上海' },
    linkTel: '13800000001',
    ...over,
  };
}

describe('checkNeedForm', () => {
  it('starts with today for one night, one room and the booker', () => {
    const form = newNeedForm(NOW, '张三');
    expect(form).toMatchObject({ checkIn: TODAY, checkOut: addCalendarDays(TODAY, 1), rooms: 1, guests: ['张三'] });
    expect(checkNeedForm(valid(), NOW)).toEqual({});
  });

  it.each([
    [{ city: null }, 'city', 'hotelNeed.e.city'],
    [{ checkIn: addCalendarDays(TODAY, -1) }, 'dates', 'hotelNeed.e.pastCheckIn'],
    [{ checkOut: TODAY }, 'dates', 'hotelNeed.e.checkOutNotAfter'],
    [{ checkOut: addCalendarDays(TODAY, 31) }, 'dates', 'hotelNeed.e.tooLong'],
    [{ rooms: 0 }, 'rooms', 'hotelNeed.e.noRoom'],
    [{ guests: [] }, 'guests', 'hotelNeed.e.noGuest'],
    [{ rooms: 2 }, 'guests', 'hotelNeed.e.roomWithoutGuest'],
    [{ guests: Array.from({ length: 11 }, (_, i) => `客${i}`) }, 'guests', 'hotelNeed.e.tooManyGuests'],
    [{ guests: ['张三', ' '] }, 'guests', 'hotelNeed.e.guestName'],
    [{ budget: '10.005' }, 'budget', 'hotelNeed.e.budget'],
    [{ budget: '-5' }, 'budget', 'hotelNeed.e.budget'],
    [{ area: '区'.repeat(51) }, 'area', 'hotelNeed.e.area'],
    [{ requirements: '要'.repeat(201) }, 'requirements', 'hotelNeed.e.requirements'],
    [{ linkman: ' ' }, 'linkman', 'hotelNeed.e.linkman'],
    [{ linkTel: '1380000000' }, 'linkTel', 'hotelNeed.e.linkTel'],
  ] as const)('%j → %s', (over, field, key) => {
    const problems = checkNeedForm(valid(over as Partial<HotelNeedForm>), NOW);
    expect(problems[field]?.key).toBe(key);
  });

  it('takes 10 guests in up to 10 rooms and 200 characters of requirements', () => {
    const guests = Array.from({ length: 10 }, (_, i) => `客${i}`);
    expect(checkNeedForm(valid({ guests, rooms: 10, requirements: '要'.repeat(200) }), NOW)).toEqual({});
  });

  it('builds the request: budget in yuan (0 when empty), stars sorted, texts trimmed', () => {
    const req = toNeedRequest(valid({ budget: '', stars: [5, 3], area: ' 国贸 ', guests: [' 张三 '] }));
    expect(req).toMatchObject({ cityId: 'SHA', budget: 0, stars: [3, 5], area: '国贸', guestNames: ['张三'] });
    expect(toNeedRequest(valid({ budget: '650.50' })).budget).toBe(650.5);
  });

  it('checks a remark: not empty, at most 200 characters', () => {
    expect(checkRemarkText('  ')?.key).toBe('hotelNeed.remark.empty');
    expect(checkRemarkText('字'.repeat(201))?.key).toBe('hotelNeed.remark.tooLong');
    expect(checkRemarkText('字'.repeat(200))).toBeNull();
  });
});

describe('HotelNeedStore.submit', () => {
  function storeWith(save: jest.Mock) {
    let n = 0;
    const api = { saveNeedOrder: save } as unknown as HotelNeedApi;
    const store = new HotelNeedStore({ api, now: () => NOW, newKey: () => `k${++n}` });
    store.start('张三');
    store.setCity({ code: 'SHA', name: '上海' });
    store.setText('linkTel', '13800000001');
    return store;
  }

  it('sends nothing while the form has problems', async () => {
    const save = jest.fn();
    const store = storeWith(save);
    store.setText('linkTel', '');
    expect(await store.submit()).toBeNull();
    expect(store.problems.linkTel?.key).toBe('hotelNeed.e.linkTel');
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps the key across a lost answer and takes a new one after a refusal', async () => {
    const save = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('network', 0, ''))
      .mockResolvedValueOnce({ code: 1, data: { needId: 'n1', needNo: 'HX1' } })
      .mockRejectedValueOnce(new ApiError('code', 2, '入住日期不能早于今天'))
      .mockResolvedValueOnce({ code: 1, data: { needId: 'n2', needNo: 'HX2' } });
    const store = storeWith(save);
    await expect(store.submit()).rejects.toBeInstanceOf(ApiError);
    expect(await store.submit()).toBe('n1');
    expect(await store.submit()).toBeNull();
    expect(await store.submit()).toBe('n2');
    const keys = save.mock.calls.map((c) => c[1] as string);
    expect(keys).toEqual(['k1', 'k1', 'k2', 'k3']);
    expect((save.mock.calls[0]?.[0] as HotelNeedSaveRequest).cityId).toBe('SHA');
  });
});
