/** The app's car search store: the real API, the device storage and the injected clock as its ports. */
import {
  checkPreBook,
  estimateJsycPrice,
  estimateYyycPrice,
  gaodeFavorites,
  gaodeFavoritesList,
  getTkOrder,
  queryDayCar,
  queryFlightByHbh,
  vehicleTypeFindList,
  vehiclesCityFindList,
} from '../../../api/car';
import { mapsPlaceSearch, mapsReverseGeocode, mapsSuggestion } from '../../../api/maps';
import { clock } from '../../../hosts/clock';
import { storage } from '../../../hosts/storage';
import { CarSearchStore } from './searchStore';

export function appSearchStore(): CarSearchStore {
  return new CarSearchStore({
    api: {
      vehiclesCityFindList,
      vehicleTypeFindList,
      checkPreBook,
      estimateJsycPrice,
      estimateYyycPrice,
      queryDayCar,
      gaodeFavoritesList,
      gaodeFavorites,
      queryFlightByHbh,
      getTkOrder,
      placeSearch: mapsPlaceSearch,
      suggestion: mapsSuggestion,
      reverseGeocode: mapsReverseGeocode,
    },
    storage: { get: storage.get, set: storage.set },
    now: () => clock.now(),
  });
}
