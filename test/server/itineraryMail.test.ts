/** The flight itinerary e-mail writes its amount in the one money format, as the invoice e-mail does (issue 15). */
import type { FlightOrderDetail } from '../../src/api/contract/flight';
import { itineraryMail } from '../../server/src/modules/flight/itinerary';

// Only what the e-mail reads: no flights or passengers are needed to check the amount line.
const order = { orderNo: 'T1001', ranges: [], passengers: [], amount: 1320 } as unknown as FlightOrderDetail;

describe('flight itinerary e-mail', () => {
  it('writes the amount with thousands separators in Chinese', () => {
    expect(itineraryMail(order, 'zh-CN').body).toContain('金额：¥1,320.00');
  });

  it('writes the amount with thousands separators in English', () => {
    expect(itineraryMail(order, 'en-US').body).toContain('Amount: CNY 1,320.00');
  });
});
