/**
 * /tripAdd (SPEC §2, §3 trip application, §5 general rules): myself as the default traveller, the budget total zys
 * computed as it is typed, end date not before start, the attachment required on submit (not for a draft), nothing
 * lost on bad input, the vipCcsqd/add request and where submit leads; the leg screen's builder refusals (SPEC §4).
 */
jest.mock('../../../src/api/trip', () => ({
  vipCcsqdAdd: jest.fn(),
  vipCcsqdInfo: jest.fn(),
}));
jest.mock('../../../src/api/common', () => ({
  queryVipParameter: jest.fn(),
  costCenterFindList: jest.fn(),
  projectList: jest.fn(),
}));
jest.mock('../../../src/packages/trip/upload', () => ({
  pickAttachment: jest.fn(),
  uploadAttachment: jest.fn(),
  attachmentSrc: (url: string) => url,
  UploadRefused: class UploadRefused extends Error {},
}));

import { act } from 'react';
import * as tripApi from '../../../src/api/trip';
import * as commonApi from '../../../src/api/common';
import * as upload from '../../../src/packages/trip/upload';
import { PRODUCT, newLeg } from '../../../src/domain';
import TripAddPage from '../../../src/packages/trip/pages/tripAdd/index';
import TripRoutePage from '../../../src/packages/trip/pages/tripRoute/index';
import TripCarAddPage from '../../../src/packages/trip/pages/tripCarAdd/index';
import { byTestId, click, type } from '../support/render';
import { detail, input, lastUrl, ok, page, route, setUp, show, tearDown } from './fixtures';

const trip = tripApi as unknown as Record<string, jest.Mock>;
const common = commonApi as unknown as Record<string, jest.Mock>;
const files = upload as unknown as Record<string, jest.Mock>;

beforeEach(() => {
  setUp();
  common.queryVipParameter.mockReturnValue(ok({ costCenterRequired: false, projectRequired: false }));
  common.costCenterFindList.mockReturnValue(page([]));
  common.projectList.mockReturnValue(page([]));
});
afterEach(tearDown);

it('starts with myself as the traveller and shows the total budget zys as the budgets are typed', async () => {
  const { container } = await show(<TripAddPage />);
  expect(byTestId(container, 'trip-traveller-list')?.textContent).toContain('张三');
  expect(byTestId(container, 'trip-zys')?.textContent).toBe('¥0.00');
  await type(input(container, 'trip-jtysFen'), '1000');
  await type(input(container, 'trip-zsysFen'), '500.5');
  await type(input(container, 'trip-qtysFen'), '20');
  expect(byTestId(container, 'trip-zys')?.textContent).toBe('¥1,520.50');
  // A bad amount is kept as typed, flagged on save, and leaves the total at the last good value.
  await type(input(container, 'trip-qtysFen'), '12.345');
  expect(byTestId(container, 'trip-zys')?.textContent).toBe('¥1,520.50');
  await click(byTestId(container, 'trip-save-draft'));
  expect(byTestId(container, 'trip-qtysFen-error')?.textContent).toBe('请输入正确的金额（最多两位小数）');
  expect(input(container, 'trip-qtysFen').value).toBe('12.345');
  expect(trip.vipCcsqdAdd).not.toHaveBeenCalled();
});

it('a leg added through the trip builder raises its budget and the total', async () => {
  const { container, draft } = await show(<TripAddPage />);
  await type(input(container, 'trip-zsysFen'), '100');
  await act(async () => {
    draft.addLeg(
      'hotel',
      newLeg(PRODUCT.hotel, {
        departCityName: '上海',
        departDate: '2026-12-01',
        arriveDate: '2026-12-03',
        cxr: '锦江',
        fyysFen: 60000,
      }),
    );
  });
  expect(input(container, 'trip-zsysFen').value).toBe('700');
  expect(byTestId(container, 'trip-zys')?.textContent).toBe('¥700.00');
  expect(byTestId(container, 'trip-leg-hotel-0')?.textContent).toContain('上海');
  await click(byTestId(container, 'trip-clear-hotel'));
  expect(byTestId(container, 'trip-legs-empty')).not.toBeNull();
});

it('refuses an end date before the start date', async () => {
  const { container, draft } = await show(<TripAddPage />);
  await act(async () => draft.setForm({ dateBegin: '2026-12-05', dateEnd: '2026-12-01' }));
  await click(byTestId(container, 'trip-save-draft'));
  expect(byTestId(container, 'trip-dates-error')?.textContent).toBe('出差结束日期不能早于开始日期');
  expect(trip.vipCcsqdAdd).not.toHaveBeenCalled();
});

