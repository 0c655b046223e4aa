import {
  DEFAULT_LOCALE,
  LIMITS,
  ORDER_TYPE,
  PARAM_NO,
  PLATFORM,
  PRODUCT,
  REAL_TIME_CAR,
  rideStage,
  isOrderType,
  orderTypeName,
  platformCode,
  pushDevice,
  transitionBetween,
} from '../../../src/domain';

describe('SPEC §9 product and order codes', () => {
  it('product codes', () => {
    expect(PRODUCT).toEqual({
      flight: 10901,
      flightIntl: 10902,
      hotel: 10903,
      train: 10904,
      car: 10906,
      intlCity: 10910,
      visaQuery: 10913,
    });
  });

  it('every order type of SPEC §9 (and §2 real-time cars 10906), each once', () => {
    const expected = [
      10906, 11001, 11002, 11003, 11004, 11005, 11006, 11007, 11008, 11009, 11010, 11011, 11015, 11027, 11018, 11023,
      11028, 11029, 11030, 11031, 11032, 11097, 11099, 20031,
    ];
    const values = Object.values(ORDER_TYPE);
    expect([...values].sort()).toEqual([...expected].sort());
    expect(new Set(values).size).toBe(values.length);
    expect(isOrderType(11009)).toBe(true);
    expect(isOrderType(11012)).toBe(false);
    expect(isOrderType('11009')).toBe(false);
    expect(orderTypeName(11030)).toBe('checkIn');
    expect(orderTypeName(1)).toBeUndefined();
  });

  it('real-time car facts and company parameter numbers', () => {
    expect(REAL_TIME_CAR.orderType).toBe(PRODUCT.car);
    expect(REAL_TIME_CAR.productType).toBe(8);
    expect(REAL_TIME_CAR.statuses).toEqual([0, 1, 2, 3, 4, 5]);
    expect(ORDER_TYPE.carRealTime).toBe(REAL_TIME_CAR.orderType);
    // SPEC §4 car journey stages, in order: calling … pay at end, then paid.
    expect(REAL_TIME_CAR.stages.map((s) => rideStage(s))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(rideStage('3')).toBe(3);
    expect(rideStage('cancelled')).toBeNull();
    expect(rideStage(undefined)).toBeNull();
    expect(PARAM_NO).toEqual({ offlineChannels: '11603001', transfer: '11603006', waitlist: '11603009' });
  });
});

describe('SPEC §4 platform code', () => {
  it('10504 Android, 10505 iOS, 10506 H5; push device 1 Android, 2 iOS', () => {
    expect(PLATFORM).toEqual({ android: 10504, ios: 10505, h5: 10506 });
    expect(platformCode('android')).toBe(10504);
    expect(platformCode('ios')).toBe(10505);
    expect(platformCode('other')).toBe(10506);
    expect(pushDevice('android')).toBe(1);
    expect(pushDevice('ios')).toBe(2);
    expect(pushDevice('other')).toBeNull();
  });
});

describe('SPEC §2 transition by depth index', () => {
  it('turn-on deeper, turn-off shallower, none equal', () => {
    expect(transitionBetween(1, 2)).toBe('turn-on');
    expect(transitionBetween(3, 1)).toBe('turn-off');
    expect(transitionBetween(2, 2)).toBe('none');
    expect(transitionBetween(NaN, 2)).toBe('none');
  });
});

describe('SPEC §9 constants', () => {
  it('requests, sessions and display', () => {
    expect(LIMITS.request).toEqual({ timeoutMs: 60000, maxContentLength: 2000 });
    expect(LIMITS.pageSize.list).toBe(20);
    expect(LIMITS.pageSize.orders).toBe(10);
    expect(LIMITS.pageSize.intlAirports).toBe(1999);
    expect(LIMITS.pageSize.flightByNumber).toBe(160);
    expect(LIMITS.session.paymentLimitMinutes).toBe(15);
    expect(LIMITS.session.smsCodeValidMinutes).toBe(15);
    expect(LIMITS.session.smsCodeDigits).toBe(6);
    expect(LIMITS.session.jumpTokenValidMs).toBe(10000);
    expect(LIMITS.session.signOnTokenLengths).toEqual([32, 42]);
    expect(LIMITS.session.cacheHours).toBe(48);
    expect(LIMITS.session.defaultOrderRangeDays).toBe(30);
    expect(LIMITS.ui.toastMs).toBe(3000);
    expect(LIMITS.ui.failureToastMs).toBe(5000);
    expect(LIMITS.ui.imageRetries).toBe(3);
    expect(LIMITS.ui.pushRegisterDelayMs).toBe(20000);
  });

  it('booking, hotel, train and inputs', () => {
    expect(LIMITS.booking).toMatchObject({
      maxTickets: 9,
      childrenPerAdult: 2,
      infantsPerAdult: 1,
      flightCutoffMinutes: 40,
      airportTransferDays: 30,
    });
    expect(LIMITS.hotel).toMatchObject({ maxGuests: 10, minLeadHours: 4, defaultVersion: 2, guestNoteMax: 50 });
    expect(LIMITS.train).toMatchObject({
      windowDays: 14,
      bookingOpen: '05:00',
      bookingClose: '23:59',
      alterLeadHours: 4,
    });
    expect(LIMITS.fees).toEqual({
      changePercentEarly: 40,
      changePercentLate: 60,
      refundPercent: 60,
      cutoffHours: 2,
      minFeeFen: 5000,
    });
    expect(LIMITS.input).toMatchObject({
      remarkMax: 200,
      hotelNoteMax: 50,
      passwordMin: 6,
      passwordMax: 20,
      passportMax: 9,
    });
    expect(DEFAULT_LOCALE).toBe('zh-CN');
  });
});
