/**
 * The H5 place picker (chooseLocation on the web): places near the starting point before typing, type-ahead
 * results from /obt/maps/suggestion, a labelled search field, picking resolves with the place, Escape cancels.
 */
const mockSuggestion = jest.fn();
const mockReverse = jest.fn();
jest.mock('../../../src/api/maps', () => ({
  mapsSuggestion: (b: unknown) => mockSuggestion(b),
  mapsReverseGeocode: (b: unknown) => mockReverse(b),
}));

import { act } from 'react';
import { translate } from '../../../src/i18n';
import '../../../src/i18n/parts/map';
import { PlacePickerSheet } from '../../../src/components/map/PlacePicker/PlacePickerSheet';
import { click, render, settle, type } from '../support/render';

const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
  translate('zh-CN', key, values);
const place = (id: string, name: string, lat: number, lng: number) => ({
  id,
  name,
  kind: 'landmark',
  address: `上海市${name}`,
  cityCode: 'SHA',
  cityName: '上海',
  lat,
  lng,
});

async function flush() {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 5));
  });
  await settle();
}

beforeEach(() => {
  mockSuggestion.mockReset();
  mockReverse.mockReset();
});

it('lists nearby places, searches as the user types and resolves with the picked place', async () => {
  mockReverse.mockResolvedValue({ code: 1, list: [place('landmark:SHA0', '外滩', 31.2381, 121.4951)] });
  mockSuggestion.mockResolvedValue({ code: 1, list: [place('landmark:SHA1', '陆家嘴', 31.2378, 121.5066)] });
  const onPick = jest.fn();
  const onCancel = jest.fn();
  const view = await render(
    <PlacePickerSheet center={{ lat: 31.24, lng: 121.49 }} t={t} onPick={onPick} onCancel={onCancel} debounceMs={0} />,
  );
  await flush();
  expect(mockReverse).toHaveBeenCalledWith({ lat: 31.24, lng: 121.49, poiCount: 10 });
  expect(view.text()).toContain('附近地点');
  expect(view.container.querySelector('[data-place-id="landmark:SHA0"]')?.textContent).toContain('外滩');
  const input = view.container.querySelector('#obt-picker-search');
  expect(view.container.querySelector('label[for="obt-picker-search"]')?.textContent).toBe('搜索地点');
  expect(view.container.querySelector('[role=dialog]')?.getAttribute('aria-labelledby')).toBe('obt-picker-title');

  await type(input, '陆家');
  await flush();
  expect(mockSuggestion).toHaveBeenLastCalledWith({ keyword: '陆家', location: { lat: 31.24, lng: 121.49 } });
  await click(view.container.querySelector('[data-place-id="landmark:SHA1"]'));
  expect(onPick).toHaveBeenCalledWith({ name: '陆家嘴', address: '上海市陆家嘴', lat: 31.2378, lng: 121.5066 });
  expect(onCancel).not.toHaveBeenCalled();
  await view.unmount();
});

it('says when nothing matches and cancels by Escape and by the close button', async () => {
  mockSuggestion.mockResolvedValue({ code: 1, list: [] });
  const onCancel = jest.fn();
  const view = await render(<PlacePickerSheet t={t} onPick={jest.fn()} onCancel={onCancel} debounceMs={0} />);
  await type(view.container.querySelector('#obt-picker-search'), 'zzz');
  await flush();
  expect(view.text()).toContain('没有找到相关地点');
  await act(async () => {
    view.container
      .querySelector('#obt-picker-search')
      ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  });
  expect(onCancel).toHaveBeenCalledTimes(1);
  await click(view.container.querySelector('button[aria-label="关闭"]'));
  expect(onCancel).toHaveBeenCalledTimes(2);
  await view.unmount();
});
