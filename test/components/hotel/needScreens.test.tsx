/**
 * Hotel need (inquiry) screens of both versions (SPEC §2 htInquiry, htInquiryDetail/:id, htRemark; §5 hotel rooms
 * and guests, remarks ≤ 200; §7 need orders): the form's checks and the saved request with one idempotency key,
 * my inquiries, the detail's conversation with a quoted hotel opening the version's hotel detail and its polling
 * while the agency works, and the remark. The API is faked through the need store's ports.
 */
jest.mock('../../../src/components/CityPicker/geo', () => ({ loadPlaces: jest.fn() }));

import { act, type ReactElement } from 'react';
import type {
  HotelNeedItem,
  HotelNeedNote,
  HotelNeedNotesData,
  HotelNeedSaveRequest,
} from '../../../src/api/contract/hotelNeed';
import { ApiError } from '../../../src/api/transport';
import { loadPlaces } from '../../../src/components/CityPicker/geo';
import { addCalendarDays, chinaToday } from '../../../src/domain/time';
import { setClock } from '../../../src/hosts/clock';
import { HotelStores, HotelStoresContext } from '../../../src/packages/hotel/store';
import { HotelNeedStore, type HotelNeedApi } from '../../../src/packages/hotel/need/needStore';
import HtInquiryV1 from '../../../src/packages/hotel/pages/htInquiry/index';
import HtInquiryDetailV1 from '../../../src/packages/hotel/pages/htInquiryDetail/index';
import HtInquiryV2 from '../../../src/packages/hotelV2/pages/htInquiry/index';
import HtInquiryDetailV2 from '../../../src/packages/hotelV2/pages/htInquiryDetail/index';
import HtRemarkV2 from '../../../src/packages/hotelV2/pages/htRemark/index';
import { setGuardContext } from '../../../src/router';
import { StoreProvider } from '../../../src/stores';
import { byTestId, click, render, settle, type } from '../support/render';
import { makeStore } from '../support/stores';
import { recorded, resetTaro } from '../support/taro';
import { pressKey } from '../support/keyboard';

/** 2026-11-22 10:00 China time; the dates below are counted from it. */
const NOW = Date.UTC(2026, 10, 22, 2);
const TODAY = chinaToday(NOW);
const day = (n: number) => addCalendarDays(TODAY, n);

const ok = <D, L = unknown>(data: D, list?: L[]) => Promise.resolve({ code: 1, data, list });

function needItem(over: Partial<HotelNeedItem> = {}): HotelNeedItem {
  return {
    needId: 'n1',
    needNo: 'HX2611221000001',
    status: 'processing',
    cityId: 'SHA',
    cityName: '上海',
    checkIn: day(7),
    checkOut: day(9),
    nights: 2,
    rooms: 1,
    guestNames: ['张三'],
    budget: 800,
    stars: [4],
    area: '陆家嘴',
    requirements: '安静',
    linkman: '张三',
    linkTel: '138****0001',
    createdAt: `${TODAY} 10:00`,
    updatedAt: `${TODAY} 10:00`,
    ...over,
  };
}

const QUOTE = {
  hotelId: 'HSHA0007',
  hotelName: '浦江酒店',
  hotelNameEn: 'Pujiang Hotel',
  star: 4 as const,
  price: 688,
  checkIn: day(7),
  checkOut: day(9),
};

const note = (noteId: string, author: 'user' | 'agency', content: string, over: Partial<HotelNeedNote> = {}) => ({
  noteId,
  author,
  authorName: author === 'agency' ? '差旅顾问' : '张三',
  content,
  createdAt: `${TODAY} 10:0${noteId.slice(-1)}`,
  ...over,
});

function fakeApi(): jest.Mocked<HotelNeedApi> {
  return {
    saveNeedOrder: jest.fn(),
    hotelNeedOrderList: jest.fn(),
    getHtNeedOrderDetail: jest.fn(),
    findHtNeedNote: jest.fn(),
    savehtNeedNote: jest.fn(),
  } as unknown as jest.Mocked<HotelNeedApi>;
}

let api: jest.Mocked<HotelNeedApi>;
let restoreClock: () => void = () => undefined;

