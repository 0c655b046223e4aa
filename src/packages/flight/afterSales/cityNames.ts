import { useEffect, useState } from 'react';
import { loadPlaces } from '../../../components/CityPicker/geo';
import type { Locale } from '../../../i18n';

/**
 * Names of city and airport codes from the domestic-flight geo file (SPEC §7 base data), for records that carry
 * only codes (demand orders). Until the file is there, or for an unknown code, the code itself is shown.
 */
export function useCityNames(locale: Locale): (code: string) => string {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    let live = true;
    loadPlaces(10901, locale).then(
      (places) => {
        if (!live) return;
        // A city and its airport may share a code (SHA): the city's name wins.
        const map = new Map<string, string>();
        for (const p of places) if (p.kind === 'city' || !map.has(p.code)) map.set(p.code, p.name);
        setNames(map);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locale]);
  return (code: string) => names.get(code) ?? code;
}
