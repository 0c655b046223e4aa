import { CityPicker, type PickedPlace } from '../../../src/components/CityPicker';
import { Calendar } from '../../../src/components/Calendar';
import type { Place } from '../../../src/components/CityPicker/search';
import { StoreProvider } from '../../../src/stores';
import { click, render, type } from '../support/render';
import { makeStore } from '../support/stores';
import { resetTaro } from '../support/taro';
import { $, all, geoPlace as place } from './harness';

beforeEach(() => resetTaro());
// jsdom has no layout: the sheets scroll the chosen month or letter into view.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});

const PLACES: Place[] = [
  place({ code: 'BJS', name: '北京', altName: 'Beijing', pinyin: 'beijing', jianpin: 'bj', initial: 'B', hot: 1 }),
  place({
    code: 'PEK',
    kind: 'airport',
    name: '北京首都国际机场',
    cityCode: 'BJS',
    cityName: '北京',
    altName: 'Beijing Capital',
    pinyin: 'beijing',
    jianpin: 'bj',
    initial: 'B',
  }),
  place({ code: 'SHA', name: '上海', altName: 'Shanghai', pinyin: 'shanghai', jianpin: 'sh', initial: 'S', hot: 1 }),
  place({ code: 'SIA', name: '西安', altName: "Xi'an", pinyin: 'xian', jianpin: 'xa', initial: 'X' }),
];

describe('CityPicker', () => {
  async function open(onSelect: (p: PickedPlace) => void, onClose: () => void = () => undefined) {
    const { store } = makeStore();
    return render(
      <StoreProvider store={store}>
        <CityPicker
          open
          title="选择出发城市"
          places={PLACES}
          history={[{ code: 'SIA', name: '西安', cityCode: 'SIA' }]}
          current="BJS"
          onSelect={onSelect}
          onClose={onClose}
        />
      </StoreProvider>,
    );
  }

  it('is a labelled dialog with history, hot cities and an A–Z index', async () => {
    const { container } = await open(() => undefined);
    const dialog = $(container, 'city-picker');
    expect(dialog?.getAttribute('role')).toBe('dialog');
    expect(dialog?.getAttribute('aria-label')).toBe('选择出发城市');
    expect($(container, 'city-h-SIA')?.textContent).toBe('西安');
    expect($(container, 'city-hot-BJS')?.getAttribute('aria-pressed')).toBe('true');
    expect(all(container, '[aria-label^="跳到字母"]').map((b) => b.textContent)).toEqual(['B', 'S', 'X']);
    expect($(container, 'city-close')?.getAttribute('aria-label')).toBe('关闭');
  });

  it('finds places by Chinese name, English name, pinyin initials and code', async () => {
    const picked: PickedPlace[] = [];
    let closed = 0;
    const { container } = await open(
      (p) => void picked.push(p),
      () => void (closed += 1),
    );
    const search = $(container, 'city-search')?.querySelector('input') ?? $(container, 'city-search');
    const results = () => all(container, '[data-testid^="result-"]').map((r) => r.getAttribute('data-testid'));
    await type(search, '西');
    expect(results()).toEqual(['result-SIA']);
    await type(search, "xi'an");
    expect(results()).toEqual(['result-SIA']);
    await type(search, 'Shang');
    expect(results()).toEqual(['result-SHA']);
    await type(search, 'bj');
    expect(results()).toEqual(['result-BJS', 'result-ap-PEK']);
    await type(search, 'pek');
    expect(results()).toEqual(['result-ap-PEK']);
    await type(search, 'zzz');
    expect(container.textContent).toContain('没有找到匹配的城市或机场');
    await type(search, 'pek');
    await click($(container, 'result-ap-PEK'));
    expect(picked).toEqual([
      { code: 'PEK', name: '北京首都国际机场', cityCode: 'BJS', kind: 'airport', altName: 'Beijing Capital' },
    ]);
    expect(closed).toBe(1);
  });
});

describe('Calendar', () => {
  async function open(props: Partial<Parameters<typeof Calendar>[0]> = {}) {
    const { store } = makeStore();
    const confirmed: [string, string][] = [];
    const view = await render(
      <StoreProvider store={store}>
        <Calendar
          open
          title="选择日期"
          mode="single"
          start="2026-11-23"
          min="2026-11-22"
          max="2027-11-22"
          prices={{ '2026-11-23': 680, '2026-11-24': 520 }}
          onConfirm={(s, e) => confirmed.push([s, e])}
          onClose={() => undefined}
          {...props}
        />
      </StoreProvider>,
    );
    return { ...view, confirmed };
  }

  it('shows 13 months from today, past days disabled, named day cells with prices', async () => {
    const { container } = await open();
    expect(all(container, '.obt-cal__month')).toHaveLength(13);
    expect($(container, 'day-2026-11-21')?.getAttribute('aria-disabled')).toBe('true');
    expect($(container, 'day-2027-11-23')?.getAttribute('aria-disabled')).toBe('true');
    expect($(container, 'day-2026-11-24')?.getAttribute('aria-label')).toBe('2026年11月24日 周二, 最低¥520');
    expect($(container, 'day-2026-11-24')?.textContent).toBe('24¥520');
    expect($(container, 'day-2026-11-23')?.getAttribute('aria-pressed')).toBe('true');
  });

  it('single mode confirms the tapped day; disabled days do nothing', async () => {
    const { container, confirmed } = await open();
    await click($(container, 'day-2026-11-20'));
    expect(confirmed).toEqual([]);
    await click($(container, 'day-2026-12-01'));
    expect(confirmed).toEqual([['2026-12-01', '']]);
  });

  it('range mode: a return before the departure starts over, the second tap ends the range', async () => {
    const { container, confirmed } = await open({
      mode: 'range',
      start: '2026-11-23',
      end: '2026-11-25',
      startLabel: '去程',
      endLabel: '返程',
    });
    expect($(container, 'day-2026-11-25')?.textContent).toContain('返程');
    await click($(container, 'day-2026-11-28'));
    expect(container.textContent).toContain('请选择返程日期');
    await click($(container, 'day-2026-11-26'));
    expect(confirmed).toEqual([]);
    await click($(container, 'day-2026-11-30'));
    expect(confirmed).toEqual([['2026-11-26', '2026-11-30']]);
  });
});
