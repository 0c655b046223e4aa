/**
 * Flight demand orders (SPEC §2 /tk/tkNeed, /tk/tkNeedDetail; §3 demand order; §5/§9 passenger mix): the form's
 * checks (children and infants per adult), one idempotency key per visit, my demand orders, update and cancel.
 */
jest.mock('../../../src/api/flight', () => ({
  flightNeedList: jest.fn(),
  flightNeedDetail: jest.fn(),
  flightNeedUpdate: jest.fn(),
  flightNeedCancel: jest.fn(),
}));
jest.mock('../../../src/api/flightIntl', () => ({ tkNeedOrderAdd: jest.fn() }));
jest.mock('../../../src/components/CityPicker/geo', () => ({ loadPlaces: jest.fn() }));

import * as flightApi from '../../../src/api/flight';
import * as intlApi from '../../../src/api/flightIntl';
import { ApiError } from '../../../src/api/transport';
import type { FlightNeedItem } from '../../../src/api/contract/flight';
import TkNeedPage from '../../../src/packages/flight/pages/tkNeed/index';
import TkNeedDetailPage from '../../../src/packages/flight/pages/tkNeedDetail/index';
import {
  checkNeedForm,
  newNeedForm,
  toNeedRequest,
  type NeedForm,
} from '../../../src/packages/flight/afterSales/needForm';
import { chinaNow } from '../../../src/domain/time';
import { loadPlaces } from '../../../src/components/CityPicker/geo';
import { byTestId, click, settle, type } from '../support/render';
import { NOW, lastUrl, ok, setUp, show, tearDown } from './fixtures';

const api = flightApi as unknown as Record<string, jest.Mock>;
const tkNeedOrderAdd = intlApi.tkNeedOrderAdd as jest.Mock;

const BJS = { code: 'BJS', name: '北京', cityCode: 'BJS' };
const SHA = { code: 'SHA', name: '上海', cityCode: 'SHA' };

/** A form that passes every check, relative to today. */
function validForm(today: string): NeedForm {
  const form = newNeedForm(today, '张三');
  return {
    ...form,
    legs: [{ ...form.legs[0], depCity: BJS, arrCity: SHA }],
    budget: '900',
    linkTel: '13800000001',
  };
}

const place = (code: string, name: string, pinyin: string) => ({
  code,
  kind: 'city' as const,
  name,
  cityCode: code,
  cityName: name,
  pinyin,
  jianpin: pinyin.slice(0, 1),
  initial: pinyin.slice(0, 1).toUpperCase(),
  countryName: '中国',
  hot: 1 as const,
  altName: '',
});

beforeEach(() => {
  setUp();
  (loadPlaces as jest.Mock).mockResolvedValue([place('BJS', '北京', 'beijing'), place('SHA', '上海', 'shanghai')]);
});
afterEach(tearDown);

describe('demand order checks (needForm)', () => {
  const now = '2026-11-22 10:00';
  const today = now.slice(0, 10);

  it('accepts a complete form and builds the request in yuan with the time window', () => {
    const form = validForm(today);
    expect(checkNeedForm(form, now)).toEqual({});
    form.legs[0].window = '06:00-12:00';
    expect(toNeedRequest(form)).toEqual({
      adultNum: 1,
      childNum: 0,
      babyNum: 0,
      cabin: 'Y',
      expectBudget: 900,
      expectDeadline: '2026-11-28 18:00',
      tkNeedRanges: [{ depCity: 'BJS', arrCity: 'SHA', depDate: '2026-11-29', timeFrom: '06:00', timeTo: '12:00' }],
      voyageType: 1,
      onlyDirect: 0,
      linkman: '张三',
      linkTel: '13800000001',
    });
  });

  it('each adult carries at most two children and one infant', () => {
    const form = validForm(today);
    expect(checkNeedForm({ ...form, adultNum: 1, childNum: 2, babyNum: 1 }, now)).toEqual({});
    expect(checkNeedForm({ ...form, adultNum: 1, childNum: 3 }, now).passengers).toBe('v.passenger.tooManyChildren');
    expect(checkNeedForm({ ...form, adultNum: 2, childNum: 4, babyNum: 2 }, now)).toEqual({});
    expect(checkNeedForm({ ...form, adultNum: 1, babyNum: 2 }, now).passengers).toBe('v.passenger.tooManyInfants');
    expect(checkNeedForm({ ...form, adultNum: 0, childNum: 1 }, now).passengers).toBe('v.passenger.adultRequired');
    expect(checkNeedForm({ ...form, adultNum: 8, childNum: 2 }, now).passengers).toBe('v.passenger.tooMany');
  });

  it('names cities, dates, deadline, budget and contact problems', () => {
    const form = validForm(today);
    const errors = checkNeedForm(
      {
        ...form,
        legs: [{ ...form.legs[0], arrCity: BJS, depDate: '2026-11-21' }],
        budget: '12.345',
        deadlineDate: '2026-11-22',
        deadlineTime: '09:00',
        linkTel: '12345',
        linkman: ' ',
      },
      now,
    );
    expect(errors).toEqual({
      'leg0.city': 'afterSales.need.v.sameCity',
      'leg0.date': 'afterSales.need.v.pastDate',
      budget: 'afterSales.need.v.budget',
      deadline: 'afterSales.need.v.deadlinePast',
      linkman: 'afterSales.need.v.linkman',
      linkTel: 'v.mobile.format',
    });
    expect(checkNeedForm({ ...form, deadlineDate: '2026-11-30' }, now).deadline).toBe(
      'afterSales.need.v.deadlineAfterDep',
    );
    // An edited demand order comes back with its contact masked (SPEC §9); sent back as is, it means "unchanged".
    expect(checkNeedForm({ ...form, linkTel: '138****0001' }, now).linkTel).toBeUndefined();
    expect(checkNeedForm({ ...form, linkTel: '138**0001' }, now).linkTel).toBe('v.mobile.format');
  });
});

