/** Route schemas of invitations, checked against the contract types. */
import type {
  CreateInvitationRequest,
  InvitationCodeRequest,
  InvitationData,
  InvitationInfo,
  UserRegisterForQrData,
  UserRegisterForQrRequest,
} from '../../../../src/api/contract/peopleAdmin';
import { obj, reply, str } from '../../lib/schema';
import { ID } from '../employees/schemas';

const CODE = str({ minLength: 1, maxLength: 64 });

export const createInvitationSchema = {
  summary: 'An invitation code (7 days) for a department I manage',
  body: obj<CreateInvitationRequest>({ deptId: ID }, ['deptId']),
  response: reply(
    obj<InvitationData>({ code: str(), deptId: str(), deptName: str(), corpName: str(), expiresAt: str() }),
  ),
};

export const invitationInfoSchema = {
  summary: 'Public: the company and department of an invitation code',
  body: obj<InvitationCodeRequest>({ code: CODE }, ['code']),
  response: reply(
    obj<InvitationInfo>({ corpName: str(), deptId: str(), deptName: str(), deptPath: str(), expiresAt: str() }),
  ),
};

export const registerForQrSchema = {
  summary: 'Public: join the company of an invitation as a plain employee (SMS code of the register scene)',
  body: obj<UserRegisterForQrRequest>(
    {
      code: CODE,
      phoneNumber: str({ minLength: 1, maxLength: 20 }),
      smsCode: str({ pattern: '^\\d{6}$' }),
      validateCodeId: str({ minLength: 1, maxLength: 64 }),
      empName: str({ minLength: 1, maxLength: 60 }),
      password: str({ minLength: 1, maxLength: 200 }),
    },
    ['code', 'phoneNumber', 'smsCode', 'validateCodeId', 'empName', 'password'],
  ),
  response: reply(obj<UserRegisterForQrData>({ empId: str(), corpName: str(), deptName: str() })),
};
