import {
  CACHE_TTL_MS,
  STORAGE_KEYS,
  isCacheExpired,
  isGeoCacheKey,
  keysToClearOnExpiry,
  keysToClearOnLogout,
} from '../../../src/domain';

const H = 3600_000;

describe('SPEC §4 session cache (48 hours)', () => {
  it('expires strictly after 48 hours since the last login', () => {
    const t = 1_700_000_000_000;
    expect(CACHE_TTL_MS).toBe(48 * H);
    expect(isCacheExpired(t, t)).toBe(false);
    expect(isCacheExpired(t, t + 48 * H)).toBe(false);
    expect(isCacheExpired(t, t + 48 * H + 1)).toBe(true);
    expect(isCacheExpired(t + H, t)).toBe(false);
    expect(isCacheExpired(NaN, t)).toBe(true);
  });

  it('clears token, user info, history and geo caches on logout; history and geo on expiry', () => {
    const all = [
      STORAGE_KEYS.token,
      STORAGE_KEYS.userInfo,
      STORAGE_KEYS.locale,
      STORAGE_KEYS.lastLoginAt,
      STORAGE_KEYS.history,
      STORAGE_KEYS.savedLogin,
      STORAGE_KEYS.contactMobile,
      'geo:cities:10903',
      'geo:airports',
    ];
    expect(keysToClearOnLogout(all).sort()).toEqual(
      [
        STORAGE_KEYS.token,
        STORAGE_KEYS.userInfo,
        STORAGE_KEYS.history,
        STORAGE_KEYS.contactMobile,
        'geo:cities:10903',
        'geo:airports',
      ].sort(),
    );
    expect(keysToClearOnExpiry(all).sort()).toEqual([STORAGE_KEYS.history, 'geo:airports', 'geo:cities:10903'].sort());
    expect(isGeoCacheKey('geo:x')).toBe(true);
    expect(isGeoCacheKey('obt.token')).toBe(false);
  });

  it('uses distinct storage keys with the geo prefix geo:', () => {
    const values = Object.values(STORAGE_KEYS);
    expect(new Set(values).size).toBe(values.length);
    expect(STORAGE_KEYS.geoPrefix).toBe('geo:');
  });
});
