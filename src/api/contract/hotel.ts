/**
 * Domestic hotels, versions 1 and 2: search, policy, rooms and rate plans, booking, guarantee and the hotel order
 * (SPEC §2 /ht and /htV2, §3 hotel leg and membership, §5 hotel, §6 hotel version and room sharing, §7 Hotel
 * version 1 and 2, jsClzcBzz, fwf/matchQuery, §9 hotel limits). Both versions call the same shapes: version 1 splits
 * the detail over hotelInfo / imgInfo / roomInfo / pricePlanList, version 2 answers it in one detail call.
 * Amounts are yuan numbers with at most two decimals (arithmetic in fen on both sides); dates 'YYYY-MM-DD' and times
 * 'YYYY-MM-DD HH:mm', China local time; coordinates GCJ-02 (what the map adapter of every host draws).
 * Refunds live in hotelAfterSales.ts, need (inquiry) orders in hotelNeed.ts.
 */
import type { BookingCommonFields, PolicyMatch, TravellerInput } from './booking';
import type { PageData, PageQuery } from './envelope';
import type { BookNextStep, BookedOrderDetail, PriceLine } from './orders';
import type { HotelIntlOrderPart } from './hotelIntl';

export type { BookNextStep, PriceLine };

/** A point on the map, GCJ-02. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** Facility codes the filters and the detail use; names come from the dictionaries (hotel.facility.<code>). */
export const FACILITY_CODES = [
  'wifi',
  'parking',
  'breakfast',
  'gym',
  'pool',
  'meeting',
  'airportShuttle',
  'restaurant',
  'laundry',
  'frontDesk24h',
  'luggage',
  'chargingPile',
] as const;
export type FacilityCode = (typeof FACILITY_CODES)[number];

/** Sort codes of the list (SPEC §9 default 12). */
export const HOTEL_SORT = {
  recommended: 12,
  priceAsc: 1,
  priceDesc: 2,
  distance: 3,
  score: 4,
  starDesc: 5,
} as const;
export type HotelSort = (typeof HOTEL_SORT)[keyof typeof HOTEL_SORT];

/** Star levels: 2 economy (二星及以下/经济), 3 comfort, 4 premium, 5 luxury. */
export type HotelStar = 2 | 3 | 4 | 5;

/** One hotel on a list or a map (SPEC §7 hotelList / v2 list). */
export interface HotelSummary {
  hotelId: string;
  name: string;
  /** English name (shown in en-US). */
  nameEn: string;
  star: HotelStar;
  /** 0–5, one decimal. */
  score: number;
  reviewCount: number;
  brand: string;
  cityId: string;
  cityName: string;
  district: string;
  address: string;
  location: GeoPoint;
  /** Kilometres from the search centre (the user's position in a nearby search, else the city centre). */
  distanceKm: number;
  /** Cover image URL, served by the reference server (/obt/hotel/img/…). */
  image: string;
  /** Lowest average nightly price of a bookable plan for the stay, yuan; 0 when full. */
  lowestPrice: number;
  /** No room left for the stay. */
  full: boolean;
  /** A company-agreement (protocol) hotel of the caller's company (SPEC §2 htSignList). */
  protocol: boolean;
  facilities: FacilityCode[];
  /** Policy of the lowest price for the travellers: 0 within, 1 above (reason), 2 above and blocked. */
  wb: 0 | 1 | 2;
}

export interface TravellerRef {
  empId?: string;
  contactsId?: string;
}

/** hotelList (version 1) and shopping/v2/list (version 2). */
export interface HotelListRequest extends PageQuery {
  /** City code of product 10903 (basedata geo). */
  cityId: string;
  checkIn: string;
  checkOut: string;
  keyword?: string;
  stars?: HotelStar[];
  /** Average nightly price band, yuan. */
  priceMin?: number;
  priceMax?: number;
  sort?: HotelSort;
  /** Nearby search: the centre and the radius in km (SPEC §9 default 15). */
  centre?: GeoPoint;
  distance?: number;
  /** Company-agreement hotels only (htSignList). */
  protocolOnly?: boolean;
  facilities?: FacilityCode[];
  brands?: string[];
  /** Travellers chosen before searching: the policy flag of each hotel is computed for them. */
  travellers?: TravellerRef[];
  ccsqdId?: string;
  routeId?: string;
}

