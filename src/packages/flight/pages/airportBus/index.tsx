import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { PageShell } from '../../../../components/PageShell';
import { CityPicker } from '../../../../components/CityPicker';
import { EmptyState } from '../../../../components/EmptyState';
import { PickerRow } from '../../../../components/booking';
import { formatAmount } from '../../../../components/order';
import { decodeQuery } from '../../../../router';
import { useStores } from '../../../../stores';
import { RecordGate, useRecord } from '../../../../components/RecordLoader';
import { afterSalesStore } from '../../afterSales/afterSalesStore';
import { useCityNames } from '../../afterSales/cityNames';
import { groupByTerminal } from '../../afterSales/info';
import { Section } from '../../afterSales/parts';
import { AirportMap } from './AirportMap';
import './index.scss';
import '../../../../i18n/parts/afterSales';

const ROUTE = '/tk/airportBus';

const loadLines = (airportCode: string) => afterSalesStore.loadAirportBus({ airportCode });

/** Airport bus lines (SPEC §2 /tk/airportBus, §7 airportBus query) of `?airport=PEK`, grouped by terminal. */
function AirportBusPage() {
  const { ui } = useStores();
  const { t } = ui;
  const q = decodeQuery(useRouter().params);
  const [airport, setAirport] = useState({ code: (q.airport ?? '').toUpperCase(), name: q.airportName ?? '' });
  const [picking, setPicking] = useState(false);
  const {
    data: lines,
    state,
    reload,
  } = useRecord(airport.code ? () => loadLines(airport.code) : null, [airport.code], {
    refreshOnShow: true,
  });
  const groups = lines ? groupByTerminal(lines) : [];
  const placeName = useCityNames(ui.locale);
  // A deep link names only the code: the geo file names the airport.
  const name =
    airport.name || (airport.code && placeName(airport.code) !== airport.code ? placeName(airport.code) : '');

  return (
    <PageShell route={ROUTE} title="afterSales.bus.title" className="as-page tk-bus">
      <View className="as-section">
        <PickerRow
          id="bus-airport"
          label={t('afterSales.bus.airport')}
          value={airport.code ? `${name} ${airport.code}`.trim() : ''}
          placeholder={t('afterSales.bus.chooseAirport')}
          onClick={() => setPicking(true)}
        />
      </View>

      {airport.code && <AirportMap code={airport.code} name={name} />}

      {!airport.code ? (
        <EmptyState text={t('afterSales.bus.noAirport')} />
      ) : !lines ? (
        <RecordGate state={state} onRetry={() => void reload()} notFoundText="afterSales.bus.noAirport" />
      ) : groups.length === 0 ? (
        <EmptyState text={t('afterSales.bus.none')} />
      ) : (
        groups.map((g) => (
          <Section
            key={g.terminal}
            id={`bus-${g.terminal || 'all'}`}
            title={g.terminal ? t('afterSales.bus.terminal', { terminal: g.terminal }) : t('afterSales.bus.lines')}
          >
            <View role="list">
              {g.lines.map((line) => (
                <View key={line.id} className="as-bus" role="listitem" data-testid={`bus-${line.id}`}>
                  <View className="as-bus__head">
                    <Text>{line.line}</Text>
                    <Text>{line.price > 0 ? formatAmount(line.price) : ''}</Text>
                  </View>
                  <Text className="as-sub">{line.route}</Text>
                  <Text className="as-sub">
                    {t('afterSales.bus.hours', { first: line.firstBus, last: line.lastBus })}
                  </Text>
                </View>
              ))}
            </View>
          </Section>
        ))
      )}

      <CityPicker
        open={picking}
        title={t('afterSales.bus.chooseAirport')}
        history={[]}
        current={airport.code}
        onSelect={(p) => setAirport({ code: p.code, name: p.name })}
        onClose={() => setPicking(false)}
      />
    </PageShell>
  );
}

export default observer(AirportBusPage);
