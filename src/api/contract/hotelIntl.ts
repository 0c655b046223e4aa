/**
 * International hotels (SPEC §2 /ht htDetailsInt, htIntPolicy, htOrderInt, htIntEdit and /htV2 htIntRoomList; §7
 * International hotel: /hotel/gj/shopping keyword, getOpenPlat, hotelList, hotelInfo, pricePlanList, pricePlanOne and
 * /hotel/order/bookGj; §9 nationality default CN, up to 10 children in the room conditions, at most 10 guests,
 * product 10910 international city).
 *
 * The domestic shapes (contract/hotel.ts) are reused where they fit; what is international is added here:
 * - the city is a 10910 city (`cityId` = the basedata international city code, e.g. TYO, LON);
 * - every shopping call carries the occupancy per room ({@link IntlOccupancy}: adults and the ages of the children)
 *   and the guests' nationality (ISO-3166 alpha-2, default 'CN');
 * - prices are yuan (CNY, what is paid) with the amount in the hotel's local currency for display (`localPrice`,
 *   `currency`), converted with the supplier's fixed demo exchange rates;
 * - international plans are prepaid only; taxes and fees are included in the price, a local city tax may be payable
 *   at the hotel ({@link IntlTaxes});
 * - guests are named in Latin letters per room; the order may ask for an invoice (e-mail or postal delivery).
 * The order itself is a hotel order (11007) shown by hotelOrderDetail with its `intl` part.
 */
import type { Address, BookingCommonFields } from './booking';
import type { PageData, PageQuery } from './envelope';
import type {
  FacilityCode,
  GeoPoint,
  HotelDetail,
  HotelKeywordData,
  HotelPlatData,
  HotelRoom,
  HotelSort,
  HotelStar,
  HotelSummary,
  RatePlan,
  TravellerRef,
} from './hotel';
import type { BookNextStep } from './orders';

export type { HotelKeywordData as IntlKeywordData, HotelPlatData as IntlPlatData };

/** The limits of the international room conditions (SPEC §9). */
export const HOTEL_INTL_LIMITS = {
  /** Guests on one booking, adults and children together. */
  maxGuests: 10,
  /** Children on one booking. */
  maxChildren: 10,
  /** Oldest age that counts as a child. */
  maxChildAge: 17,
  /** Rooms on one booking. */
  maxRooms: 10,
  defaultNationality: 'CN',
} as const;

/** Who stays in one room: at least one adult; each child's age 0–17. */
export interface IntlOccupancy {
  adults: number;
  childAges: number[];
}

/** What every international shopping call about a stay carries. */
export interface IntlStayQuery {
  checkIn: string;
  checkOut: string;
  /** One entry per room (the number of rooms is its length). */
  occupancy: IntlOccupancy[];
  /** ISO-3166 alpha-2 of the guests' nationality; default 'CN'. */
  nationality?: string;
}

/** A price in the hotel's local currency, for display (what is paid is the yuan figure beside it). */
export interface LocalAmount {
  /** In `currency`, two decimals at most. */
  localPrice: number;
  /** ISO-4217, e.g. 'JPY', 'GBP'. */
  currency: string;
}

/** One hotel of an international list. `lowestPrice` is yuan per room and night; `localPrice` the same locally. */
export interface IntlHotelSummary extends HotelSummary, LocalAmount {
  /** Country or region of the city, in the caller's language. */
  countryName: string;
  /** The city in English (the hotel's own language of address). */
  cityNameEn: string;
}

/** keyword: hotels, districts, landmarks and brands of the city matching what is typed. */
export interface IntlKeywordRequest {
  cityId: string;
  keyword: string;
}

/** hotelList: the hotels of a 10910 city for the stay and occupancy (rows {@link IntlHotelSummary} in `list`). */
export interface IntlHotelListRequest extends PageQuery, IntlStayQuery {
  cityId: string;
  keyword?: string;
  stars?: HotelStar[];
  /** Average nightly price band per room, yuan. */
  priceMin?: number;
  priceMax?: number;
  sort?: HotelSort;
  /** Distances are measured from here (else the city centre); with `distance` (km) only hotels within it. */
  centre?: GeoPoint;
  distance?: number;
  facilities?: FacilityCode[];
  brands?: string[];
  /** Travellers chosen before searching: the policy flag (`wb`) of each hotel is computed for them. */
  travellers?: TravellerRef[];
  ccsqdId?: string;
  routeId?: string;
}

export interface IntlHotelListData extends PageData {
  centre: GeoPoint;
  /** Brands present in the city (filter options). */
  brands: string[];
  /** The city's local currency. */
  currency: string;
}

/** The hotel's policies (SPEC §2 /ht/htIntPolicy); texts in the caller's language. */
export interface IntlHotelPolicies {
  /** 'HH:mm': check-in from, check-in until ('' when round the clock), check-out until. */
  checkInFrom: string;
  checkInUntil: string;
  checkOutUntil: string;
  /** Children and extra beds. */
  children: string;
  extraBed: string;
  pets: string;
  /** Card brands the hotel accepts: 'visa' | 'mastercard' | 'amex' | 'jcb' | 'unionpay' | 'diners'. */
  cards: string[];
  /** Important notes (deposit, city tax, ID at check-in…). */
  notes: string[];
}

