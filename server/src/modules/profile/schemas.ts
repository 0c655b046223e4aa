/** Route schemas of the own-account calls, checked against the contract types. */
import type {
  OwnProfile,
  PhoneBindingData,
  PhoneBindingRequest,
  RevealedDocument,
  RevealedPersonalData,
  RevealPersonalDataRequest,
  VipCancelRequest,
  VipEmpEditInfoObtRequest,
} from '../../../../src/api/contract/accountAdmin';
import { MOBILE, arr, int, obj, oneOf, reply, str } from '../../lib/schema';

const CIPHER = str({ maxLength: 256 });
const SEX = oneOf(['M', 'F'], 'string');

export const phoneBindingSchema = {
  summary: 'Change my mobile (when the company allows it), proven by an SMS code sent to the new phone',
  body: obj<PhoneBindingRequest>(
    {
      phoneNumber: MOBILE,
      validateCodeId: str({ minLength: 1, maxLength: 64 }),
      validateCode: str({ pattern: '^\\d{6}$' }),
    },
    ['phoneNumber', 'validateCodeId', 'validateCode'],
  ),
  response: reply(obj<PhoneBindingData>({ phoneNumber: str() }, ['phoneNumber'])),
};

export const vipCancelSchema = {
  summary: 'Close my account (password re-checked; refused while orders wait for payment)',
  body: obj<VipCancelRequest>({ pwd: CIPHER }),
  response: reply(),
};

export const editInfoSchema = {
  summary: 'Edit my profile: e-mail, English name, sex, birth date',
  body: obj<VipEmpEditInfoObtRequest>({
    email: str({ maxLength: 254 }),
    engName: str({ maxLength: 60 }),
    sex: SEX,
    born: str({ pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' }),
  }),
  response: reply(
    obj<OwnProfile>(
      {
        empId: str(),
        empName: str(),
        email: str(),
        engName: str(),
        sex: oneOf(['M', 'F', ''], 'string'),
        born: str(),
        phoneNumber: str(),
      },
      ['empId', 'empName', 'email', 'engName', 'sex', 'born', 'phoneNumber'],
    ),
  ),
};

const REVEALED_DOCUMENT = obj<RevealedDocument>({ idType: str(), idNo: str(), expiry: str(), issuePlace: str() }, [
  'idType',
  'idNo',
  'expiry',
  'issuePlace',
]);

export const revealSchema = {
  summary: 'My own phone and documents unmasked, after re-entering my password (limited per hour)',
  body: obj<RevealPersonalDataRequest>({ password: CIPHER }),
  response: reply(
    obj<RevealedPersonalData>({ phoneNumber: str(), documents: arr(REVEALED_DOCUMENT), showSeconds: int() }, [
      'phoneNumber',
      'documents',
      'showSeconds',
    ]),
  ),
};