describe('/tk/tkNeed', () => {
  it('refuses three children for one adult before sending anything', async () => {
    const { container } = await show(<TkNeedPage />, {});
    for (let i = 0; i < 3; i += 1) await click(byTestId(container, 'need-children-inc'));
    expect(byTestId(container, 'need-children-value')?.textContent).toBe('3');
    await click(byTestId(container, 'need-submit'));
    expect(byTestId(container, 'need-passengers-error')?.textContent).toBe('每位成人最多携带2名儿童');
    expect(tkNeedOrderAdd).not.toHaveBeenCalled();
    // A second adult makes the mix valid (the error goes with the next change).
    await click(byTestId(container, 'need-adults-inc'));
    expect(byTestId(container, 'need-passengers-error')).toBeNull();
  });

  it('submits a new demand order once per visit: a retry after a lost answer keeps the key', async () => {
    tkNeedOrderAdd
      .mockImplementationOnce(() => Promise.reject(new ApiError('network', 0, '')))
      .mockReturnValue(ok({ needId: 'n1', needNo: 'N1' }));
    const { container } = await show(<TkNeedPage />, {});
    await fillCities(container);
    await type(byTestId(container, 'need-budget'), '900');
    await type(byTestId(container, 'need-linkTel'), '13800000001');
    await click(byTestId(container, 'need-submit'));
    await click(byTestId(container, 'need-submit'));
    await settle();
    expect(tkNeedOrderAdd).toHaveBeenCalledTimes(2);
    expect(tkNeedOrderAdd.mock.calls[1][1]).toBe(tkNeedOrderAdd.mock.calls[0][1]);
    expect(lastUrl()).toContain('packages/flight/pages/tkNeedDetail/index?needId=n1');
  });

  it('lists my demand orders on the second tab and opens one', async () => {
    const need = needItem('pending');
    api.flightNeedList.mockReturnValue(ok({ total: 1, pageNum: 1, count: 20 }, [need]));
    const { container, text } = await show(<TkNeedPage />, {});
    await click(byTestId(container, 'need-tab-mine'));
    await settle();
    expect(api.flightNeedList).toHaveBeenCalledWith({ pageNum: 1, count: 20 });
    expect(text()).toContain('北京 → 上海');
    expect(text()).toContain('待处理');
    await click(byTestId(container, 'need-n1'));
    expect(lastUrl()).toContain('packages/flight/pages/tkNeedDetail/index?needId=n1');
  });
});

function needItem(status: string): FlightNeedItem {
  const today = chinaNow(NOW).format('YYYY-MM-DD');
  return {
    ...toNeedRequest(validForm(today)),
    needId: 'n1',
    needNo: 'N20261122001',
    status,
    createdAt: '2026-11-22 10:00:00',
  };
}

describe('/tk/tkNeedDetail', () => {
  it('updates a pending demand order with the whole form', async () => {
    api.flightNeedDetail.mockReturnValue(ok(needItem('pending')));
    api.flightNeedUpdate.mockReturnValue(ok({}));
    const { container, text } = await show(<TkNeedDetailPage />, { needId: 'n1' });
    expect(text()).toContain('N20261122001');
    expect(text()).toContain('北京 → 上海');
    await click(byTestId(container, 'need-edit'));
    await type(byTestId(container, 'need-budget'), '1200');
    await click(byTestId(container, 'need-save'));
    await settle();
    expect(api.flightNeedUpdate).toHaveBeenCalledTimes(1);
    const body = api.flightNeedUpdate.mock.calls[0][0];
    expect(body.needId).toBe('n1');
    expect(body.expectBudget).toBe(1200);
    expect(body.tkNeedRanges[0]).toMatchObject({ depCity: 'BJS', arrCity: 'SHA' });
  });

  it('cancels a pending demand order; a processed one offers neither edit nor cancel', async () => {
    api.flightNeedDetail.mockReturnValueOnce(ok(needItem('pending'))).mockReturnValue(ok(needItem('cancelled')));
    api.flightNeedCancel.mockReturnValue(ok({}));
    const { container } = await show(<TkNeedDetailPage />, { needId: 'n1' });
    await click(byTestId(container, 'need-cancel'));
    await settle();
    expect(api.flightNeedCancel).toHaveBeenCalledWith({ needId: 'n1' }, expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(byTestId(container, 'need-cancel')).toBeNull();
    expect(byTestId(container, 'need-edit')).toBeNull();
  });
});

/** Picks Beijing → Shanghai with the city picker (its list comes from the mocked geo file). */
async function fillCities(container: Element) {
  await click(byTestId(container, 'leg0-dep'));
  await settle();
  await click(byTestId(container, 'city-hot-BJS'));
  await click(byTestId(container, 'leg0-arr'));
  await settle();
  await click(byTestId(container, 'city-hot-SHA'));
}