/** hotelInfo: the hotel with its policies (rooms come from pricePlanList). */
export interface IntlHotelInfoRequest extends IntlStayQuery {
  hotelId: string;
  travellers?: TravellerRef[];
}

export interface IntlHotelDetail extends Omit<HotelDetail, 'rooms'>, LocalAmount {
  countryName: string;
  cityNameEn: string;
  policies: IntlHotelPolicies;
}

/** Taxes and fees of a plan. */
export interface IntlTaxes {
  /** Taxes and service charges included in the price (all rooms, whole stay), yuan. */
  included: number;
  /** Local tax payable at the hotel (all rooms, whole stay), in the local currency; 0 when none. */
  payAtHotel: number;
  currency: string;
}

/**
 * One international plan for the stay (prepaid only). `nightly`, `avgPrice`, `totalPrice` are one room (as domestic);
 * `roomsTotal` all the rooms of the occupancy for the stay, yuan, and `localTotal` the same locally.
 */
export interface IntlRatePlan extends RatePlan, LocalAmount {
  payType: 'prepay';
  /** All rooms, whole stay, yuan: what the order costs. */
  roomsTotal: number;
  /** All rooms, whole stay, local currency. */
  localTotal: number;
  taxes: IntlTaxes;
}

/** A room type with its occupancy limits and plans. */
export interface IntlHotelRoom extends Omit<HotelRoom, 'plans'> {
  nameEn: string;
  /** Per room: adults, children, and guests in all (maxOccupancy). */
  maxAdults: number;
  maxChildren: number;
  plans: IntlRatePlan[];
}

/** pricePlanList: the rooms that can take every room of the occupancy, with their plans for the stay. */
export interface IntlPricePlanListRequest extends IntlStayQuery {
  hotelId: string;
  /** Only this room type. */
  roomId?: string;
  travellers?: TravellerRef[];
}

export interface IntlPricePlanListData {
  rooms: IntlHotelRoom[];
  /** Policy of the travellers: the booker must comply (wb 2 blocks) rather than give a reason. */
  mustComply: boolean;
}

/** pricePlanOne: one plan priced again now for the occupancy (the booking screen). */
export interface IntlPricePlanOneRequest {
  /** RatePlan.planKey: `${hotelId}|${roomId}|${planId}|${checkIn}|${checkOut}`. */
  planKey: string;
  occupancy: IntlOccupancy[];
  nationality?: string;
  travellers?: TravellerRef[];
}

export interface IntlPricePlanOneData {
  plan: IntlRatePlan;
  room: Omit<IntlHotelRoom, 'plans'>;
  hotel: IntlHotelSummary;
  policies: IntlHotelPolicies;
}

/** A guest as booked: named in Latin letters (A–Z, space, hyphen), in a room of the occupancy. */
export interface IntlGuestInput {
  /** 0-based index into the occupancy. */
  roomIndex: number;
  surname: string;
  givenName: string;
  isChild: boolean;
  /** A child's age (0–17), required when isChild. */
  age?: number;
  /** An employee or frequent traveller the guest is (their rank sets the policy); absent for others. */
  empId?: string;
  contactsId?: string;
}

/** Invoice for the stay: the title (swxx id) and where it goes (e-mail, or post to an address). */
export interface IntlInvoiceRequest {
  needInvoice: boolean;
  titleId?: string;
  email?: string;
  address?: Address;
}

/** bookGj. Sent with an Idempotency-Key. */
export interface BookGjRequest extends BookingCommonFields {
  planKey: string;
  occupancy: IntlOccupancy[];
  /** ISO-3166 alpha-2; default 'CN'. */
  nationality?: string;
  /** Every guest of every room: the adults and children of the occupancy, exactly. */
  guests: IntlGuestInput[];
  /** Latest arrival 'HH:mm' on the check-in day (hotel's local time is shown as China time in the demo). */
  arrivalTime: string;
  linkman: string;
  linkTel: string;
  linkEmail?: string;
  guestNote?: string;
  /** Cancellation rules read and ticked (H083). */
  cancelRuleAccepted: boolean;
  /** Average nightly price per room the user saw, yuan: another price today refuses with priceChanged. */
  avgPrice: number;
  invoice: IntlInvoiceRequest;
  tripType?: 1 | 2;
}

export interface BookGjData {
  orderId: string;
  orderNo: string;
  /** Yuan: all rooms for the stay. */
  amount: number;
  /** 'pay' (prepaid), or 'approval' / 'awaitingSubmission' as domestic. */
  nextStep: BookNextStep;
  payDeadline: string;
  payType: 'prepay';
}

/** The international part of a hotel order (hotelOrderDetail `intl`). */
export interface HotelIntlOrderPart {
  nationality: string;
  occupancy: IntlOccupancy[];
  guests: { roomIndex: number; surname: string; givenName: string; isChild: boolean; age: number | null }[];
  /** All rooms, whole stay, local currency. */
  localTotal: number;
  currency: string;
  taxes: IntlTaxes;
  policies: IntlHotelPolicies;
  invoice: {
    needInvoice: boolean;
    titleId: string;
    titleName: string;
    /** Masked. */
    email: string;
    /** Recipient, masked phone and address; null when e-mailed or none. */
    address: { recipient: string; phoneNumber: string; text: string } | null;
  };
}
