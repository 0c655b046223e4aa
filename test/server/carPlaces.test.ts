/**
 * Places of a car query (SPEC §8 "destination or airport or station not found"; issue 14 transfers): a place must lie
 * in a served city; an airport or station end resolves by its code or, for a place marked as one, the nearest hub
 * within 3 km — to the gazetteer's position, in the caller's language.
 */
import type { CarPlace } from '../../src/api/contract/car';
import { airportPlace, resolveHub, resolvePlace } from '../../server/src/modules/car/places';

const base = (p: Partial<CarPlace>): CarPlace => ({
  name: '',
  address: '',
  cityCode: '',
  cityName: '',
  lat: 0,
  lng: 0,
  ...p,
});

describe('car places', () => {
  it('fills the served city of a place and refuses one outside every city', () => {
    const p = resolvePlace(base({ name: '国贸', lat: 39.9087, lng: 116.4605, cityCode: 'XXX' }), 'zh');
    expect(p).toMatchObject({ name: '国贸', cityCode: 'BJS', cityName: '北京' });
    expect(resolvePlace(base({ name: 'x', lat: 39.9087, lng: 116.4605 }), 'en')?.cityName).toBe('Beijing');
    expect(resolvePlace(base({ name: '布达拉宫', lat: 29.6578, lng: 91.1169 }), 'zh')).toBeNull();
  });

  it('resolves an airport by its code to its known position, keeping the user name and terminal', () => {
    const pek = resolveHub(
      base({ name: '首都机场T3', code: 'pek', terminal: 'T3', lat: 40.05, lng: 116.61 }),
      'airport',
      'zh',
    );
    expect(pek).toMatchObject({ name: '首都机场T3', code: 'PEK', kind: 'airport', cityCode: 'BJS', terminal: 'T3' });
    expect(pek?.lat).toBeCloseTo(40.08, 1);
    expect(resolveHub(base({ name: 'x', code: 'XXX', lat: 40.05, lng: 116.61 }), 'airport', 'zh')).toBeNull();
    // A code far from the place given is not that airport.
    expect(resolveHub(base({ name: 'x', code: 'PEK', lat: 31.2, lng: 121.3 }), 'airport', 'zh')).toBeNull();
    // A station code is no airport.
    expect(resolveHub(base({ name: 'x', code: 'VNP', lat: 39.86, lng: 116.38 }), 'airport', 'zh')).toBeNull();
  });

  it('snaps a place marked as a station to the nearest station within 3 km (500 m unmarked), none farther', () => {
    const s = resolveHub(base({ name: '', lat: 39.866, lng: 116.379, kind: 'station' }), 'station', 'zh');
    expect(s).toMatchObject({ code: 'VNP', name: '北京南站', kind: 'station' });
    // 国贸 is 2.5 km from 北京站: not a station unless marked as one.
    expect(resolveHub(base({ name: '国贸', lat: 39.9087, lng: 116.4605 }), 'station', 'zh')).toBeNull();
    expect(
      resolveHub(base({ name: '国贸', lat: 39.9087, lng: 116.4605, kind: 'station' }), 'station', 'zh')?.code,
    ).toBe('BJP');
    expect(
      resolveHub(base({ name: '望京', lat: 39.9965, lng: 116.4806, kind: 'station' }), 'station', 'zh'),
    ).toBeNull();
  });

  it('makes an airport car place in either language', () => {
    expect(airportPlace('PVG', 'en', 'T2')).toMatchObject({
      code: 'PVG',
      cityCode: 'SHA',
      cityName: 'Shanghai',
      terminal: 'T2',
    });
    expect(airportPlace('PVG', 'zh')?.name).toBe('上海浦东国际机场');
    expect(airportPlace('ZZZ', 'zh')).toBeNull();
  });
});
