/** Route schemas of the insurance calls, checked against the contract types. */
import type { InsuranceByIdRequest, InsuranceProduct } from '../../../../src/api/contract/booking';
import { bool, num, obj, reply, str } from '../../lib/schema';
import { CPLX } from '../booking/schemas';

const PRODUCT = obj<InsuranceProduct>(
  {
    bxid: str(),
    bxmc: str(),
    bxxz: str(),
    bxgs: str(),
    saleprice: num(),
    besm: str(),
    bxtk: str(),
    defaultOn: bool(),
  },
  ['bxid', 'bxmc', 'bxxz', 'bxgs', 'saleprice', 'besm', 'bxtk', 'defaultOn'],
);

/** getBxcpList: cplx optional (all of the company's products without it). */
export interface BxcpListBody {
  cplx?: string;
}

export const listSchema = {
  summary: 'Insurance add-ons offered with a product',
  body: obj<BxcpListBody>({ cplx: CPLX }),
  response: reply(undefined, PRODUCT),
};

export const byIdSchema = {
  summary: 'One insurance product with its details and terms',
  body: obj<InsuranceByIdRequest>({ bxid: str({ minLength: 1, maxLength: 64 }) }, ['bxid']),
  response: reply(PRODUCT),
};
