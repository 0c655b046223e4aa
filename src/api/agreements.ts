/** Consent to the user agreement and privacy policy (issue 15; not a SPEC §7 call, see contract/agreements). */
import { request } from './transport';
import { type Answer, QUIET } from './call';
import type { AgreementAcceptRequest, AgreementStatus } from './contract/agreements';

/** The signed-in employee's consent; quiet: it runs right after sign-in, behind the redirect. */
export const agreementStatus = (): Answer<AgreementStatus> => request('/obt/agreement/status', {}, QUIET);
/** Records that the signed-in employee accepted `version` (the one in force). */
export const agreementAccept = (body: AgreementAcceptRequest): Answer<AgreementStatus> =>
  request('/obt/agreement/accept', body, QUIET);
