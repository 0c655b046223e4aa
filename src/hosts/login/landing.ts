/** The target screen after a WeCom sign-on (SPEC §4), shared by every login platform file. */
import { signOnTarget } from '../../api/wecom';
import { RESULT } from '../../api/contract/envelope';
import type { SignOnTargetData } from '../../api/contract/wecom';
import { needsLookup, signOnRoute } from '../../domain/signOn';
import type { WecomRedirectParams } from './types';

/** Logged in: the records the parameters name in the user's company, then the rule of src/domain/signOn. */
export async function wecomLanding(params: WecomRedirectParams): Promise<string> {
  let found: SignOnTargetData = {};
  if (needsLookup(params)) {
    try {
      const answer = await signOnTarget(params);
      if (answer.code === RESULT.ok && answer.data) found = answer.data;
    } catch {
      // Not found or not reachable: the rule falls back to the module's list screen.
    }
  }
  return signOnRoute(params, found);
}
