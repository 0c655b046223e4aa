/** Route schemas of my frequent-traveller and address edits, checked against the contract types. */
import type {
  AddressSaveData,
  ContactDocumentInput,
  ContactIdRequest,
  ContactSaveData,
  VipEmpAddrEditRequest,
  VipEmpContactsEditRequest,
} from '../../../../src/api/contract/peopleAdmin';
import { ID_TYPES } from '../../../../src/domain/documentTypes';
import { arr, flag, obj, oneOf, reply, str } from '../../lib/schema';
import { ID } from '../employees/schemas';

const DOCUMENT = obj<ContactDocumentInput>(
  {
    idType: oneOf(ID_TYPES, 'string'),
    idno: str({ maxLength: 30 }),
    ref: str({ maxLength: 80 }),
    expiry: str({ maxLength: 10 }),
    placeOfIssue: str({ maxLength: 50 }),
  },
  ['idType', 'idno'],
);

export const contactEditSchema = {
  summary: 'Create or update one of my frequent travellers with their documents',
  body: obj<VipEmpContactsEditRequest>(
    {
      contactsId: ID,
      chName: str({ minLength: 1, maxLength: 60 }),
      enName: str({ maxLength: 60 }),
      relation: str({ maxLength: 20 }),
      sex: oneOf(['M', 'F', ''], 'string'),
      born: str({ maxLength: 10 }),
      phoneNumber: str({ maxLength: 20 }),
      email: str({ maxLength: 100 }),
      documents: arr(DOCUMENT, { minItems: 1, maxItems: ID_TYPES.length }),
    },
    ['chName', 'documents'],
  ),
  response: reply(obj<ContactSaveData>({ contactsId: str() }, ['contactsId'])),
};

export const contactDelSchema = {
  summary: 'Delete one of my frequent travellers',
  body: obj<ContactIdRequest>({ contactsId: ID }, ['contactsId']),
  response: reply(obj<ContactSaveData>({ contactsId: str() }, ['contactsId'])),
};

const ADDR_DATA = obj<AddressSaveData>({ empAddrId: str() }, ['empAddrId']);

export const addressEditSchema = {
  summary: 'Create or update one of my delivery addresses (one default per employee)',
  body: obj<VipEmpAddrEditRequest>(
    {
      empAddrId: ID,
      recipient: str({ minLength: 1, maxLength: 30 }),
      phoneNumber: str({ minLength: 1, maxLength: 20 }),
      province: str({ minLength: 1, maxLength: 30 }),
      city: str({ minLength: 1, maxLength: 30 }),
      area: str({ minLength: 1, maxLength: 30 }),
      addr: str({ minLength: 1, maxLength: 200 }),
      post: str({ maxLength: 6 }),
      isDefault: flag(),
    },
    ['recipient', 'phoneNumber', 'province', 'city', 'area', 'addr'],
  ),
  response: reply(ADDR_DATA),
};

export const addressDelSchema = {
  summary: 'Delete one of my delivery addresses (a deleted default passes to the newest remaining one)',
  body: obj<{ empAddrId: string }>({ empAddrId: ID }, ['empAddrId']),
  response: reply(ADDR_DATA),
};
