/**
 * Business constants and limits, grouped (SPEC §9 unless another section is named).
 * Durations carry their unit in the key name.
 */
export const LIMITS = {
  /** SPEC §9 "Requests and paging". */
  request: {
    timeoutMs: 60000,
    maxContentLength: 2000,
  },
  /** SPEC §9 page sizes. */
  pageSize: {
    list: 20,
    orders: 10,
    projects: 999,
    departments: 999,
    visaList: 999,
    intlAirports: 1999,
    hotCities: 20,
    suggestions: 10,
    placeSearch: 10,
    placeSearchLarge: 20,
    flightByNumber: 160,
  },
  /** SPEC §9 "Time and sessions". */
  session: {
    paymentLimitMinutes: 15,
    smsCodeValidMinutes: 15,
    smsCodeDigits: 6,
    jumpTokenValidMs: 10000,
    /** Valid sign-on token lengths (SPEC §5, §9). */
    signOnTokenLengths: [32, 42],
    /** Geo caches and history are cleared this long after the last login (SPEC §4). */
    cacheHours: 48,
    /** Default order list range: the last 30 days. */
    defaultOrderRangeDays: 30,
  },
  /** SPEC §9 display timings and retries. */
  ui: {
    toastMs: 3000,
    failureToastMs: 5000,
    imageRetries: 3,
    /** Exiting the app needs two back presses within this window. */
    exitDoublePressMs: 1000,
    pushRegisterDelayMs: 20000,
    networkCheckMs: 500,
  },
  /** SPEC §5, §9 booking limits. */
  booking: {
    maxTickets: 9,
    childrenPerAdult: 2,
    infantsPerAdult: 1,
    /** Age bands (SPEC §4, §9): under 2 infant, 2 to under 12 child, 12 and over adult. */
    infantUnderYears: 2,
    childUnderYears: 12,
    /** Flight booking is blocked within 40 minutes of departure. */
    flightCutoffMinutes: 40,
    /** Airport transfer bookable only within 30 days. */
    airportTransferDays: 30,
  },
  /** SPEC §5, §6, §9 hotel. */
  hotel: {
    maxGuests: 10,
    minLeadHours: 4,
    defaultNights: 1,
    defaultRooms: 1,
    defaultDistance: 15,
    defaultSort: 12,
    defaultNationality: 'CN',
    maxIntlChildren: 10,
    /** Hotel version 1 or 2 depends on the company; default 2 (SPEC §6). */
    defaultVersion: 2,
    guestNoteMax: 50,
    /** Longest stay one booking covers, nights. */
    maxNights: 30,
    /** How far ahead the suppliers sell: check-in at most this many days after today. */
    latestCheckInDays: 180,
    /** An arrival after this hour (or in the next-day hours) is a late arrival for 'late' guarantees. */
    lateArrivalHour: 18,
  },
  /** SPEC §5, §9 train. */
  train: {
    /** Booking window: today to 14 days ahead. */
    windowDays: 14,
    /** Default query date: tomorrow. */
    defaultDaysAhead: 1,
    /** Booking hours 05:00 to 23:59 China time. */
    bookingOpen: '05:00',
    bookingClose: '23:59',
    /** Changes, refunds and offline bookings need 4 hours. */
    alterLeadHours: 4,
    offlineLeadHours: 4,
    /** Departing within 2 hours asks confirmation; within 30 minutes adds a warning. */
    confirmWithinMinutes: 120,
    warnWithinMinutes: 30,
    /** At most 9 travellers per order (the message text says 5). */
    maxTravellers: 9,
    grabLeadHours: 3,
    grabResultMaxMinutes: 3,
    grabRefundWorkingDays: [1, 7],
    /** Child ticket by height in metres: over 1.5 adult, 1.2 to 1.5 child, under 1.2 free. */
    childHeightMinM: 1.2,
    childHeightMaxM: 1.5,
    /** Flight suggestion shown when departure is within 29 days. */
    flightSuggestionDays: 29,
    fastTrainTypes: ['G', 'C', 'D'],
  },
  /** SPEC §9 car. */
  car: {
    defaultUseType: 8,
    /** Luggage standard: a 24-inch case; larger counts as 2. */
    luggageStandardInches: 24,
  },
  /** SPEC §9 visa. */
  visa: {
    defaultTripDaysAhead: 30,
  },
  /** SPEC §9 fees; amounts in fen (ARCHITECTURE §13). */
  fees: {
    changePercentEarly: 40,
    changePercentLate: 60,
    refundPercent: 60,
    cutoffHours: 2,
    minFeeFen: 5000,
  },
  /** SPEC §5, §9 documents, uploads and text lengths. */
  input: {
    /** 10 MB, read as 10 × 1024 × 1024 bytes. */
    uploadMaxBytes: 10 * 1024 * 1024,
    imageExtensions: ['jpg', 'jpeg', 'gif', 'png', 'bmp'],
    remarkMax: 200,
    hotelNoteMax: 50,
    passwordMin: 6,
    passwordMax: 20,
    strongPasswordMin: 8,
    passportMax: 9,
    /** Passport must be valid more than 6 months past the trip end (SPEC §5). */
    passportValidityMonths: 6,
  },
  /** SPEC §9 languages. */
  locale: {
    default: 'zh-CN',
    supported: ['zh-CN', 'en-US'],
  },
} as const;

/** A supported UI language (SPEC §9). */
export type Locale = (typeof LIMITS.locale.supported)[number];

/** Default UI language (SPEC §9). */
export const DEFAULT_LOCALE: Locale = LIMITS.locale.default;