/** Rows (HotelSummary) in the envelope's `list`, as every paged answer. */
export interface HotelListData extends PageData {
  /** The centre distances are measured from. */
  centre: GeoPoint;
  /** Brands present in the city (filter options). */
  brands: string[];
}

/** keyword (version 1) and onlyLocalKeyword (version 2): suggestions while typing. */
export interface HotelKeywordRequest {
  cityId: string;
  keyword: string;
}

export interface HotelKeywordItem {
  /** 'hotel' opens the hotel; 'district' | 'landmark' | 'brand' search with it as the keyword (landmarks centre). */
  kind: 'hotel' | 'district' | 'landmark' | 'brand';
  text: string;
  hotelId?: string;
  location?: GeoPoint;
}

export interface HotelKeywordData {
  items: HotelKeywordItem[];
}

/** getSignJdCity: cities where the caller's company has protocol hotels. */
export interface SignCityData {
  cities: { cityId: string; cityName: string; count: number }[];
}

/** getOpenPlat / getBindPlat: the hotel suppliers open to the company (one in the reference server). */
export interface HotelPlatData {
  plats: { platId: string; name: string }[];
}

/** findStaticData / findJdStaticByCityIdData: the city's districts, landmarks and brands (filter data). */
export interface HotelStaticRequest {
  cityId: string;
}

export interface HotelStaticData {
  cityId: string;
  centre: GeoPoint;
  districts: string[];
  landmarks: { name: string; location: GeoPoint }[];
  brands: string[];
}

export interface HotelImage {
  url: string;
  category: 'exterior' | 'lobby' | 'room' | 'dining' | 'facility';
  /** Room id for room images. */
  roomId?: string;
}

/** Cancellation rule of a plan (SPEC §5: read and ticked, checkbox code H083). */
export interface CancelRule {
  /** free until the deadline; limited: free until the deadline, then the penalty; none: never cancellable. */
  kind: 'free' | 'limited' | 'none';
  /** Last free cancellation, 'YYYY-MM-DD HH:mm' ('' for none). */
  freeUntil: string;
  /** What a cancellation after the deadline costs, yuan (the first night of each room). */
  penalty: number;
}

/** How a plan is paid: prepaid through the cashier, or at the hotel (a guarantee may be required). */
export type PayType = 'prepay' | 'onsite';

/** One rate plan of a room for the stay (SPEC §7 pricePlanList, pricePlanOne). */
export interface RatePlan {
  /** `${hotelId}|${roomId}|${planId}|${checkIn}|${checkOut}`: what pricePlanOne, priceValidate and book take. */
  planKey: string;
  planId: string;
  roomId: string;
  name: string;
  /** Breakfasts included per room and night (0 none). */
  breakfast: 0 | 1 | 2;
  payType: PayType;
  /**
   * Guarantee with a credit card at booking: 'none', 'always', or 'late' (only when the latest arrival is after
   * 18:00). Only onsite plans ask for one.
   */
  guarantee: 'none' | 'always' | 'late';
  cancel: CancelRule;
  /** Price of each night of the stay, yuan. */
  nightly: { date: string; price: number }[];
  /** Average nightly price, yuan. */
  avgPrice: number;
  /** One room for the whole stay, yuan. */
  totalPrice: number;
  /** Rooms left for every night of the stay (0 full). */
  roomsLeft: number;
  /** Company-agreement price. */
  protocol: boolean;
  instantConfirm: boolean;
  /** Policy for the travellers (clzcRatePlan): 0 within, 1 above (reason), 2 above and blocked. */
  wb: 0 | 1 | 2;
  policy?: PolicyMatch;
}

export interface HotelRoom {
  roomId: string;
  name: string;
  /** m². */
  area: number;
  /** 'king' | 'twin' | 'queen' | 'single'; the name comes from the dictionaries. */
  bedType: 'king' | 'twin' | 'queen' | 'single';
  floor: string;
  maxOccupancy: number;
  window: boolean;
  smoking: boolean;
  images: string[];
  /** Lowest average nightly price of its plans, yuan (0 full). */
  lowestPrice: number;
  plans: RatePlan[];
}

/** hotelInfo (version 1, without rooms) and the v2 detail (with rooms and plans). */
export interface HotelDetail extends HotelSummary {
  phone: string;
  openYear: number;
  renovationYear: number;
  description: string;
  checkInFrom: string;
  checkOutBy: string;
  images: HotelImage[];
  /** Rooms with their plans for the stay (version 2 detail; version 1 asks roomInfo and pricePlanList). */
  rooms: HotelRoom[];
}

