import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { PickerRow, Sheet } from '../../../components/booking';
import { Pressable } from '../../../components/Pressable';
import { useStores } from '../../../stores';
import { citiesOf, districtsOf, provinces } from './regions';
import './people.scss';
import '../../../i18n/parts/people';

export interface RegionValue {
  province: string;
  city: string;
  area: string;
}

export interface RegionPickerProps {
  id: string;
  value: RegionValue;
  /** `manual` is true when the user chose to type the district (none listed, or not in the list). */
  onChange(value: RegionValue, manual: boolean): void;
  error?: string;
}

/** Where the user is in the three columns. */
interface Cursor {
  province: string;
  city: string;
}

/**
 * Province → city → district in one sheet (three columns). Choosing a district closes it; a city without a
 * district list, or the 'type it' choice at the end of every list, closes it with the district left to type.
 */
export const RegionPicker = observer(function RegionPicker({ id, value, onChange, error }: RegionPickerProps) {
  const { ui } = useStores();
  const { t } = ui;
  const [open, setOpen] = useState(false);
  const [cursor, setCursor] = useState<Cursor>({ province: value.province, city: value.city });
  const cities = cursor.province ? citiesOf(cursor.province) : [];
  const districts = cursor.city ? districtsOf(cursor.province, cursor.city) : [];
  const shown = [value.province === value.city ? '' : value.province, value.city, value.area].filter(Boolean).join(' ');

  const show = () => {
    setCursor({ province: value.province, city: value.city });
    setOpen(true);
  };
  const pickCity = (city: string) => {
    setCursor({ province: cursor.province, city });
    if (districtsOf(cursor.province, city).length === 0) {
      onChange({ province: cursor.province, city, area: '' }, true);
      setOpen(false);
    }
  };
  const pickArea = (area: string, manual: boolean) => {
    onChange({ province: cursor.province, city: cursor.city, area }, manual);
    setOpen(false);
  };

  const item = (key: string, label: string, on: boolean, onPress: () => void, testId: string) => (
    <Pressable
      key={key}
      role="option"
      selected={on}
      className={`pp-picker__item ${on ? 'pp-picker__item--on' : ''}`}
      onPress={onPress}
      testId={testId}
    >
      {label}
    </Pressable>
  );

  return (
    <>
      <PickerRow
        id={id}
        label={t('people.address.region')}
        value={shown}
        placeholder={t('people.address.regionPlaceholder')}
        required
        error={error}
        onClick={show}
      />
      <Sheet open={open} title={t('people.address.region')} onClose={() => setOpen(false)} testId={`${id}-sheet`}>
        <View className="pp-picker">
          <View className="pp-picker__col" role="listbox" aria-label={t('people.address.province')}>
            {provinces().map((p) =>
              item(
                p.name,
                p.name,
                p.name === cursor.province,
                () => setCursor({ province: p.name, city: '' }),
                `${id}-province-${p.name}`,
              ),
            )}
          </View>
          <View className="pp-picker__col" role="listbox" aria-label={t('people.address.city')}>
            {cities.map((c) =>
              item(c.name, c.name, c.name === cursor.city, () => pickCity(c.name), `${id}-city-${c.name}`),
            )}
          </View>
          <View className="pp-picker__col" role="listbox" aria-label={t('people.address.area')}>
            {districts.map((d) =>
              item(d, d, d === value.area && cursor.city === value.city, () => pickArea(d, false), `${id}-area-${d}`),
            )}
            {districts.length > 0 ? (
              <Pressable
                role="option"
                className="pp-picker__item"
                onPress={() => pickArea('', true)}
                testId={`${id}-area-manual`}
              >
                <Text className="bk-sub">{t('people.address.areaManual')}</Text>
              </Pressable>
            ) : null}
          </View>
        </View>
      </Sheet>
    </>
  );
});
