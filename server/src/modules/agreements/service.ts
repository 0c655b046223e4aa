/**
 * Consent to the user agreement and privacy policy (issue 15, PIPL): per employee and version, for the signed-in
 * employee only (the session names them; there is no way to read or write anyone else's). A version other than the
 * one in force is refused, so a stale client cannot record consent to a text that is no longer shown.
 */
import type { AppContext } from '../../context';
import { AGREEMENT_VERSION, type AgreementStatus } from '../../../../src/api/contract/agreements';
import { invalidField } from '../../lib/errors';
import type { AuthInfo } from '../session/service';
import { agreementsRepository } from './repository';

/** `current` is the version in force (tests pass another one to see a version change ask again). */
export function agreementsService(ctx: AppContext, current: string = AGREEMENT_VERSION) {
  async function status(auth: AuthInfo): Promise<AgreementStatus> {
    const repo = agreementsRepository(ctx.db);
    const [latest, ofCurrent] = await Promise.all([
      repo.latest(auth.corpId, auth.empId),
      repo.of(auth.corpId, auth.empId, current),
    ]);
    return {
      version: current,
      acceptedVersion: ofCurrent?.version ?? latest?.version ?? '',
      acceptedAt: Number(ofCurrent?.accepted_at ?? latest?.accepted_at ?? 0),
      mustAccept: ofCurrent ? 0 : 1,
    };
  }

  return {
    status,

    async accept(auth: AuthInfo, version: string): Promise<AgreementStatus> {
      if (version !== current) throw invalidField('version', 'fieldInvalid');
      await agreementsRepository(ctx.db).record({
        corp_id: auth.corpId,
        emp_id: auth.empId,
        version,
        accepted_at: ctx.now().getTime(),
      });
      return status(auth);
    },
  };
}