async function show(page: ReactElement, params: Record<string, string> = {}) {
  recorded.routerParams = params;
  const { store } = makeStore();
  await store.session.adoptToken('c'.repeat(32));
  const need = new HotelNeedStore({ api, now: () => NOW, newKey: () => 'key-1' });
  const view = await render(
    <StoreProvider store={store}>
      <HotelStoresContext.Provider value={new HotelStores({ need })}>{page}</HotelStoresContext.Provider>
    </StoreProvider>,
  );
  await settle();
  return view;
}

const lastUrl = () => decodeURIComponent(recorded.navigations.at(-1)?.url ?? '');
const input = (c: Element, id: string) => c.querySelector(`#${id}`);

beforeEach(() => {
  restoreClock = setClock(() => NOW);
  resetTaro();
  jest.resetAllMocks();
  api = fakeApi();
  setGuardContext({ isLoggedIn: () => true, visitorMode: () => false });
  (loadPlaces as jest.Mock).mockResolvedValue([
    {
      code: 'SHA',
      kind: 'city',
      name: '上海',
      cityCode: 'SHA',
      cityName: '上海',
      pinyin: 'shanghai',
      jianpin: 'sh',
      initial: 'S',
      countryName: '中国',
      hot: 1,
      altName: 'Shanghai',
    },
  ]);
});

