/** Dictionary keys of car data shown on several car screens (services, vehicle classes, fare parts). */
import type { CarEstimate, CarService } from '../../../api/contract/car';
import type { MessageKey } from '../../../i18n';
import '../../../i18n/parts/car';

/** Data (names, codes, plates, amounts) the browser must not machine-translate. */
export const NO_TRANSLATE: Record<string, unknown> = { translate: 'no' };

/** '马上用车' / 'Ride now' … '日租包车' / 'Day rental'. */
export const serviceKey = (service: CarService): MessageKey => `car.service.${service}` as MessageKey;

/** '经济型' / 'Economy' …; an unknown class id shows as itself. */
export const classKey = (vehicleTypeId: string): MessageKey => `car.class.${vehicleTypeId}` as MessageKey;

export const partKey = (kind: CarEstimate['parts'][number]['kind']): MessageKey => `car.part.${kind}` as MessageKey;
