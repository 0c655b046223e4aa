import { decideGuard } from '../../../src/router/guard';
import { routeByUrl } from '../../../src/router/match';
import type { RouteDef } from '../../../src/router/routes';

const route = (url: string): RouteDef => {
  const r = routeByUrl(url);
  if (!r) throw new Error(url);
  return r;
};
const anon = { loggedIn: false, visitorMode: false };
const visitor = { loggedIn: false, visitorMode: true };
const user = { loggedIn: true, visitorMode: false };

describe('decideGuard', () => {
  it('sends unknown URLs to notFound, whoever asks', () => {
    for (const ctx of [anon, visitor, user]) expect(decideGuard(null, ctx)).toEqual({ kind: 'notFound' });
  });

  it('asks a visitor to log in before saying a declared screen is not built (issue 2: /visa → /login)', () => {
    // Visas are declared but not built this round; if they ever are, pick another unbuilt screen.
    const unbuilt = route('/visa');
    expect(unbuilt.built).toBe(false);
    expect(decideGuard(unbuilt, anon)).toEqual({ kind: 'login', redirect: '/visa' });
    expect(decideGuard(unbuilt, visitor)).toEqual({ kind: 'notFound' });
    expect(decideGuard(unbuilt, user)).toEqual({ kind: 'notFound' });
  });

  it('lets a built subpackage screen through once logged in', () => {
    expect(decideGuard(route('/tk/tkQuery'), user)).toEqual({ kind: 'allow' });
  });

  it('sends a visitor without session to login, carrying the original URL', () => {
    expect(decideGuard(route('/allorder'), anon)).toEqual({ kind: 'login', redirect: '/allorder' });
    expect(decideGuard(route('/allorder'), anon, '/allorder?tab=2')).toEqual({
      kind: 'login',
      redirect: '/allorder?tab=2',
    });
  });

  it('lets public routes through without session', () => {
    expect(decideGuard(route('/login'), anon)).toEqual({ kind: 'allow' });
    expect(decideGuard(route('/notFound'), anon)).toEqual({ kind: 'allow' });
  });

  it('lets visitor mode browse protected routes', () => {
    expect(decideGuard(route('/allorder'), visitor)).toEqual({ kind: 'allow' });
    expect(decideGuard(route('/login'), visitor)).toEqual({ kind: 'allow' });
  });

  it('sends a logged-in user opening /login home, and lets them through elsewhere', () => {
    expect(decideGuard(route('/login'), user)).toEqual({ kind: 'home' });
    expect(decideGuard(route('/login'), { loggedIn: true, visitorMode: true })).toEqual({ kind: 'home' });
    expect(decideGuard(route('/home'), user)).toEqual({ kind: 'allow' });
    expect(decideGuard(route('/notFound'), user)).toEqual({ kind: 'allow' });
  });
});
