/** Route schemas of hotel membership cards, checked against the contract types. */
import type {
  HotelMembership,
  HotelMembershipListRequest,
  MembershipIdRequest,
  MembershipSaveData,
  VipEmpJdhyEditRequest,
} from '../../../../src/api/contract/peopleAdmin';
import { PAGE_DATA, PAGE_PROPS, obj, reply, str } from '../../lib/schema';
import { ID } from '../employees/schemas';

const SAVE_DATA = obj<MembershipSaveData>({ id: str() }, ['id']);

export const membershipListSchema = {
  summary: 'My hotel membership cards, or those of an employee I manage',
  body: obj<HotelMembershipListRequest>({ ...PAGE_PROPS, empId: str({ maxLength: 64 }) }),
  response: reply(
    PAGE_DATA,
    obj<HotelMembership>({ id: str(), empId: str(), hykh: str(), interfacePlat: str(), platName: str() }, [
      'id',
      'empId',
      'hykh',
      'interfacePlat',
    ]),
  ),
};

export const membershipEditSchema = {
  summary: 'Create or update a hotel membership card (one per platform and employee)',
  body: obj<VipEmpJdhyEditRequest>(
    {
      id: ID,
      empId: str({ maxLength: 64 }),
      hykh: str({ minLength: 1, maxLength: 30 }),
      interfacePlat: str({ minLength: 1, maxLength: 20 }),
    },
    ['hykh', 'interfacePlat'],
  ),
  response: reply(SAVE_DATA),
};

export const membershipDelSchema = {
  summary: 'Delete a hotel membership card',
  body: obj<MembershipIdRequest>({ id: ID }, ['id']),
  response: reply(SAVE_DATA),
};
