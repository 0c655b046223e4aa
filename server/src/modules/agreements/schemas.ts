/** Route schemas of the consent calls, checked against the contract types. */
import type { AgreementAcceptRequest, AgreementStatus } from '../../../../src/api/contract/agreements';
import { EMPTY_BODY, int, obj, oneOf, reply, str } from '../../lib/schema';

const STATUS = obj<AgreementStatus>(
  { version: str(), acceptedVersion: str(), acceptedAt: int(), mustAccept: oneOf([0, 1]) },
  ['version', 'acceptedVersion', 'acceptedAt', 'mustAccept'],
);

export const agreementStatusSchema = {
  summary: 'The signed-in employee’s consent to the user agreement and privacy policy',
  body: EMPTY_BODY,
  response: reply(STATUS),
};

export const agreementAcceptSchema = {
  summary: 'Record the signed-in employee’s consent to the version in force',
  body: obj<AgreementAcceptRequest>({ version: str({ minLength: 1, maxLength: 20 }) }, ['version']),
  response: reply(STATUS),
};
