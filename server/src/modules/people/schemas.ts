/** Route schemas of the people calls, checked against the contract types. */
import type { PageQuery } from '../../../../src/api/contract/envelope';
import type { Address, TravellerCandidate, TravellerSearchRequest } from '../../../../src/api/contract/booking';
import { PAGE_DATA, PAGE_PROPS, arr, obj, oneOf, reply, str } from '../../lib/schema';

const DOCUMENT = obj<TravellerCandidate['documents'][number]>(
  {
    idType: str(),
    masked: str(),
    ref: str(),
    expiry: str(),
  },
  ['idType', 'masked', 'ref', 'expiry'],
);

export const TRAVELLER = obj<TravellerCandidate>(
  {
    clkFlag: oneOf([0, 1, 2]),
    empId: str(),
    contactsId: str(),
    name: str(),
    enName: str(),
    deptName: str(),
    empRank: str(),
    relation: str(),
    sex: oneOf(['M', 'F', ''], 'string'),
    born: str(),
    phoneNumber: str(),
    email: str(),
    documents: arr(DOCUMENT),
  },
  ['clkFlag', 'empId', 'contactsId', 'name', 'documents'],
);

const SEARCH_BODY = obj<TravellerSearchRequest>({
  ...PAGE_PROPS,
  keyword: str({ maxLength: 50 }),
  kind: oneOf(['employee', 'contact', 'all'], 'string'),
});

export const contactsPageSchema = {
  summary: 'My frequent travellers',
  body: SEARCH_BODY,
  response: reply(PAGE_DATA, TRAVELLER),
};

export const addressListSchema = {
  summary: 'My delivery addresses, the default first',
  body: obj<PageQuery>({ ...PAGE_PROPS }),
  response: reply(
    PAGE_DATA,
    obj<Address>(
      {
        empAddrId: str(),
        recipient: str(),
        phoneNumber: str(),
        province: str(),
        city: str(),
        area: str(),
        addr: str(),
        post: str(),
        isDefault: oneOf([0, 1]),
      },
      ['empAddrId', 'recipient', 'phoneNumber', 'addr', 'isDefault'],
    ),
  ),
};
