/**
 * /tk/tkQuery opened from another product (the train list suggests flying): `depCityName`, `arrCityName` and
 * `depDate` fill in the form, the names looked up among the flight geo file's cities; unknown names are ignored.
 */
jest.mock('../../../src/components/CityPicker/geo', () => ({ loadPlaces: jest.fn() }));

import TkQueryPage from '../../../src/packages/flight/pages/tkQuery/index';
import { loadPlaces } from '../../../src/components/CityPicker/geo';
import type { Place } from '../../../src/components/CityPicker/search';
import { addDays } from '../../../src/packages/flight/query';
import { click } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import { $, TODAY, fakeServer, geoPlace as place, idle, memoryStorage, newFlightStore, setup } from './harness';

/** The flight geo file in Chinese, with the English names joined (what loadPlaces hands back). */
const PLACES: Place[] = [
  place({ code: 'BJS', name: '北京', altName: 'Beijing' }),
  place({ code: 'PEK', kind: 'airport', name: '北京首都国际机场', altName: 'Beijing Capital', cityCode: 'BJS' }),
  place({ code: 'SHA', name: '上海', altName: 'Shanghai' }),
  place({ code: 'SIA', name: '西安', altName: "Xi'an" }),
  place({ code: 'CTU', name: '成都', altName: 'Chengdu' }),
];

beforeEach(() => {
  resetTaro();
  (loadPlaces as jest.Mock).mockReset();
  (loadPlaces as jest.Mock).mockResolvedValue(PLACES);
});

async function open(params: Record<string, string>, storage = memoryStorage()) {
  recorded.routerParams = params;
  const { api } = fakeServer();
  const store = newFlightStore(api, storage);
  const env = await setup(store);
  const view = await env.mount(<TkQueryPage />);
  await idle();
  return { store, ...view };
}

const label = (c: Element, id: string) => $(c, id)?.getAttribute('aria-label');

describe('/tk/tkQuery linked from the train list', () => {
  it('fills in both cities and the day as a one-way search, and searches it', async () => {
    const day = addDays(TODAY, 10);
    const { container, store } = await open({ depCityName: '西安', arrCityName: '成都', depDate: day });
    expect(loadPlaces).toHaveBeenCalledWith(10901, 'zh-CN');
    expect(label(container, 'city-dep')).toBe('出发城市：西安');
    expect(label(container, 'city-arr')).toBe('到达城市：成都');
    expect(store.query).toMatchObject({ tripType: 1, depDate: day });
    expect(store.query.depCity).toMatchObject({ code: 'SIA', cityCode: 'SIA', names: { 'en-US': "Xi'an" } });
    expect($(container, 'ret-date')).toBeNull();

    await click($(container, 'search'));
    expect($(container, 'query-error')).toBeNull();
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toContain('tkList');
  });

  it('reads names in either language, but a city only (not an airport)', async () => {
    const { store } = await open({ depCityName: 'chengdu', arrCityName: '北京首都国际机场' });
    expect(store.query.depCity?.code).toBe('CTU');
    // Not a city of the file: the remembered (default) arrival stays.
    expect(store.query.arrCity?.code).toBe('SHA');
  });

  it('ignores unknown names and a date that is not on sale, keeping the remembered form', async () => {
    const storage = memoryStorage();
    const keptDay = addDays(TODAY, 3);
    const SIA = { code: 'SIA', name: '西安', cityCode: 'SIA' };
    const CTU = { code: 'CTU', name: '成都', cityCode: 'CTU' };
    storage.set('obt.history', {
      flight: { query: { tripType: 2, depCity: SIA, arrCity: CTU, depDate: keptDay, retDate: addDays(keptDay, 2) } },
    });
    const { container, store } = await open(
      { depCityName: '北京南', arrCityName: 'Atlantis', depDate: addDays(TODAY, -1) },
      storage,
    );
    expect(loadPlaces).toHaveBeenCalled();
    expect(store.query).toMatchObject({ tripType: 2, depCity: SIA, arrCity: CTU, depDate: keptDay });
    expect(label(container, 'city-dep')).toBe('出发城市：西安');
  });

  it('a link with a date only does not load the city file', async () => {
    const day = addDays(TODAY, 5);
    const { store } = await open({ depDate: day });
    expect(store.query.depDate).toBe(day);
    expect(loadPlaces).not.toHaveBeenCalled();
  });

  it('without a link, nothing is looked up', async () => {
    const { store } = await open({});
    expect(loadPlaces).not.toHaveBeenCalled();
    expect(store.query.depCity?.code).toBe('BJS');
  });
});
