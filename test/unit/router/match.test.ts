import {
  basePath,
  buildUrl,
  decodeQuery,
  isBuiltUrl,
  matchUrl,
  missingQuery,
  paramNames,
  routeByPage,
  routeByUrl,
  toQueryForm,
} from '../../../src/router/match';

describe('matchUrl', () => {
  it('matches static URLs, ignoring trailing slashes, query and hash', () => {
    expect(matchUrl('/tk/tkQuery')?.route.url).toBe('/tk/tkQuery');
    expect(matchUrl('/tk/tkQuery/')?.route.url).toBe('/tk/tkQuery');
    expect(matchUrl('/tk/tkQuery?a=1#x')?.route.url).toBe('/tk/tkQuery');
    expect(matchUrl('/ht/htOrder')?.route.url).toBe('/ht/htOrder');
    expect(matchUrl('/ht/htOrder/htOrderDetail')?.route.url).toBe('/ht/htOrder/htOrderDetail');
  });

  it('extracts required path params, decoded', () => {
    expect(matchUrl('/car/carJsycDetail/12')).toEqual({
      route: expect.objectContaining({ url: '/car/carJsycDetail/:id' }),
      params: { id: '12' },
    });
    expect(matchUrl('/tr/trBenchCmp/A%2FB')?.params).toEqual({ id: 'A/B' });
    expect(matchUrl('/tkIntel/policy/detail/7')?.route.url).toBe('/tkIntel/policy/detail/:id');
    // a required param may not be left out
    expect(matchUrl('/car/carJsycDetail')).toBeNull();
  });

  it('handles optional params', () => {
    expect(matchUrl('/userCenter/empEdit')).toEqual({
      route: expect.objectContaining({ url: '/userCenter/empEdit/:id?' }),
      params: {},
    });
    expect(matchUrl('/userCenter/empEdit/')?.params).toEqual({});
    expect(matchUrl('/userCenter/empEdit/42')?.params).toEqual({ id: '42' });
    expect(matchUrl('/travel/travelOrder/travelOrderDetail/9')?.params).toEqual({ id: '9' });
    expect(matchUrl('/userCenter/empEdit/42/extra')).toBeNull();
  });

  it('prefers a static screen over a parameterised sibling', () => {
    expect(matchUrl('/userCenter/message')?.route.url).toBe('/userCenter/message');
    expect(matchUrl('/tkIntel/policy')?.route.url).toBe('/tkIntel/policy');
  });

  it('follows redirect aliases', () => {
    const root = matchUrl('/');
    expect(root?.route.url).toBe('/home');
    expect(root?.via?.url).toBe('/');
    expect(matchUrl('')?.route.url).toBe('/home');
    expect(matchUrl('/dashboard')?.route.url).toBe('/home');
    expect(matchUrl('/resetPassword')?.route.url).toBe('/resetPassword/firstStep');
    expect(matchUrl('/visa/orderDetail')?.route.url).toBe('/visa/OrderDetail');
  });

  it('returns null for unknown URLs and is case-sensitive', () => {
    expect(matchUrl('/nope')).toBeNull();
    expect(matchUrl('/TK/tkQuery')).toBeNull();
  });
});

describe('lookups', () => {
  it('finds routes by page path and by spec URL', () => {
    expect(routeByPage('pages/home/index')?.url).toBe('/home');
    expect(routeByPage('/pages/home/index?x=1')?.url).toBe('/home');
    expect(routeByPage('packages/car/pages/carJsycDetail/index')?.url).toBe('/car/carJsycDetail/:id');
    expect(routeByPage('pages/unknown/index')).toBeUndefined();
    expect(routeByUrl('/car/carJsycDetail/:id')?.page).toBe('packages/car/pages/carJsycDetail/index');
    expect(basePath(routeByUrl('/userCenter/empEdit/:id?')!)).toBe('/userCenter/empEdit');
    expect(paramNames(routeByUrl('/userCenter/empEdit/:id?')!)).toEqual(['id']);
    expect(isBuiltUrl('/home')).toBe(true);
    expect(isBuiltUrl('/')).toBe(true);
    expect(isBuiltUrl('/tk/tkQuery')).toBe(true);
    // declared, not built (no visa screens this round)
    expect(isBuiltUrl('/visa')).toBe(false);
    expect(isBuiltUrl('/visa/list')).toBe(false);
    expect(isBuiltUrl('/nope')).toBe(false);
  });
});

