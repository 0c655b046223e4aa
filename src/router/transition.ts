/** Page transitions from route depths (SPEC §2). Pure. */
import { transitionBetween, type Transition } from '../domain/transition';
import { matchUrl, routeByPage } from './match';
import type { RouteDef } from './routes';

export type { Transition };

/** A spec URL ('/tk/tkList', '/car/carJsycDetail/3?x=1') or a Taro page path ('pages/home/index'). */
function resolve(url: string): RouteDef | undefined {
  return matchUrl(url)?.route ?? routeByPage(url);
}

/** Transition between two routes; an unknown side gives 'none'. */
export function transitionBetweenRoutes(
  from: RouteDef | null | undefined,
  to: RouteDef | null | undefined,
): Transition {
  if (!from || !to) return 'none';
  return transitionBetween(from.depth, to.depth);
}

/** Transition between two URLs (spec URLs or page paths); unknown URLs give 'none'. */
export function transitionFor(fromUrl: string, toUrl: string): Transition {
  return transitionBetweenRoutes(resolve(fromUrl), resolve(toUrl));
}
