/**
 * Where a demand order of the user centre opens (SPEC §2 /userCenter/NeedOrder; §6 hotel version, default 2): flight
 * needs their detail, hotel inquiries the inquiry detail of the company's hotel version, others nothing yet.
 */
import { needTarget } from '../../../src/packages/user/people/UserOrderList';

describe('needTarget', () => {
  it('opens a flight need on /tk/tkNeedDetail', () => {
    expect(needTarget({ cplx: '10901', needId: 'N1' })).toEqual({ url: '/tk/tkNeedDetail', query: { needId: 'N1' } });
  });

  it('opens a hotel inquiry on the inquiry detail of the hotel version (2 by default)', () => {
    expect(needTarget({ cplx: '10903', needId: 'H 1' })?.url).toBe('/htV2/htInquiryDetail/H%201');
    expect(needTarget({ cplx: '10903', needId: 'H1' }, 2)?.url).toBe('/htV2/htInquiryDetail/H1');
    expect(needTarget({ cplx: '10903', needId: 'H1' }, 1)?.url).toBe('/ht/htInquiryDetail/H1');
  });

  it('opens nothing for a product without a need detail', () => {
    expect(needTarget({ cplx: '10906', needId: 'C1' })).toBeNull();
  });
});
