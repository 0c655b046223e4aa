/**
 * The icon of a message in the lists (issue 15: an icon per message kind): approval messages show the approval
 * icon; order messages the icon of the order's product, so a flight ticketed and a hotel confirmed read apart.
 */
import type { MessageItem } from '../../api/contract';
import type { IconData } from '../../components/Icon';
import {
  approval,
  bolt,
  car,
  concierge,
  hotel,
  lounge,
  mountain,
  orders,
  passport,
  plane,
  shield,
  ticket,
  train,
} from '../../components/Icon/icons';
import { ORDER_TYPE, type OrderTypeName } from '../../domain/codes';

const BY_TYPE: Partial<Record<OrderTypeName, IconData>> = {
  flight: plane,
  flightRefund: plane,
  flightChange: plane,
  flightIntl: plane,
  flightIntlRefund: plane,
  flightIntlChange: plane,
  hotel,
  hotelRefund: hotel,
  train,
  trainRefund: train,
  trainChange: train,
  trainBerth: train,
  insurance: shield,
  insuranceRefund: shield,
  car,
  carRealTime: car,
  visa: passport,
  restRoom: lounge,
  fastCheck: bolt,
  checkIn: ticket,
  guestPass: concierge,
  travel: mountain,
  trip: plane,
};

const ICON_BY_CODE = new Map<number, IconData>(
  (Object.keys(BY_TYPE) as OrderTypeName[]).map((name) => [ORDER_TYPE[name], BY_TYPE[name] as IconData]),
);

export function messageKindIcon(message: Pick<MessageItem, 'yycj' | 'orderType'>): IconData {
  if (message.yycj === 2) return approval;
  return ICON_BY_CODE.get(Number(message.orderType)) ?? orders;
}
