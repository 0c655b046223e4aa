import type { RootStore } from '../../../stores';

/**
 * Signs a just-created account in with the password the user chose (registration, invitation): the same vipLogin
 * as the login screen. A phone that belongs to several companies answers a company list: the new one is taken.
 * Resolves false when the login did not go through (the caller then sends the user to the login screen).
 */
export async function signInNewAccount(
  session: RootStore['session'],
  input: { phone: string; password: string; compId?: string; corpName?: string },
): Promise<boolean> {
  const loginName = input.phone;
  let outcome = await session.loginWithPassword({ loginName, password: input.password, compId: input.compId });
  if (outcome.kind === 'chooseCorp') {
    const corp = outcome.corps.find((c) => c.compId === input.compId || c.corpName === input.corpName);
    if (!corp) return false;
    outcome = await session.loginWithPassword({ loginName, password: input.password, compId: corp.compId });
  }
  return outcome.kind === 'ok';
}
