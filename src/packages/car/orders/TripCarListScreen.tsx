/**
 * /userCenter/tripCarList (SPEC §2): car orders booked for trip applications, with the SPEC §7 /vehicles/order/list
 * filters (scope chips on the page; date, order number, passenger, phone, city and order type in the filter sheet).
 * A row opens its order detail (a running real-time ride opens its journey, SPEC §2 order-detail targets).
 */
import { useEffect, useMemo, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { CarOrderListItem } from '../../../api/contract/car';
import type { FindScope } from '../../../api/contract/orders';
import { TextField } from '../../../components/booking/Field';
import { Sheet } from '../../../components/booking/Sheet';
import { StatusTag, formatAmount } from '../../../components/order';
import { PageShell } from '../../../components/PageShell';
import { PagedList } from '../../../components/PagedList';
import { Pressable } from '../../../components/Pressable';
import { ORDER_TYPE } from '../../../domain/codes';
import { orderDetailTarget } from '../../../domain/orderRouting';
import type { MessageKey } from '../../../i18n';
import { isBuiltUrl, navigate } from '../../../router';
import { useStores } from '../../../stores';
import { TripCarList, type TripCarFilters } from './tripList';
import { useCarOrderStore } from './useRide';
import { NO_TRANSLATE } from './view';
import './orders.scss';
import '../../../i18n/parts/carOrder';

const SCOPES: readonly FindScope[] = [1, 2, 3];
const TYPES: readonly TripCarFilters['orderType'][] = [0, ORDER_TYPE.car, ORDER_TYPE.carRealTime];

/** Where a row opens (its product's detail screen when built). */
export function tripCarTarget(o: Pick<CarOrderListItem, 'orderId' | 'orderType' | 'productType' | 'orderStatus'>) {
  const target = orderDetailTarget({
    id: o.orderId,
    orderType: o.orderType,
    productType: o.productType,
    orderStatus: o.orderStatus,
  });
  return target && isBuiltUrl(target.url) ? target : null;
}

export const TripCarListScreen = observer(function TripCarListScreen(props: { route: string }) {
  const { session, ui } = useStores();
  const { t } = ui;
  const store = useCarOrderStore();
  const model = useMemo(() => new TripCarList(store), [store]);
  const [sheet, setSheet] = useState(false);
  const maxScope = session.userInfo?.empInfo.bookRange ?? 1;

  useEffect(() => {
    void model.open();
  }, [model]);
  const [shown, setShown] = useState(false);
  useDidShow(() => {
    if (shown) void model.list.refresh();
    setShown(true);
  });

  const open = (o: CarOrderListItem) => {
    const target = tripCarTarget(o);
    if (target) void navigate(target.url, { query: target.query });
  };
  const openSheet = () => {
    model.beginEdit();
    setSheet(true);
  };
  const apply = () => {
    if (model.apply()) setSheet(false);
  };

  return (
    <PageShell route={props.route} title="carOrder.list.title" className="car-trips">
      <View className="car-trips__toolbar">
        {maxScope > 1 ? (
          <View className="car-chips" role="radiogroup" aria-label={t('carOrder.list.scope')}>
            {SCOPES.filter((s) => s <= maxScope).map((s) => (
              <Chip
                key={s}
                on={model.applied.findScope === s}
                onPress={() => model.setScope(s)}
                testId={`scope-${s}`}
                label={`carOrder.list.scope.${s}`}
              />
            ))}
          </View>
        ) : null}
        <Pressable className="car-btn car-btn--plain car-trips__filter" onPress={openSheet} testId="trip-car-filter">
          <View className="car-icon car-icon--filter" aria-hidden />
          <Text>
            {t('carOrder.list.filter')}
            {model.activeCount > 0 ? ` (${model.activeCount})` : ''}
          </Text>
        </Pressable>
      </View>
      <PagedList
        list={model.list}
        emptyText={t('carOrder.list.empty')}
        renderItem={(o) => <Row key={o.orderId} order={o} onOpen={open} />}
      />
      {sheet ? <FilterSheet model={model} onApply={apply} onClose={() => setSheet(false)} /> : null}
    </PageShell>
  );
});

const Row = observer(function Row({ order, onOpen }: { order: CarOrderListItem; onOpen(o: CarOrderListItem): void }) {
  const { t } = useStores().ui;
  return (
    <Pressable role="link" className="obt-card car-trips__row" onPress={() => onOpen(order)} testId="order-row">
      <View className="car-trips__head">
        <Text className="car-trips__places" {...NO_TRANSLATE}>
          {order.toName ? `${order.fromName} → ${order.toName}` : order.fromName}
        </Text>
        <StatusTag status={order.orderStatus} />
      </View>
      <Text className="car-trips__line" {...NO_TRANSLATE}>
        {[order.useTime, order.cityName, order.passengerName].filter(Boolean).join(' · ')}
      </Text>
      <View className="car-trips__head">
        <Text className="car-trips__sub">
          {order.orderNo}
          {order.ccsqdNo ? ` · ${t('carOrder.list.request', { no: order.ccsqdNo })}` : ''}
        </Text>
        <Text className="car-trips__amount">{formatAmount(order.amount)}</Text>
      </View>
    </Pressable>
  );
});

function Chip(props: { on: boolean; onPress(): void; testId: string; label: MessageKey; text?: string }) {
  const { t } = useStores().ui;
  return (
    <Pressable
      role="radio"
      selected={props.on}
      className={`car-chip${props.on ? ' car-chip--on' : ''}`}
      onPress={props.onPress}
      testId={props.testId}
    >
      {props.text ?? t(props.label)}
    </Pressable>
  );
}

const FilterSheet = observer(function FilterSheet(props: { model: TripCarList; onApply(): void; onClose(): void }) {
  const { t } = useStores().ui;
  const { model } = props;
  const d = model.draft;
  return (
    <Sheet
      id="trip-car-filters"
      title={t('carOrder.list.filters')}
      onClose={props.onClose}
      footer={
        <View className="car-sheet__buttons">
          <Pressable className="car-btn car-btn--plain" onPress={() => model.reset()} testId="filter-reset">
            {t('carOrder.list.reset')}
          </Pressable>
          <Pressable className="car-btn car-btn--primary" onPress={props.onApply} testId="filter-apply">
            {t('carOrder.list.apply')}
          </Pressable>
        </View>
      }
    >
      <TextField
        id="filter-date"
        label={t('carOrder.list.date')}
        placeholder={t('carOrder.list.datePlaceholder')}
        value={d.date}
        maxlength={10}
        onChange={(date) => model.edit({ date })}
        error={model.dateInvalid ? t('carOrder.list.dateInvalid') : undefined}
      />
      <TextField
        id="filter-orderNo"
        label={t('carOrder.list.orderNo')}
        value={d.orderNo}
        maxlength={32}
        onChange={(orderNo) => model.edit({ orderNo })}
      />
      <TextField
        id="filter-empName"
        label={t('carOrder.list.empName')}
        value={d.empName}
        maxlength={30}
        onChange={(empName) => model.edit({ empName })}
      />
      <TextField
        id="filter-linkTel"
        label={t('carOrder.list.linkTel')}
        type="number"
        value={d.linkTel}
        maxlength={20}
        onChange={(linkTel) => model.edit({ linkTel })}
      />
      <Text className="car-field__label" id="filter-city-label">
        {t('carOrder.list.city')}
      </Text>
      <View className="car-chips" role="radiogroup" aria-labelledby="filter-city-label">
        <Chip
          on={d.cityId === ''}
          onPress={() => model.edit({ cityId: '' })}
          testId="city-"
          label="carOrder.list.cityAll"
        />
        {model.cities.map((c) => (
          <Chip
            key={c.cityCode}
            on={d.cityId === c.cityCode}
            onPress={() => model.edit({ cityId: c.cityCode })}
            testId={`city-${c.cityCode}`}
            label="carOrder.list.cityAll"
            text={c.cityName}
          />
        ))}
      </View>
      <Text className="car-field__label" id="filter-type-label">
        {t('carOrder.list.type')}
      </Text>
      <View className="car-chips" role="radiogroup" aria-labelledby="filter-type-label">
        {TYPES.map((type) => (
          <Chip
            key={type}
            on={d.orderType === type}
            onPress={() => model.edit({ orderType: type })}
            testId={`type-${type}`}
            label={type === 0 ? 'carOrder.list.typeAll' : `carOrder.list.type.${type}`}
          />
        ))}
      </View>
    </Sheet>
  );
});