it('requires the attachment on submit, keeps what was typed, then submits and goes to send for approval', async () => {
  trip.vipCcsqdAdd.mockReturnValue(ok({ ccsqdId: 'q9', ccsqdNo: 'SQ9', status: 0, nextStep: 'approval' }));
  const { container, draft } = await show(<TripAddPage />);
  await type(input(container, 'trip-ccsy'), '客户拜访');
  await act(async () => draft.setForm({ mdd: '上海', mddCode: 'SHA', dateBegin: '2026-12-01', dateEnd: '2026-12-03' }));
  await type(input(container, 'trip-jtysFen'), '3000');
  await click(byTestId(container, 'trip-submit'));
  expect(byTestId(container, 'trip-attachment-error')?.textContent).toBe('提交审批时附件必填');
  expect(trip.vipCcsqdAdd).not.toHaveBeenCalled();
  expect(input(container, 'trip-ccsy').value).toBe('客户拜访');

  files.pickAttachment.mockResolvedValue({ kind: 'picked', file: { path: 'blob:1', name: 'ticket.png', size: 2048 } });
  files.uploadAttachment.mockResolvedValue('/obt/upload/0123.png');
  await click(byTestId(container, 'trip-attachment-pick'));
  expect(byTestId(container, 'trip-attachment')?.textContent).toContain('ticket.png');
  expect(byTestId(container, 'trip-attachment-error')).toBeNull();

  // A leg outside the travel dates is refused on submit.
  await act(async () => {
    draft.addLeg(
      'car',
      newLeg(PRODUCT.car, { departCityName: '上海', departDate: '2026-12-03', arriveDate: '2026-12-05', fyysFen: 100 }),
    );
  });
  await click(byTestId(container, 'trip-submit'));
  expect(byTestId(container, 'trip-routes-error')?.textContent).toBe('行程日期须在出差日期之内');
  expect(trip.vipCcsqdAdd).not.toHaveBeenCalled();
  await click(byTestId(container, 'trip-leg-remove-car-0'));

  await click(byTestId(container, 'trip-submit'));
  expect(trip.vipCcsqdAdd).toHaveBeenCalledWith({
    vipPerson: [{ empId: 'e1' }],
    ccsy: '客户拜访',
    mdd: '上海',
    dateBegin: '2026-12-01',
    dateEnd: '2026-12-03',
    jtys: 3000,
    zsys: 0,
    qtys: 0,
    url: '/obt/upload/0123.png',
    vipRoute: [],
    addMethod: 2,
  });
  expect(lastUrl()).toMatch(/approval\/(pages\/)?Send/);
  expect(lastUrl()).toContain('orderId=q9');
  expect(lastUrl()).toContain('orderType=11099');
  // A sent form starts afresh next time.
  expect(draft.owner).toBe('');
});

it('refuses an image of the wrong type or over 10 MB with the SPEC §5 message', async () => {
  files.pickAttachment.mockResolvedValue({ kind: 'invalid', code: 'image.size' });
  const { container } = await show(<TripAddPage />);
  await click(byTestId(container, 'trip-attachment-pick'));
  expect(byTestId(container, 'trip-attachment-error')?.textContent).toMatch(/10\s?MB/);
  expect(files.uploadAttachment).not.toHaveBeenCalled();
});

it('saves a draft without the attachment (addMethod 1)', async () => {
  trip.vipCcsqdAdd.mockReturnValue(ok({ ccsqdId: 'q8', ccsqdNo: 'SQ8', status: 0, nextStep: 'draft' }));
  const { container, draft } = await show(<TripAddPage />);
  await type(input(container, 'trip-ccsy'), '培训');
  await click(byTestId(container, 'trip-save-draft'));
  // Even a draft keeps its dates (the server stores none without).
  expect(byTestId(container, 'trip-dates-error')?.textContent).toBe('请选择出差日期');
  expect(trip.vipCcsqdAdd).not.toHaveBeenCalled();
  await act(async () => draft.setForm({ dateBegin: '2026-12-01', dateEnd: '2026-12-01' }));
  await click(byTestId(container, 'trip-save-draft'));
  expect(trip.vipCcsqdAdd).toHaveBeenCalledWith(expect.objectContaining({ ccsy: '培训', addMethod: 1 }));
  expect(trip.vipCcsqdAdd.mock.calls[0][0]).not.toHaveProperty('url');
});

