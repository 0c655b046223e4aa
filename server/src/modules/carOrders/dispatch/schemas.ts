/** Request and response schemas of the dispatch calls (contract: src/api/contract/car.ts). */
import type {
  CarCancelData,
  CarCancelFeeData,
  CarCancelRequest,
  CarOrderIdQuery,
  DriverLocationData,
  DriverLocationRequest,
  LatLng,
} from '../../../../../src/api/contract/car';
import { arr, flag, int, num, obj, reply, str } from '../../../lib/schema';

const ID = str({ minLength: 1, maxLength: 64 });
const ORDER_ID = obj<CarOrderIdQuery>({ orderId: ID }, ['orderId']);
const LAT_LNG = obj<LatLng>({ lat: num(), lng: num() }, ['lat', 'lng']);

export const driverLocationSchema = {
  summary: "The driver's position on a ride of my booking scope (null before a driver accepted)",
  body: obj<DriverLocationRequest>({ id: ID, resultFlag: { anyOf: [str({ maxLength: 16 }), int()] } }, ['id']),
  response: reply(
    obj<DriverLocationData>(
      {
        orderStatus: str(),
        position: { anyOf: [LAT_LNG, { type: 'null' }] },
        heading: num(),
        remainingDistance: int(),
        remainingSeconds: int(),
      },
      ['orderStatus', 'position', 'heading', 'remainingDistance', 'remainingSeconds'],
    ),
  ),
};

export const cancelFeeSchema = {
  summary: 'What cancelling a car order costs now (free before a driver accepted)',
  body: ORDER_ID,
  response: reply(
    obj<CarCancelFeeData>({ fee: num(), freeUntil: str(), reasonCodes: arr(str()) }, [
      'fee',
      'freeUntil',
      'reasonCodes',
    ]),
  ),
};

export const cancelSchema = {
  summary: 'Cancel a car order (sfqx 1 accepts the cancel fee; without it a fee is answered and nothing changes)',
  body: obj<CarCancelRequest>(
    {
      orderId: ID,
      qxbh: str({ maxLength: 32 }),
      qxyy: str({ minLength: 1, maxLength: 200, pattern: '\\S' }),
      sfqx: flag(),
    },
    ['orderId', 'qxyy'],
  ),
  response: reply(
    obj<CarCancelData>({ orderId: str(), orderStatus: str(), fee: num(), refundAmount: num() }, [
      'orderId',
      'orderStatus',
      'fee',
      'refundAmount',
    ]),
  ),
};

export const linkerSchema = {
  summary: "The driver's phone in plain text, for the ride's booker or passenger once a driver accepted",
  body: ORDER_ID,
  response: reply(obj<{ phone: string }>({ phone: str() }, ['phone'])),
};
