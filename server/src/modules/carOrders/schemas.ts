/** Request schemas of the car booking, pre-booking checks and order calls, checked against the contract types. */
import {
  CAR_USE_TYPE,
  DAY_RENTAL_PACKAGES,
  type CarBookRequest,
  type CarOrderIdQuery,
  type CarOrderListRequest,
  type CarPlace,
  type CarPreBookRequest,
  type CarSameOrderRequest,
} from '../../../../src/api/contract/car';
import { CAR_REMARK_MAX, DAY_RENTAL_MAX_DAYS } from '../../../../src/domain/car/useTime';
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { BOOKING_FORM_PROPS } from '../booking/bodySchemas';
import { TRAVELLER_INPUT } from '../booking/bodySchemas';
import { PAGE_PROPS, arr, bool, int, num, obj, oneOf, str } from '../../lib/schema';

const ID = str({ minLength: 1, maxLength: 64 });
const USE_TYPES = Object.values(CAR_USE_TYPE);
const ORDER_TYPES = [ORDER_TYPE.car, ORDER_TYPE.carRealTime];
/** 'YYYY-MM-DD HH:mm', China time. */
const USE_TIME = str({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$' });
const YUAN = num({ minimum: 0, maximum: 10_000_000 });
const COUNT = int({ minimum: 0, maximum: 99 });

const PLACE = obj<CarPlace>(
  {
    name: str({ minLength: 1, maxLength: 100 }),
    address: str({ maxLength: 200 }),
    cityCode: str({ maxLength: 16 }),
    cityName: str({ maxLength: 32 }),
    lat: num({ minimum: -90, maximum: 90 }),
    lng: num({ minimum: -180, maximum: 180 }),
    kind: oneOf(['city', 'district', 'airport', 'station', 'landmark', 'poi'], 'string'),
    code: str({ maxLength: 16 }),
    terminal: str({ maxLength: 16 }),
  },
  ['name', 'lat', 'lng'],
);

// Riders, luggage and the remark's length are checked by the service (its messages), not refused as a malformed body.
export const bookSchema = {
  summary: 'Books a car (instant ride, scheduled or transfer, day rental) from an estimate (Idempotency-Key)',
  body: obj<CarBookRequest>(
    {
      ...BOOKING_FORM_PROPS,
      estimateKey: str({ minLength: 1, maxLength: 128 }),
      useType: oneOf(USE_TYPES),
      from: PLACE,
      to: PLACE,
      useTime: USE_TIME,
      dayPackage: oneOf(Object.keys(DAY_RENTAL_PACKAGES), 'string'),
      days: int({ minimum: 1, maximum: DAY_RENTAL_MAX_DAYS }),
      flightNo: str({ maxLength: 16 }),
      passenger: TRAVELLER_INPUT,
      riders: COUNT,
      luggageStandard: COUNT,
      luggageLarge: COUNT,
      price: YUAN,
      remark: str({ maxLength: CAR_REMARK_MAX * 4 }),
    },
    [
      'estimateKey',
      'useType',
      'from',
      'useTime',
      'passenger',
      'riders',
      'luggageStandard',
      'luggageLarge',
      'linkman',
      'linkTel',
      'price',
    ],
  ),
};

export const preBookSchema = {
  summary: 'May the employee book this car service now (product enabled, no unpaid ride, city has models)',
  body: obj<CarPreBookRequest>(
    { orderType: oneOf(ORDER_TYPES), useType: oneOf(USE_TYPES), cityCode: str({ maxLength: 16 }) },
    ['orderType'],
  ),
};

export const sameOrderSchema = {
  summary: "The passengers' open car orders within one hour of the use time",
  body: obj<CarSameOrderRequest>(
    {
      useTime: USE_TIME,
      passengers: arr(
        obj<CarSameOrderRequest['passengers'][number]>(
          { empId: str({ maxLength: 64 }), contactsId: str({ maxLength: 64 }), name: str({ maxLength: 64 }) },
          ['name'],
        ),
        { maxItems: 9 },
      ),
    },
    ['useTime', 'passengers'],
  ),
};

export const orderIdQuerySchema = {
  summary: 'A car order by id',
  querystring: obj<CarOrderIdQuery>({ orderId: ID }, ['orderId']),
};

export const listSchema = {
  summary: 'Car orders with the SPEC §7 filters (default: use time in the last 30 days)',
  body: obj<CarOrderListRequest>({
    ...PAGE_PROPS,
    date: str({ pattern: '^\\d{4}-\\d{2}(-\\d{2})?$' }),
    orderNo: str({ maxLength: 64 }),
    empName: str({ maxLength: 64 }),
    linkTel: str({ maxLength: 20 }),
    cityId: str({ maxLength: 16 }),
    orderType: oneOf(ORDER_TYPES),
    findScope: oneOf([1, 2, 3]),
    tripOnly: bool(),
  }),
};
