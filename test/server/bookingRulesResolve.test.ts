/**
 * resolveBookingRules (booking/rules.ts): each rule's value by precedence — company and product, company, platform
 * and product, platform, then the built-in default — from parameter rows of any companies and names; an unreadable
 * value is skipped for the next level.
 */
import { BOOKING_RULE_DEFAULTS, resolveBookingRules } from '../../server/src/modules/booking/rules';

const row = (corp_id: string, param_no: string, value: string) => ({ corp_id, param_no, value });

describe('resolveBookingRules', () => {
  it('picks company + product, then company, then platform + product, then platform, then the default', () => {
    const rows = [
      row('', 'booking.mustComply', '1'),
      row('', 'booking.serviceFeeFen.10901', '500'),
      row('', 'booking.serviceFeeFen', '300'),
      row('C1', 'booking.serviceFeeFen', '200'),
      row('C1', 'booking.remarkRequired.10901', '1'),
      row('C1', 'booking.remarkRequired', '0'),
      row('C1', 'booking.projectRequired', '1'),
      // Another company's rows and other names count for nothing here.
      row('C2', 'booking.costCenterRequired', '1'),
      row('C1', 'bookings.other', '7'),
    ];
    expect(resolveBookingRules(rows, 'C1', '10901')).toEqual({
      ...BOOKING_RULE_DEFAULTS,
      mustComply: 1,
      serviceFeeFen: 200,
      remarkRequired: 1,
      projectRequired: 1,
    });
    // Another product: the product rows of 10901 do not apply.
    expect(resolveBookingRules(rows, 'C1', '10902')).toMatchObject({ serviceFeeFen: 200, remarkRequired: 0 });
    // Another company: the platform's (product first).
    expect(resolveBookingRules(rows, 'C2', '10901')).toMatchObject({
      serviceFeeFen: 500,
      costCenterRequired: 1,
      remarkRequired: 0,
    });
  });

  it('skips an unreadable value for the next level, and reads values with spaces around them', () => {
    const rows = [
      row('C1', 'booking.serviceFeeFen.10901', 'abc'),
      row('C1', 'booking.serviceFeeFen', ' 150 '),
      row('', 'booking.freeTextReason', '0'),
      row('C1', 'booking.freeTextReason', ''),
    ];
    expect(resolveBookingRules(rows, 'C1', '10901')).toMatchObject({ serviceFeeFen: 150, freeTextReason: 0 });
  });
});