it('loads a draft for editing, legs and budgets included', async () => {
  trip.vipCcsqdInfo.mockReturnValue(
    ok(detail({ status: 0, canEdit: true, url: '', vipRoute: [route({ cost: 1500 })], jtys: 1500, zsys: 0, qtys: 0 })),
  );
  const { container } = await show(<TripAddPage />, { ccsqdId: 'q1' });
  expect(trip.vipCcsqdInfo).toHaveBeenCalledWith({ ccsqdId: 'q1' });
  expect(input(container, 'trip-ccsy').value).toBe('客户拜访');
  expect(input(container, 'trip-jtysFen').value).toBe('1500');
  expect(byTestId(container, 'trip-leg-flight-0')?.textContent).toContain('北京 → 上海');
  expect(byTestId(container, 'trip-zys')?.textContent).toBe('¥1,500.00');
});

it('does not edit a request that was already sent', async () => {
  trip.vipCcsqdInfo.mockReturnValue(ok(detail({ status: 1, canEdit: false })));
  const { text } = await show(<TripAddPage />, { ccsqdId: 'q1' });
  expect(text()).toContain('不能再编辑');
});

describe('/tripRoute (SPEC §4 trip builder)', () => {
  it('a hotel leg needs a departure date, a city and a supplier; the reasons show by the fields', async () => {
    const { container, draft } = await show(<TripRoutePage />, { type: 'hotel' });
    // Without a request being written the screen points to /tripAdd.
    expect(byTestId(container, 'trip-route-save')).toBeNull();
    await act(async () => draft.begin('e1|add:new', 'add', '', { form: draft.form, builder: draft.builder }));
    await click(byTestId(container, 'trip-route-save'));
    expect(byTestId(container, 'leg-hotel-from-error')?.textContent).toBe('请选择城市');
    expect(byTestId(container, 'leg-hotel-dates-error')?.textContent).toBe('请选择开始日期');
    expect(byTestId(container, 'leg-hotel-supplier-error')?.textContent).toBe('请填写供应商');
    expect(draft.builder.hotel).toHaveLength(0);
  });

  it('a car leg needs a cost', async () => {
    const { container, draft } = await show(<TripRoutePage />, { type: 'car' });
    await act(async () => draft.begin('e1|add:new', 'add', '', { form: draft.form, builder: draft.builder }));
    await click(byTestId(container, 'trip-route-save'));
    expect(byTestId(container, 'leg-car-cost-error')?.textContent).toBe('请输入用车费用');
  });
});

describe('/tripCarAdd (SPEC §4 car legs from the application route list)', () => {
  it('appends a car for each chosen route with the shared cost; the transport budget rises by it', async () => {
    const { container, draft } = await show(<TripCarAddPage />);
    expect(byTestId(container, 'trip-car-save')).toBeNull();
    await act(async () => {
      draft.begin('e1|add:new', 'add', '', { form: draft.form, builder: draft.builder });
      draft.addLeg(
        'flight',
        newLeg(PRODUCT.flight, {
          departCity: 'PEK',
          departCityName: '北京',
          arriveCity: 'SHA',
          arriveCityName: '上海',
          departDate: '2026-12-01',
          fyysFen: 150000,
        }),
      );
      draft.addLeg(
        'hotel',
        newLeg(PRODUCT.hotel, {
          departCityName: '上海',
          departDate: '2026-12-01',
          arriveDate: '2026-12-03',
          cxr: '锦江',
        }),
      );
    });
    await click(byTestId(container, 'trip-car-from-save'));
    expect(byTestId(container, 'trip-car-shared-error')?.textContent).toBe('请至少选择一段行程');
    await click(byTestId(container, 'trip-car-source-flight-0'));
    await click(byTestId(container, 'trip-car-source-hotel-0'));
    await type(input(container, 'trip-car-shared'), '300');
    await click(byTestId(container, 'trip-car-from-save'));
    expect(draft.builder.car.map((l) => [l.departCityName, l.departDate, l.arriveDate, l.fyysFen])).toEqual([
      ['上海', '2026-12-01', '2026-12-01', 30000],
      ['上海', '2026-12-01', '2026-12-03', 30000],
    ]);
    expect(draft.builder.params.jtysFen).toBe(180000);
    expect(draft.form.budgetText.jtysFen).toBe('1800');
  });
});