/** hotelInfo, imgInfo, roomInfo, v2 detail. */
export interface HotelDetailRequest {
  hotelId: string;
  checkIn: string;
  checkOut: string;
  travellers?: TravellerRef[];
}

export interface HotelImagesData {
  images: HotelImage[];
}

export interface HotelRoomsData {
  rooms: HotelRoom[];
}

/** pricePlanList (version 1): the plans of one room. */
export interface PricePlanListRequest extends HotelDetailRequest {
  roomId: string;
}

export interface PricePlanListData {
  plans: RatePlan[];
}

/** pricePlanOne: one plan, priced again now. */
export interface PricePlanOneRequest {
  planKey: string;
  travellers?: TravellerRef[];
}

export interface PricePlanOneData {
  plan: RatePlan;
  room: Omit<HotelRoom, 'plans'>;
  hotel: HotelSummary;
}

/** clzcRatePlan: policy of plans for travellers. */
export interface HotelPlanPolicyRequest {
  planKeys: string[];
  travellers: TravellerRef[];
  tripType?: 1 | 2;
}

export interface HotelPlanPolicyData {
  results: { planKey: string; wb: 0 | 1 | 2; policy: PolicyMatch }[];
  mustComply: boolean;
}

/** jsClzcBzz: the nightly price cap per traveller rank and city (SPEC §7), and whether room sharing shows. */
export interface HotelStandardRequest {
  cityId: string;
  travellers: TravellerRef[];
}

export interface HotelStandardData {
  /** Per traveller: their rank's cap in this city, yuan per night (null: no cap). */
  travellers: { empId: string; name: string; rankName: string; cap: number | null }[];
  /** The strictest cap of the travellers (what the list marks), null when none. */
  cap: number | null;
  /** The company blocks booking above the cap (wb 2) rather than asking a reason (wb 1). */
  mustComply: boolean;
  /** Room sharing (pf) is shown at the travellers' policy level (SPEC §6). */
  roomSharing: boolean;
}

/** priceValidate: the plan still has this price and enough rooms. */
export interface HotelPriceValidateRequest {
  planKey: string;
  rooms: number;
  /** Average nightly price the user saw, yuan. */
  avgPrice: number;
}

export interface HotelPriceValidateData {
  valid: boolean;
  /** '' when valid; 'priceChanged' | 'full' (hotel full for the period) | 'expired' (plan expired, re-query). */
  reason: '' | 'priceChanged' | 'full' | 'expired';
  message: string;
  /** With 'priceChanged': the plan at today's price. */
  plan?: RatePlan;
}

/** checkSameOrder: hotel orders of the guests overlapping the stay. */
export interface HotelSameOrderRequest {
  checkIn: string;
  checkOut: string;
  guests: TravellerRef[];
}

export interface HotelSameOrderData {
  orders: {
    orderId: string;
    orderNo: string;
    hotelName: string;
    checkIn: string;
    checkOut: string;
    guestName: string;
  }[];
}

/** fwf/matchQuery: the service fee of a booking (SPEC §7). */
export interface ServiceFeeRequest {
  /** Product code: 10903 hotel. */
  productType: number;
  nights?: number;
  rooms?: number;
  /** Order amount before the fee, yuan. */
  amount?: number;
}

export interface ServiceFeeData {
  /** Per order, yuan (0 when the company charges none). */
  fee: number;
  /** How it is charged: 'perOrder' | 'perRoomNight'. */
  basis: 'perOrder' | 'perRoomNight';
  unitFee: number;
}

/** A guest as the booking form sends it: the shared traveller plus the room they stay in. */
export interface HotelGuestInput extends TravellerInput {
  /** 0-based room index (every room has at least one guest; SPEC §5 at most 10 guests). */
  roomIndex: number;
}

