import { useCallback } from 'react';
import { decideGuard, goHome, goLogin, matchUrl } from '../../router';
import { visitorModeOn } from '../../app/visitorMode';
import { useStores } from '../../stores';

/**
 * The in-app half of the SPEC §2 guard: H5 landings are rewritten before the router starts (hosts/boot),
 * mini-programs and back-navigation after a logout are caught here when the page shows.
 */
export function usePageGuard(route: string): () => void {
  const { session } = useStores();
  return useCallback(() => {
    const match = matchUrl(route);
    const decision = decideGuard(match?.route ?? null, { loggedIn: session.loggedIn, visitorMode: visitorModeOn() });
    if (decision.kind === 'login') goLogin(decision.redirect);
    else if (decision.kind === 'home') goHome();
  }, [route, session]);
}