afterEach(() => {
  restoreClock();
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('the inquiry form', () => {
  it('names what is missing and sends nothing', async () => {
    const { container } = await show(<HtInquiryV2 />);
    expect((input(container, 'need-guest-0') as HTMLInputElement).value).toBe('张三');
    // Keyboard (issue 15): Enter on the submit button checks the form as a tap does.
    await pressKey(byTestId(container, 'need-submit'));
    expect(byTestId(container, 'need-city-error')?.textContent).toBe('请选择入住城市');
    expect(byTestId(container, 'need-linkTel-error')?.textContent).toBe('请填写正确的手机号');
    expect(byTestId(container, 'need-dates-error')).toBeNull();
    expect(api.saveNeedOrder).not.toHaveBeenCalled();
  });

  it('asks a guest for every room and at most 10 guests (SPEC §5)', async () => {
    const { container } = await show(<HtInquiryV2 />);
    await click(byTestId(container, 'need-rooms-inc'));
    expect(byTestId(container, 'need-rooms')?.textContent).toBe('2');
    await click(byTestId(container, 'need-submit'));
    expect(byTestId(container, 'need-guests-error')?.textContent).toBe('每间房至少需要一位入住人');
    for (let i = 0; i < 9; i += 1) await click(byTestId(container, 'need-guest-add'));
    expect(byTestId(container, 'need-guest-add')).toBeNull();
    await click(byTestId(container, 'need-guest-3-remove'));
    expect(container.querySelectorAll('[id^="need-guest-"][id$="-label"]')).toHaveLength(9);
  });

  it('counts the requirements and refuses more than 200 characters', async () => {
    const { container } = await show(<HtInquiryV2 />);
    await type(input(container, 'need-requirements'), '要'.repeat(201));
    expect(byTestId(container, 'need-requirements-count')?.textContent).toBe('201/200');
    await click(byTestId(container, 'need-submit'));
    expect(byTestId(container, 'need-requirements-error')?.textContent).toBe('其他要求最多200个字');
  });

  it('saves a complete inquiry under one key and opens its detail of the version', async () => {
    api.saveNeedOrder.mockReturnValueOnce(ok({ needId: 'n9', needNo: 'HX1' }));
    const { container } = await show(<HtInquiryV1 />);
    await click(byTestId(container, 'need-city'));
    await settle();
    const sha = Array.from(container.querySelectorAll('[role="button"]')).find(
      (el) => el.textContent?.trim() === '上海',
    );
    await click(sha ?? null);
    await type(input(container, 'need-budget'), '650.5');
    await click(byTestId(container, 'need-star-5'));
    await type(input(container, 'need-area'), ' 陆家嘴 ');
    await type(input(container, 'need-linkTel'), '13800000001');
    await click(byTestId(container, 'need-submit'));
    expect(api.saveNeedOrder).toHaveBeenCalledTimes(1);
    const [body, key] = api.saveNeedOrder.mock.calls[0] as [HotelNeedSaveRequest, string];
    expect(key).toBe('key-1');
    expect(body).toEqual({
      cityId: 'SHA',
      checkIn: TODAY,
      checkOut: day(1),
      rooms: 1,
      guestNames: ['张三'],
      budget: 650.5,
      stars: [5],
      area: '陆家嘴',
      requirements: '',
      linkman: '张三',
      linkTel: '13800000001',
    });
    expect(recorded.navigations.at(-1)?.kind).toBe('redirectTo');
    expect(lastUrl()).toContain('/packages/hotel/pages/htInquiryDetail/index');
    expect(lastUrl()).toContain('n9');
  });

  it("starts from a search's city and stay given in the query", async () => {
    const { container } = await show(<HtInquiryV2 />, {
      cityId: 'SHA',
      cityName: '上海',
      checkIn: day(3),
      checkOut: day(5),
    });
    expect(byTestId(container, 'need-city')?.textContent).toContain('上海');
    expect(byTestId(container, 'need-dates')?.textContent).toContain(`${day(3)} 至 ${day(5)}，共2晚`);
  });

  it('lists my inquiries with their status and opens one', async () => {
    api.hotelNeedOrderList.mockReturnValue(
      ok({ total: 1, pageNum: 1, count: 20 }, [needItem({ status: 'quoted', quote: QUOTE })]),
    );
    const { container } = await show(<HtInquiryV2 />);
    await click(byTestId(container, 'tab-mine'));
    await settle();
    const row = byTestId(container, 'need-row-n1');
    expect(row?.textContent).toContain('已报价');
    expect(row?.textContent).toContain('浦江酒店');
    await click(row);
    expect(lastUrl()).toContain('/packages/hotelV2/pages/htInquiryDetail/index');
  });
});

describe('the inquiry detail', () => {
  const thread = (over: Partial<HotelNeedNotesData> = {}): HotelNeedNotesData => ({
    needId: 'n1',
    status: 'quoted',
    notes: [
      note('a1', 'agency', '已受理'),
      note('u2', 'user', '最好靠近地铁'),
      note('a3', 'agency', '为您推荐浦江酒店', { quote: QUOTE }),
    ],
    ...over,
  });

  it('shows the conversation oldest first; a quoted hotel opens /htV2/htRoomList for the stay', async () => {
    api.getHtNeedOrderDetail.mockReturnValue(ok(needItem({ status: 'quoted', quote: QUOTE })));
    api.findHtNeedNote.mockReturnValue(ok(thread()));
    const { container } = await show(<HtInquiryDetailV2 />, { id: 'n1' });
    expect(byTestId(container, 'need-status')?.getAttribute('data-status')).toBe('quoted');
    const authors = Array.from(container.querySelectorAll('[data-author]')).map((n) => n.getAttribute('data-author'));
    expect(authors).toEqual(['agency', 'user', 'agency']);
    expect(byTestId(container, 'need-note-u2')?.textContent).toContain('最好靠近地铁');
    expect(byTestId(container, 'need-line-budget')?.textContent).toContain('¥800以内');
    await click(byTestId(container, 'need-quote-open-HSHA0007'));
    const url = lastUrl();
    // The version's hotel detail (or the not-found page naming it while that page is not in the build).
    expect(url).toMatch(/(\/packages\/hotelV2\/pages\/htRoomList\/index|from=\/htV2\/htRoomList)\?hotelId=HSHA0007/);
    expect(url).toContain(`checkIn=${day(7)}`);
    expect(url).toContain(`checkOut=${day(9)}`);
    await click(byTestId(container, 'need-add-remark'));
    expect(lastUrl()).toContain('/packages/hotelV2/pages/htRemark/index');
    expect(lastUrl()).toContain('id=n1');
  });

  it('opens the quoted hotel in version 1 at /ht/htDetails; a closed need takes no remark', async () => {
    api.getHtNeedOrderDetail.mockReturnValue(ok(needItem({ status: 'closed' })));
    api.findHtNeedNote.mockReturnValue(ok(thread({ status: 'closed' })));
    const { container } = await show(<HtInquiryDetailV1 />, { id: 'n1' });
    expect(byTestId(container, 'need-status')?.getAttribute('data-status')).toBe('closed');
    expect(byTestId(container, 'need-add-remark')).toBeNull();
    await click(byTestId(container, 'need-quote-open-HSHA0007'));
    expect(lastUrl()).toMatch(/(\/packages\/hotel\/pages\/htDetails\/index|from=\/ht\/htDetails)\?hotelId=HSHA0007/);
  });

  it('reads the thread again quietly while the agency works, until it answers', async () => {
    jest.useFakeTimers();
    api.getHtNeedOrderDetail.mockReturnValue(ok(needItem({ status: 'processing' })));
    let answered = false;
    api.findHtNeedNote.mockImplementation(() =>
      ok(answered ? thread() : thread({ status: 'processing', notes: [note('a1', 'agency', '已受理')] })),
    );
    const { container } = await show(<HtInquiryDetailV2 />, { id: 'n1' });
    expect(byTestId(container, 'need-status')?.getAttribute('data-status')).toBe('processing');
    expect(container.querySelectorAll('[data-author]')).toHaveLength(1);
    answered = true;
    // One poll interval (or two, when the first read of the poll was already under way).
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10_000);
    });
    await settle();
    expect(byTestId(container, 'need-status')?.getAttribute('data-status')).toBe('quoted');
    expect(container.querySelectorAll('[data-author]')).toHaveLength(3);
    expect(api.findHtNeedNote).toHaveBeenLastCalledWith({ needId: 'n1' }, true);
    const calls = api.findHtNeedNote.mock.calls.length;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(20_000);
    });
    expect(api.findHtNeedNote.mock.calls.length).toBe(calls);
  });

  it("says so when the need is not the caller's", async () => {
    api.getHtNeedOrderDetail.mockRejectedValue(new ApiError('code', 404, '未找到'));
    api.findHtNeedNote.mockRejectedValue(new ApiError('code', 404, '未找到'));
    const { container } = await show(<HtInquiryDetailV2 />, { id: 'other' });
    expect(container.textContent).toContain('没有找到该需求单');
  });
});

