import { transitionBetweenRoutes, transitionFor } from '../../../src/router/transition';
import { routeByUrl } from '../../../src/router/match';

describe('transitionFor', () => {
  it('turns on going deeper and off coming back', () => {
    expect(transitionFor('/home', '/tk/tkQuery')).toBe('turn-on');
    expect(transitionFor('/tk/tkList', '/tk/tkQuery')).toBe('turn-off');
    expect(transitionFor('/login', '/home')).toBe('turn-on');
    expect(transitionFor('/tk/tkCmp', '/pay/payment')).toBe('turn-on');
    expect(transitionFor('/home', '/no/such')).toBe('none');
  });

  it('is none between screens of the same depth (tab switches)', () => {
    expect(transitionFor('/home', '/allorder')).toBe('none');
    expect(transitionFor('/message', '/userCenter')).toBe('none');
  });

  it('accepts concrete URLs, redirect aliases and page paths', () => {
    expect(transitionFor('/allorder', '/car/carJsycDetail/5?x=1')).toBe('turn-on');
    expect(transitionFor('/car/carJsycDetail/5', '/')).toBe('turn-off');
    expect(transitionFor('pages/home/index', '/packages/flight/pages/tkList/index')).toBe('turn-on');
  });

  it('is none when a side is unknown', () => {
    expect(transitionBetweenRoutes(undefined, routeByUrl('/home'))).toBe('none');
    expect(transitionBetweenRoutes(routeByUrl('/home'), null)).toBe('none');
  });
});
