/**
 * The simulated car supplier's data (issue 14): the cities it serves (the base-data car cities, 10906), what each
 * offers, the vehicle classes with real sample models, number-plate prefixes and the demo drivers' names and colours.
 * Public facts, kept small for the demo.
 */
import { CAR_USE_TYPE, type CarUseType } from '../../../../src/api/contract/car';
import { VEHICLE_CLASSES, type VehicleClass } from '../../../../src/domain/car/fare';
import { DOMESTIC_CITIES } from '../../modules/basedata/data/domestic';

/** Licence-plate prefix of each served city (province character + city letter). */
export const PLATE_PREFIX: Readonly<Record<string, string>> = {
  BJS: '京A',
  SHA: '沪A',
  CAN: '粤A',
  SZX: '粤B',
  CTU: '川A',
  CKG: '渝A',
  HGH: '浙A',
  NKG: '苏A',
  WUH: '鄂A',
  SIA: '陕A',
  CSX: '湘A',
  TSN: '津A',
  CGO: '豫A',
  XMN: '闽D',
  TAO: '鲁B',
  KMG: '云A',
  SHE: '辽A',
  DLC: '辽B',
  TNA: '鲁A',
  HFE: '皖A',
  FOC: '闽A',
  NGB: '浙B',
  SZV: '苏E',
};

/** Sample models per class (brand and model names are data, shown as they are). */
export const CLASS_MODELS: Readonly<Record<VehicleClass, readonly string[]>> = {
  economy: ['Volkswagen Lavida', 'Toyota Corolla', 'BYD Qin PLUS', 'Nissan Sylphy'],
  comfort: ['Volkswagen Passat', 'Toyota Camry', 'Honda Accord', 'BYD Han'],
  business: ['Audi A6L', 'BMW 5 Series', 'Mercedes-Benz E-Class'],
  luxury: ['Mercedes-Benz S-Class', 'BMW 7 Series', 'Audi A8L'],
  mpv: ['Buick GL8', 'Honda Odyssey', 'Toyota Sienna'],
};

export const CAR_COLOURS: readonly string[] = ['白色', '黑色', '银色', '深灰色', '蓝色'];

export const SURNAMES: readonly string[] = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙'];

/** Cities served: every base-data car city (tier 1 and 2, as product 10906 lists them). */
export const CAR_CITY_CODES: readonly string[] = DOMESTIC_CITIES.filter((c) => c.tier <= 2).map((c) => c.code);

/**
 * The classes a city has: every class in first-tier and hot second-tier cities; the other cities have no luxury
 * class, and Ningbo and Suzhou no MPV either (small fleets).
 */
export function classesOfCity(cityCode: string): VehicleClass[] {
  const city = DOMESTIC_CITIES.find((c) => c.code === cityCode);
  if (!city || city.tier > 2) return [];
  if (city.tier === 1 || city.hot) return [...VEHICLE_CLASSES];
  const noMpv = cityCode === 'NGB' || cityCode === 'SZV';
  return VEHICLE_CLASSES.filter((c) => c !== 'luxury' && !(noMpv && c === 'mpv'));
}

/**
 * The services of a city: instant and scheduled everywhere; airport and station transfers where the city has an
 * airport / a railway station with a known position; day rental in first-tier and hot second-tier cities.
 */
export function servicesOfCity(cityCode: string, hasAirport: boolean, hasStation: boolean): CarUseType[] {
  const city = DOMESTIC_CITIES.find((c) => c.code === cityCode);
  if (!city) return [];
  const out: CarUseType[] = [CAR_USE_TYPE.instant, CAR_USE_TYPE.scheduled];
  if (hasAirport) out.push(CAR_USE_TYPE.airportPickup, CAR_USE_TYPE.airportDropoff);
  if (hasStation) out.push(CAR_USE_TYPE.stationPickup, CAR_USE_TYPE.stationDropoff);
  if (city.tier === 1 || city.hot) out.push(CAR_USE_TYPE.dayRental);
  return out;
}