describe('the remark', () => {
  it('refuses an empty or too long remark, then sends one and shows the detail', async () => {
    api.savehtNeedNote.mockReturnValue(ok(thread0()));
    const { container } = await show(<HtRemarkV2 />, { id: 'n1' });
    await click(byTestId(container, 'need-remark-submit'));
    expect(byTestId(container, 'need-remark-input-error')?.textContent).toBe('请填写备注内容');
    await type(input(container, 'need-remark-input'), '字'.repeat(201));
    expect(byTestId(container, 'need-remark-count')?.textContent).toBe('201/200');
    await click(byTestId(container, 'need-remark-submit'));
    expect(byTestId(container, 'need-remark-input-error')?.textContent).toBe('备注最多200个字');
    expect(api.savehtNeedNote).not.toHaveBeenCalled();
    await type(input(container, 'need-remark-input'), ' 请安排高楼层 ');
    await click(byTestId(container, 'need-remark-submit'));
    expect(api.savehtNeedNote).toHaveBeenCalledWith({ needId: 'n1', content: '请安排高楼层' }, expect.any(String));
    expect(recorded.toasts.at(-1)?.title).toBe('备注已提交');
    // Opened directly (no detail below): the detail replaces the remark screen.
    expect(recorded.navigations.at(-1)?.kind).toBe('redirectTo');
    expect(lastUrl()).toContain('/packages/hotelV2/pages/htInquiryDetail/index');
  });

  it('sent again after a lost answer, the remark goes with the same key (written once); a new text gets a new one', async () => {
    api.savehtNeedNote.mockRejectedValueOnce(new ApiError('network', 0, '')).mockReturnValue(ok(thread0()));
    const { container } = await show(<HtRemarkV2 />, { id: 'n1' });
    await type(input(container, 'need-remark-input'), '请安排高楼层');
    await click(byTestId(container, 'need-remark-submit'));
    expect(recorded.toasts.at(-1)?.title).toBe('加载失败');
    await click(byTestId(container, 'need-remark-submit'));
    const [first, second] = api.savehtNeedNote.mock.calls;
    expect(first?.[1]).toEqual(expect.any(String));
    expect(second?.[1]).toBe(first?.[1]);
    expect(recorded.toasts.at(-1)?.title).toBe('备注已提交');
  });

  function thread0(): HotelNeedNotesData {
    return { needId: 'n1', status: 'processing', notes: [] };
  }
});
