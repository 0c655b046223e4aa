/**
 * The international part of the hotel search form (htQuery of both versions): the domestic / international switch,
 * the 10910 city (its own picker) and the room conditions row that opens /ht/htIntEdit. The stay, stars and price
 * rows stay the domestic form's.
 */
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { CityPicker } from '../../../components/CityPicker';
import { PlaceField } from '../../../components/QueryForm';
import { Pressable } from '../../../components/Pressable';
import { navigate } from '../../../router';
import { useStores } from '../../../stores';
import { cityLabel, SheetRow } from '../search/QueryFields';
import { occupancyText } from './format';
import type { HotelIntlStore } from './intlStore';
import { INTL_CITY_PRODUCT, INTL_EDIT } from './screens';
import '../../../i18n/parts/hotelIntl';

/** Domestic or international hotels (tabs above the form). */
export const MarketSwitch = observer(function MarketSwitch({ intl }: { intl: HotelIntlStore }) {
  const { ui } = useStores();
  const { t } = ui;
  const tab = (active: boolean, label: string, testId: string) => (
    <Pressable
      role="tab"
      selected={intl.active === active}
      className={`htq__market${intl.active === active ? ' htq__market--on' : ''}`}
      onPress={() => intl.setActive(active)}
      testId={testId}
    >
      {label}
    </Pressable>
  );
  return (
    <View className="htq__markets" role="tablist" aria-label={t('hotelIntl.market.label')}>
      {tab(false, t('hotelIntl.market.domestic'), 'market-domestic')}
      {tab(true, t('hotelIntl.market.intl'), 'market-intl')}
    </View>
  );
});

/** The international city (opens the 10910 picker) and the room conditions (opens the editor). */
export const IntlQueryRows = observer(function IntlQueryRows(props: { intl: HotelIntlStore; onPickCity(): void }) {
  const { ui } = useStores();
  const { t } = ui;
  const { intl } = props;
  const name = cityLabel(intl.city, ui.locale);
  const text = occupancyText(intl.occupancy, intl.nationality, t, ui.locale);
  return (
    <>
      <View className="htq__city">
        <PlaceField
          side="from"
          label={t('hotelIntl.city')}
          name={name}
          empty={false}
          a11yLabel={t('hotelIntl.city.label', { name })}
          testId="intl-city"
          onPress={props.onPickCity}
        />
      </View>
      <SheetRow
        label={t('hotelIntl.conditions')}
        value={text}
        placeholder=""
        testId="intl-conditions"
        onPress={() => void navigate(INTL_EDIT)}
      />
    </>
  );
});

/** The picker of international cities (product 10910). */
export const IntlCityPicker = observer(function IntlCityPicker(props: {
  intl: HotelIntlStore;
  open: boolean;
  onClose(): void;
}) {
  const { ui } = useStores();
  const { t } = ui;
  const { intl } = props;
  return (
    <CityPicker
      open={props.open}
      title={t('hotelIntl.city.pick')}
      productCode={INTL_CITY_PRODUCT}
      history={[]}
      current={intl.city.cityId}
      onSelect={(p) =>
        intl.setCity({
          cityId: p.cityCode || p.code,
          cityName: p.name,
          names: {
            [ui.locale]: p.name,
            ...(p.altName ? { [ui.locale === 'zh-CN' ? 'en-US' : 'zh-CN']: p.altName } : {}),
          },
        })
      }
      onClose={props.onClose}
    />
  );
});