describe('toQueryForm', () => {
  it('moves path params into the query', () => {
    expect(toQueryForm('/car/carJsycDetail/12', '?x=1')).toEqual({
      pathname: '/car/carJsycDetail',
      search: '?x=1&id=12',
    });
    expect(toQueryForm('/car/carJsycDetail/12')).toEqual({ pathname: '/car/carJsycDetail', search: '?id=12' });
    expect(toQueryForm('/userCenter/empEdit/', '')).toEqual({ pathname: '/userCenter/empEdit', search: '' });
  });

  it('lets the path param win over a same-named query key and re-encodes it', () => {
    expect(toQueryForm('/tr/trBenchCmp/a%26b', '?id=old&y=2')).toEqual({
      pathname: '/tr/trBenchCmp',
      search: '?y=2&id=a%26b',
    });
  });

  it('keeps static URLs, follows redirects, rejects unknown ones', () => {
    expect(toQueryForm('/tk/tkList', '?a=%E4%B8%8A')).toEqual({ pathname: '/tk/tkList', search: '?a=%E4%B8%8A' });
    expect(toQueryForm('/', '')).toEqual({ pathname: '/home', search: '' });
    expect(toQueryForm('/nope', '')).toBeNull();
  });
});

describe('buildUrl and decodeQuery', () => {
  it('builds the Taro page URL with path params as query keys', () => {
    expect(buildUrl('/car/carJsycDetail/12')).toBe('/packages/car/pages/carJsycDetail/index?id=12');
    expect(buildUrl('/car/carJsycDetail/:id', { id: 12 })).toBe('/packages/car/pages/carJsycDetail/index?id=12');
    expect(buildUrl('/home')).toBe('/pages/home/index');
    expect(buildUrl('/')).toBe('/pages/home/index');
    expect(buildUrl('/userCenter/empEdit')).toBe('/packages/user/pages/empEdit/index');
  });

  it('encodes query values and merges the URL query', () => {
    expect(buildUrl('/tripDetail?ccsqdId=3', { from: 'a b&c=d', n: undefined, z: null })).toBe(
      '/packages/trip/pages/tripDetail/index?ccsqdId=3&from=a%20b%26c%3Dd',
    );
    expect(buildUrl('/tk/tkList?city=old', { city: '北京' })).toBe(
      '/packages/flight/pages/tkList/index?city=%E5%8C%97%E4%BA%AC',
    );
  });

  it('throws for unknown URLs', () => {
    expect(() => buildUrl('/nope')).toThrow(/unknown route/);
  });

  it('decodes what the router hands over, dropping Taro keys', () => {
    expect(
      decodeQuery({
        city: '%E5%8C%97%E4%BA%AC',
        redirect: '%2Ftk%2FtkList%3Fa%3D1',
        stamp: '123',
        $taroTimestamp: '9',
        bad: '%E4%ZZ',
        none: undefined,
      }),
    ).toEqual({
      city: '北京',
      redirect: '/tk/tkList?a=1',
      bad: '%E4%ZZ',
    });
    // round trip
    const url = buildUrl('/approval/Detail', { id: 'a/b', workItemId: '1 2', orderType: 11001 });
    const query = Object.fromEntries(
      url
        .split('?')[1]!
        .split('&')
        .map((p) => p.split('=') as [string, string]),
    );
    expect(decodeQuery(query)).toEqual({ id: 'a/b', workItemId: '1 2', orderType: '11001' });
  });

  it('lists missing required query keys', () => {
    const detail = routeByUrl('/approval/Detail')!;
    expect(missingQuery(detail, { id: '1', workItemId: '' })).toEqual(['workItemId', 'orderType']);
    expect(missingQuery(detail, { id: '1', workItemId: '2', orderType: 3 })).toEqual([]);
    expect(missingQuery(routeByUrl('/home')!, {})).toEqual([]);
  });
});
