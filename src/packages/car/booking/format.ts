/** How the car booking screens write a ride: service, class, places, time and package (dictionary keys). Pure. */
import type { CarService, DayRentalPackage } from '../../../api/contract/car';
import { formatYuan, yuanToFen } from '../../../domain/money';
import type { MessageKey } from '../../../i18n';
import '../../../i18n/parts/carBooking';
import { NO_TRANSLATE } from '../../../components/Pressable/noTranslate';

/** Data the browser must not machine-translate (the shared marker, re-exported for this product's screens). */
export { NO_TRANSLATE };

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const SERVICE_KEYS: Readonly<Record<CarService, MessageKey>> = {
  instant: 'carBooking.service.instant',
  scheduled: 'carBooking.service.scheduled',
  airportPickup: 'carBooking.service.airportPickup',
  airportDropoff: 'carBooking.service.airportDropoff',
  stationPickup: 'carBooking.service.stationPickup',
  stationDropoff: 'carBooking.service.stationDropoff',
  dayRental: 'carBooking.service.dayRental',
};

const CLASS_KEYS: Readonly<Record<string, MessageKey>> = {
  economy: 'carBooking.class.economy',
  comfort: 'carBooking.class.comfort',
  business: 'carBooking.class.business',
  luxury: 'carBooking.class.luxury',
  mpv: 'carBooking.class.mpv',
};

const PACKAGE_KEYS: Readonly<Record<DayRentalPackage, MessageKey>> = {
  halfDay: 'carBooking.package.halfDay',
  fullDay: 'carBooking.package.fullDay',
};

export const serviceText = (t: Translate, service: CarService): string => t(SERVICE_KEYS[service]);

/** A vehicle class's name (an unknown id as it is). */
export function classText(t: Translate, vehicleTypeId: string): string {
  const key = CLASS_KEYS[vehicleTypeId];
  return key ? t(key) : vehicleTypeId;
}

export const packageText = (t: Translate, pkg: DayRentalPackage, days: number): string =>
  t('carBooking.package.line', { package: t(PACKAGE_KEYS[pkg]), days });

/** 'MM-DD HH:mm' of a 'YYYY-MM-DD HH:mm' time. */
export const shortTime = (time: string): string => (time.length >= 16 ? time.slice(5, 16) : time);

/** A yuan amount of the contract as the screens show money ('¥38.00'). */
export const money = (yuan: number): string => formatYuan(yuanToFen(yuan));