/** book (version 1) and order/v2/book. Sent with an Idempotency-Key. */
export interface HotelBookRequest extends BookingCommonFields {
  planKey: string;
  /** Rooms, at least 1 (SPEC §5). */
  rooms: number;
  guests: HotelGuestInput[];
  /** Latest arrival 'HH:mm' on the check-in day (at least 4 hours ahead when checking in today; SPEC §5, §9). */
  arrivalTime: string;
  linkman: string;
  linkTel: string;
  linkEmail?: string;
  /** Note to the hotel, at most 50 characters (SPEC §5). */
  guestNote?: string;
  /** Hotel membership card (SPEC §3) of the first guest. */
  membershipId?: string;
  /** Cancellation rules read and ticked (H083). */
  cancelRuleAccepted: boolean;
  /** Average nightly price the user saw, yuan: a different price today refuses with priceChanged. */
  avgPrice: number;
  /** Room sharing (pf): the guests of a room share it (only when the policy level shows it). */
  roomSharing?: boolean;
  tripType?: 1 | 2;
}

export interface HotelBookData {
  orderId: string;
  orderNo: string;
  /** What the order costs (prepay: paid at the cashier; onsite: paid at the hotel), yuan. */
  amount: number;
  /** 'pay' for prepay plans; onsite plans never go to the cashier ('approval'/'awaitingSubmission' as flights). */
  nextStep: BookNextStep | 'guarantee' | 'confirm';
  payDeadline: string;
  payType: PayType;
  /** The plan needs a card guarantee before the hotel confirms (then call guarantee with the order). */
  guaranteeRequired: boolean;
  /** What the guarantee holds, yuan (the first night of every room, or the whole stay). */
  guaranteeAmount: number;
}

/** creditcardValidate: a card for a guarantee. The server keeps a token and the last four digits only. */
export interface CreditCardValidateRequest {
  cardNo: string;
  /** 'MM/YY'. */
  expiry: string;
  cvv: string;
  holderName: string;
  idType: string;
  idNo: string;
  /** Keep the card (editCreditcard) for the next guarantee. */
  save?: boolean;
}

export interface CreditCardValidateData {
  valid: boolean;
  /** '' when valid; 'number' | 'expired' | 'expiry' | 'cvv' | 'holder'. */
  reason: string;
  message: string;
  /** Single-use (or saved-card) token the guarantee takes. */
  cardToken: string;
  last4: string;
  /** 'visa' | 'mastercard' | 'unionpay' | 'amex' | 'jcb'. */
  brand: string;
}

/** queryCreditcard: the caller's saved cards. editCreditcard: rename or delete one. */
export interface SavedCreditCard {
  cardToken: string;
  last4: string;
  brand: string;
  holderName: string;
  expiry: string;
}

export interface SavedCreditCardsData {
  cards: SavedCreditCard[];
}

export interface EditCreditCardRequest {
  cardToken: string;
  /** 'delete' removes it. */
  action: 'delete';
}

/** guarantee (version 1) and order/v2/guarantee. Sent with an Idempotency-Key. */
export interface HotelGuaranteeRequest {
  orderId: string;
  cardToken: string;
}

export interface HotelGuaranteeData {
  orderId: string;
  orderStatus: string;
  last4: string;
  amount: number;
}

export interface HotelOrderGuest {
  name: string;
  roomIndex: number;
  empId: string;
  /** Masked 3+4. */
  phoneNumber: string;
  /** Masked. */
  idno: string;
}

/** hotelOrderDetail (GET, orderId). */
export interface HotelOrderDetail extends BookedOrderDetail {
  hotel: Pick<HotelSummary, 'hotelId' | 'name' | 'nameEn' | 'star' | 'address' | 'location' | 'image' | 'cityName'> & {
    phone: string;
  };
  room: { roomId: string; name: string; bedType: HotelRoom['bedType'] };
  plan: { planId: string; name: string; breakfast: 0 | 1 | 2; payType: PayType };
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: number;
  arrivalTime: string;
  nightly: { date: string; price: number }[];
  guests: HotelOrderGuest[];
  cancel: CancelRule;
  guestNote: string;
  /** Masked membership card, '' when none. */
  membershipCard: string;
  /** The hotel's confirmation number, '' until confirmed. */
  confirmationNo: string;
  guarantee: { required: boolean; amount: number; last4: string; status: '' | 'held' | 'released' | 'charged' };
  actions: { pay: boolean; cancel: boolean; refund: boolean; guarantee: boolean };
  /** International hotels (bookGj): nationality, occupancy, Latin names, local price, invoice; absent for domestic. */
  intl?: HotelIntlOrderPart;
}

export interface HotelOrderIdQuery {
  orderId: string;
}

export interface HotelOrderCancelData {
  orderId: string;
  orderStatus: string;
  /** What the cancellation cost (after the free deadline), yuan. */
  penalty: number;
}
