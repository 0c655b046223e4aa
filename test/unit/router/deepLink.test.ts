import { prepareInitialLocation } from '../../../src/router/deepLink';
import { decodeQuery, parseSearch } from '../../../src/router/match';

const anon = { loggedIn: false, visitorMode: false };
const visitor = { loggedIn: false, visitorMode: true };
const user = { loggedIn: true, visitorMode: false };
const at = (pathname: string, search = '') => ({ pathname, search });
const queryOf = (search: string) => decodeQuery(Object.fromEntries(parseSearch(search)));

describe('prepareInitialLocation', () => {
  it('keeps a location that needs nothing', () => {
    expect(prepareInitialLocation(at('/home'), user)).toBeNull();
    expect(prepareInitialLocation(at('/allorder', '?tab=1'), user)).toBeNull();
    expect(prepareInitialLocation(at('/login'), anon)).toBeNull();
  });

  it('sends unknown and unbuilt URLs to notFound with the original URL', () => {
    const unknown = prepareInitialLocation(at('/no/such', '?a=1'), user);
    expect(unknown?.pathname).toBe('/notFound');
    expect(queryOf(unknown!.search)).toEqual({ from: '/no/such?a=1' });
    // unbuilt screens (here a path-param one) too, once logged in; a visitor signs in first
    const unbuilt = prepareInitialLocation(at('/travel/travelOrder/travelOrderDetail/12'), user);
    expect(unbuilt).toEqual({
      pathname: '/notFound',
      search: '?from=%2Ftravel%2FtravelOrder%2FtravelOrderDetail%2F12',
    });
    expect(prepareInitialLocation(at('/travel/travelOrder/travelOrderDetail/12'), anon)?.pathname).toBe('/login');
    // the notFound page itself stays
    expect(prepareInitialLocation(at('/notFound', '?from=%2Fx'), anon)).toBeNull();
  });

  it('opens a built screen with a required path parameter in both forms (a link, or a reload of the query form)', () => {
    // /tr/trBenchCmp/:id is built: the path form becomes the query form the page is served at …
    expect(prepareInitialLocation(at('/tr/trBenchCmp/o1'), user)).toEqual(at('/tr/trBenchCmp', '?id=o1'));
    // … which opens as it is (the address bar shows it after an in-app navigation, so a reload opens it) …
    expect(prepareInitialLocation(at('/tr/trBenchCmp', '?id=o1'), user)).toBeNull();
    // … while the served path without its parameter is no screen.
    expect(prepareInitialLocation(at('/tr/trBenchCmp'), user)?.pathname).toBe('/notFound');
  });

  it('follows redirects and normalises trailing slashes', () => {
    expect(prepareInitialLocation(at('/'), user)).toEqual(at('/home'));
    expect(prepareInitialLocation(at('/dashboard'), user)).toEqual(at('/home'));
    expect(prepareInitialLocation(at('/home/'), user)).toEqual(at('/home'));
    // /resetPassword → firstStep (public: no session needed)
    expect(prepareInitialLocation(at('/resetPassword'), anon)).toEqual(at('/resetPassword/firstStep'));
    // an alias whose target is not built yet goes to notFound
    expect(prepareInitialLocation(at('/visa/orderDetail'), user)?.pathname).toBe('/notFound');
  });

  it('maps a Taro page path to its spec URL', () => {
    expect(prepareInitialLocation(at('/pages/allorder/index', '?tab=1'), user)).toEqual(at('/allorder', '?tab=1'));
  });

  it('lets public routes through without session', () => {
    expect(prepareInitialLocation(at('/login', '?redirect=%2Fallorder'), anon)).toBeNull();
  });

  it('sends a protected route without session to login, carrying the target', () => {
    const next = prepareInitialLocation(at('/allorder', '?tab=2'), anon);
    expect(next?.pathname).toBe('/login');
    expect(queryOf(next!.search)).toEqual({ redirect: '/allorder?tab=2' });
    // plain home needs no redirect
    expect(prepareInitialLocation(at('/'), anon)).toEqual(at('/login'));
  });

  it('keeps sign-on parameters on the login URL and out of the replayed target', () => {
    const next = prepareInitialLocation(at('/approvalList', '?ssotoken=abcdef&ssoPage=2&workItemId=77&x=1'), anon);
    expect(next?.pathname).toBe('/login');
    expect(queryOf(next!.search)).toEqual({
      ssotoken: 'abcdef',
      ssoPage: '2',
      workItemId: '77',
      redirect: '/approvalList?ssoPage=2&workItemId=77&x=1',
    });
    expect(prepareInitialLocation(at('/', '?ssotoken=abc'), anon)).toEqual(at('/login', '?ssotoken=abc'));
  });

  it('lets visitor mode browse protected routes', () => {
    expect(prepareInitialLocation(at('/allorder'), visitor)).toBeNull();
    expect(prepareInitialLocation(at('/'), visitor)).toEqual(at('/home'));
  });

  it('sends a logged-in /login home unless a sign-on is arriving', () => {
    expect(prepareInitialLocation(at('/login'), user)).toEqual(at('/home'));
    expect(prepareInitialLocation(at('/login', '?redirect=%2Fallorder'), user)).toEqual(at('/home'));
    expect(prepareInitialLocation(at('/login', '?ssotoken=abc&ssoPage=1'), user)).toBeNull();
  });
});
