/** Dictionary keys of car data shown on several car screens (services, vehicle classes, fare parts). */
import type { CarEstimate, CarService } from '../../../api/contract/car';
import type { MessageKey } from '../../../i18n';
import '../../../i18n/parts/car';
import { NO_TRANSLATE } from '../../../components/Pressable/noTranslate';

/** Data the browser must not machine-translate (the shared marker, re-exported for this product's screens). */
export { NO_TRANSLATE };

/** '马上用车' / 'Ride now' … '日租包车' / 'Day rental'. */
export const serviceKey = (service: CarService): MessageKey => `car.service.${service}` as MessageKey;

/** '经济型' / 'Economy' …; an unknown class id shows as itself. */
export const classKey = (vehicleTypeId: string): MessageKey => `car.class.${vehicleTypeId}` as MessageKey;

export const partKey = (kind: CarEstimate['parts'][number]['kind']): MessageKey => `car.part.${kind}` as MessageKey;
