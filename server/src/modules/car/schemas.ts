/** Request schemas of the car shopping calls, checked against the contract types (src/api/contract/car.ts). */
import type {
  CarEstimateRequest,
  CarPlace,
  FavoritePlaceRequest,
  FlightByNumberRequest,
  VehicleClzcDetailRequest,
  VehicleTypeListRequest,
} from '../../../../src/api/contract/car';
import { CAR_USE_TYPE, DAY_RENTAL_PACKAGES } from '../../../../src/api/contract/car';
import { VEHICLE_CLASSES } from '../../../../src/domain/car/fare';
import { DAY_RENTAL_MAX_DAYS } from '../../../../src/domain/car/useTime';
import { DAY, EMPTY_BODY, PAGE_PROPS, arr, bool, int, num, obj, oneOf, str } from '../../lib/schema';

const CITY = str({ minLength: 2, maxLength: 8, pattern: '^[A-Za-z0-9]+$' });
const USE_TYPE = oneOf(Object.values(CAR_USE_TYPE));
const USE_TIME = str({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$' });
const ID = str({ minLength: 1, maxLength: 64 });
const FLIGHT_NO = str({ minLength: 3, maxLength: 8, pattern: '^[A-Za-z0-9]{2}\\d{1,5}$' });
const PRICE = num({ minimum: 0, maximum: 1_000_000 });

export const PLACE = obj<CarPlace>(
  {
    lat: num({ minimum: -90, maximum: 90 }),
    lng: num({ minimum: -180, maximum: 180 }),
    name: str({ maxLength: 100 }),
    address: str({ maxLength: 200 }),
    cityCode: str({ maxLength: 8 }),
    cityName: str({ maxLength: 40 }),
    kind: oneOf(['city', 'district', 'airport', 'station', 'landmark', 'poi'], 'string'),
    code: str({ maxLength: 8 }),
    terminal: str({ maxLength: 16 }),
  },
  ['lat', 'lng', 'name'],
);

export const citiesSchema = {
  summary: 'Cities with car service and the services (use types) each offers',
  body: EMPTY_BODY,
};

export const vehicleTypesSchema = {
  summary: "The vehicle classes of a city for a service (empty with the tip 'city has no car models')",
  body: obj<VehicleTypeListRequest>({ cityCode: CITY, useType: USE_TYPE }, ['cityCode']),
};

const estimateBody = obj<CarEstimateRequest>(
  {
    useType: USE_TYPE,
    from: PLACE,
    to: PLACE,
    useTime: USE_TIME,
    dayPackage: oneOf(Object.keys(DAY_RENTAL_PACKAGES), 'string'),
    days: int({ minimum: 1, maximum: DAY_RENTAL_MAX_DAYS }),
    flightNo: FLIGHT_NO,
    empIds: arr(ID, { maxItems: 10 }),
    ccsqdId: str({ maxLength: 64 }),
    routeId: str({ maxLength: 64 }),
  },
  ['useType', 'from', 'useTime'],
);

export const estimateJsycSchema = {
  summary: 'Instant ride estimates per vehicle class (use time now), with drivers nearby and policy',
  body: estimateBody,
};
export const estimateYyycSchema = {
  summary: 'Scheduled ride and airport / station transfer estimates per vehicle class, with policy',
  body: estimateBody,
};
export const queryCarSchema = {
  summary: 'Estimates per vehicle class of any pre-booked service (scheduled, transfers, day rental)',
  body: estimateBody,
};
export const queryDayCarSchema = {
  summary: 'Day-rental estimates per vehicle class (package and 1–7 days)',
  body: estimateBody,
};

export const classPolicySchema = {
  summary: 'The car policy of one vehicle class for one traveller',
  body: obj<VehicleClzcDetailRequest>(
    {
      empId: ID,
      useTime: USE_TIME,
      vehicleTypeId: oneOf(VEHICLE_CLASSES, 'string'),
      price: PRICE,
      distance: num({ minimum: 0, maximum: 10_000_000 }),
      ccsqdNo: str({ maxLength: 64 }),
    },
    ['empId', 'vehicleTypeId', 'price'],
  ),
};

export const flightByNumberSchema = {
  summary: 'Flights of a number on a day, for an airport transfer (within 30 days)',
  body: obj<FlightByNumberRequest>(
    {
      hbh: FLIGHT_NO,
      date: DAY,
      depAirport: str({ maxLength: 3, pattern: '^[A-Za-z]{3}$' }),
      arrAirport: str({ maxLength: 3, pattern: '^[A-Za-z]{3}$' }),
      ...PAGE_PROPS,
    },
    ['hbh', 'date'],
  ),
};

export const flightOrdersSchema = {
  summary: "The caller's flight orders departing within 30 days, for an airport transfer",
  body: EMPTY_BODY,
};

export const favoriteSchema = {
  summary: 'Saves, changes or (delete) removes a saved place (home, office, other; at most 20)',
  body: obj<FavoritePlaceRequest>(
    { id: ID, tag: oneOf(['home', 'office', 'other'], 'string'), place: PLACE, delete: bool() },
    ['tag'],
  ),
};

export const favoritesListSchema = { summary: "The caller's saved places", body: EMPTY_BODY };

export const imageSchema = {
  summary: 'Picture of a vehicle class (public SVG)',
  params: {
    type: 'object',
    properties: { name: str({ maxLength: 20, pattern: '^[a-z]+\\.svg$' }) },
    required: ['name'],
  },
};
