import { useEffect, useState } from 'react';
import { checkSignOnToken } from '../../domain/validators';
import { orderDetailTarget } from '../../domain/orderRouting';
import { showDialog } from '../../hosts/ui';
import { ApiError } from '../../api/transport';
import { consentAfterSignOn } from '../../components/ConsentGate/gate';
import { navigate, redirectTo } from '../../router';
import { useStores } from '../../stores';

/** Sign-on parameters that mark an arrival from a trusted source (SPEC §3). */
const SIGN_ON_KEYS = ['ssotoken', 'ssoPage', 'ssoCplx', 'ssoDjlx', 'ssoOrderId'] as const;

export function isSignOnArrival(query: Record<string, string>): boolean {
  return SIGN_ON_KEYS.some((key) => key in query) || query.loginType === 'sso';
}

/** Where a signed-on user lands: the named screen, else the named order's detail, else home. */
export function signOnTarget(query: Record<string, string>): string {
  if (query.ssoPage && query.ssoPage.startsWith('/')) return query.ssoPage;
  const orderType = Number(query.ssoDjlx);
  if (query.ssoOrderId && orderType) {
    const target = orderDetailTarget({ id: query.ssoOrderId, orderType });
    if (target) {
      const search = new URLSearchParams(target.query).toString();
      return search ? `${target.url}?${search}` : target.url;
    }
  }
  return '/home';
}

/**
 * Single sign-on (SPEC §4, §5): check the token's form, store it, load the user info, the agreement consent (issue
 * 15), go to the target.
 * Returns true while a sign-on is being handled so the page shows progress instead of the form.
 */
export function useSignOn(query: Record<string, string>): boolean {
  const { session, ui } = useStores();
  const arriving = isSignOnArrival(query);
  const [busy, setBusy] = useState(arriving);

  useEffect(() => {
    if (!arriving) return;
    const problem = checkSignOnToken(query.ssotoken);
    const leave = (key: 'sso.missing' | 'sso.invalid') =>
      showDialog({ title: ui.t('common.tips'), content: ui.t(key), confirmText: ui.t('common.confirm') })
        .catch(() => undefined)
        .then(() => {
          setBusy(false);
          redirectTo('/login');
        });
    if (problem) {
      void leave(problem === 'signOn.missing' ? 'sso.missing' : 'sso.invalid');
      return;
    }
    session
      .adoptToken(query.ssotoken)
      .then(async () => {
        // Nobody ticked a box on this path either: a first sign-on (or a new version) asks now, as the login and
        // register screens do; Cancel ends the session again and leaves the login form.
        if (!(await consentAfterSignOn(session, query.ssotoken))) {
          setBusy(false);
          return;
        }
        redirectTo(signOnTarget(query));
      })
      .catch((error: unknown) => {
        // 100/101 during sign-on: the presenter already shows the Tips dialog and goes to login.
        if (error instanceof ApiError && error.kind === 'code' && (error.code === 100 || error.code === 101)) return;
        session.invalidate();
        void leave('sso.invalid');
      });
    // The query of one landing never changes: run once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return busy;
}

export { navigate };
