import { useEffect, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { CcsqdDetail4Book, TripBookRoute } from '../../api/contract/trip';
import { Pressable } from '../Pressable';
import { Sheet } from '../booking/Sheet';
import { useStores } from '../../stores';
import type { MessageKey } from '../../i18n';
import { useTripRequestStore } from './store';
import { choiceOf, type TripChoice } from './tripRequestStore';
import '../booking/kit.scss';
import './tripRequest.scss';
import '../../i18n/parts/tripBooking';
import { Icon } from '../Icon';
import { chevronLeft } from '../Icon/icons';

export interface TripRequestPickerProps {
  open: boolean;
  /** Product code whose requests and legs are listed ('10901' domestic flights…). */
  product: string;
  onClose(): void;
  /** Called after the store recorded the choice. */
  onChosen(choice: TripChoice): void;
}

/** Legs' route text: 'from → to' for transport legs, the city for hotel and car legs. */
export function routeText(r: Pick<TripBookRoute, 'depCityName' | 'arrCityName'>): string {
  return r.arrCityName ? `${r.depCityName} → ${r.arrCityName}` : r.depCityName;
}

/** '2026-12-01' or '2026-12-01 – 2026-12-03'. */
export function daysText(from: string, to: string): string {
  return to && to !== from ? `${from} – ${to}` : from;
}

/**
 * The picker of SPEC §4/§6 booking through a trip request: the booker's approved requests usable for the product
 * (vipCcsqd/list4Book), then one request's legs (detail4Book) with their booking windows; a leg already booked
 * (status 3) asks 'This trip has already been booked, continue?' first.
 */
export const TripRequestPicker = observer(function TripRequestPicker(props: TripRequestPickerProps) {
  const { ui } = useStores();
  const { t } = ui;
  const store = useTripRequestStore();
  const [asking, setAsking] = useState<{ detail: CcsqdDetail4Book; route: TripBookRoute } | null>(null);

  useEffect(() => {
    if (!props.open) return;
    setAsking(null);
    store.closeDetail();
    void store.loadList(props.product);
  }, [props.open, props.product, store]);

  const pick = (detail: CcsqdDetail4Book, routeId: string | null, confirmed = false) => {
    const choice = choiceOf(props.product, detail, routeId, confirmed);
    store.choose(choice);
    setAsking(null);
    props.onChosen(choice);
    props.onClose();
  };

  const detail = store.detail;
  const showingDetail = store.detailStatus !== 'idle';

  const body = showingDetail ? (
    <View data-testid="trip-picker-routes">
      <Pressable className="tr-link tr-picker__back" onPress={() => store.closeDetail()} testId="trip-picker-back">
        <Icon icon={chevronLeft} />
        {t('tripBooking.picker.back')}
      </Pressable>
      {store.detailStatus === 'loading' ? (
        <Text className="bk-sub" role="status">
          {t('tripBooking.picker.loading')}
        </Text>
      ) : null}
      {store.detailStatus === 'error' ? (
        <Text className="bk-alert" role="alert">
          {t('tripBooking.loadFailed')}
        </Text>
      ) : null}
      {detail && store.detailStatus === 'ready' ? (
        <View>
          <View className="tr-picker__head">
            <Text className="tr-picker__no">{t('tripBooking.no', { no: detail.ccsqdNo })}</Text>
            <Text className="bk-sub">{t('tripBooking.reason', { reason: detail.ccsy })}</Text>
          </View>
          <View role="list" aria-label={t('tripBooking.picker.routes')}>
            {detail.routes.map((r) => (
              <Pressable
                key={r.routeId}
                className={`tr-picker__row${r.status === 3 ? ' tr-picker__row--booked' : ''}`}
                label={`${routeText(r)} ${daysText(r.dateBegin, r.dateEnd)}${r.status === 3 ? ` ${t('tripBooking.routeStatus.booked')}` : ''}`}
                onPress={() => (r.status === 3 ? setAsking({ detail, route: r }) : pick(detail, r.routeId))}
                testId={`trip-route-${r.routeId}`}
              >
                <View className="tr-picker__line">
                  <Text className="bk-badge">{t(`tripBooking.routeType.${r.routeType}` as MessageKey)}</Text>
                  <Text className="tr-picker__route">{routeText(r)}</Text>
                  {r.status === 3 ? (
                    <Text className="bk-badge bk-badge--warn">{t('tripBooking.routeStatus.booked')}</Text>
                  ) : null}
                </View>
                <Text className="bk-sub">{daysText(r.dateBegin, r.dateEnd)}</Text>
                <Text className="bk-sub">{t('tripBooking.window', { from: r.windowFrom, to: r.windowTo })}</Text>
              </Pressable>
            ))}
          </View>
          {detail.routes.length === 0 ? (
            <View>
              <Text className="bk-note">{t('tripBooking.picker.noRoutes')}</Text>
              <Pressable className="bk-btn" onPress={() => pick(detail, null)} testId="trip-picker-whole">
                {t('tripBooking.picker.whole')}
              </Pressable>
            </View>
          ) : null}
        </View>
      ) : null}
    </View>
  ) : (
    <View data-testid="trip-picker-list">
      <View role="list" aria-label={t('tripBooking.picker.title')}>
        {store.list.map((c) => (
          <Pressable
            key={c.ccsqdId}
            className="tr-picker__row"
            label={`${c.ccsqdNo} ${c.ccsy} ${c.mdd} ${t('tripBooking.dates', { from: c.dateBegin, to: c.dateEnd })}`}
            onPress={() => void store.loadDetail(c.ccsqdId, props.product)}
            testId={`trip-request-${c.ccsqdId}`}
          >
            <View className="tr-picker__line">
              <Text className="tr-picker__no">{c.ccsqdNo}</Text>
              <Text className="bk-sub">
                {t('tripBooking.picker.openRoutes', { open: c.openRouteCount, total: c.routeCount })}
              </Text>
            </View>
            <Text className="tr-picker__route">
              {c.ccsy} · {c.mdd}
            </Text>
            <Text className="bk-sub">{t('tripBooking.dates', { from: c.dateBegin, to: c.dateEnd })}</Text>
          </Pressable>
        ))}
      </View>
      {store.listStatus === 'loading' ? (
        <Text className="bk-sub" role="status">
          {t('tripBooking.picker.loading')}
        </Text>
      ) : null}
      {store.listStatus === 'error' ? (
        <Pressable className="bk-alert" onPress={() => void store.loadList(props.product)} testId="trip-picker-retry">
          {t('tripBooking.picker.failed')}
        </Pressable>
      ) : null}
      {store.listStatus === 'ready' && store.list.length === 0 ? (
        <Text className="bk-note" data-testid="trip-picker-empty">
          {t('tripBooking.picker.empty')}
        </Text>
      ) : null}
      {store.listStatus === 'ready' && store.hasMore ? (
        <Pressable
          className="bk-btn"
          onPress={() => void store.loadList(props.product, true)}
          testId="trip-picker-more"
        >
          {t('tripBooking.picker.more')}
        </Pressable>
      ) : null}
    </View>
  );

  return (
    <>
      <Sheet
        open={props.open}
        title={t(showingDetail ? 'tripBooking.picker.routes' : 'tripBooking.picker.title')}
        onClose={props.onClose}
        testId="trip-picker"
      >
        {body}
      </Sheet>
      {props.open && asking ? (
        <BookedConfirm
          onContinue={() => pick(asking.detail, asking.route.routeId, true)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </>
  );
});

/** SPEC §5: 'This trip has already been booked, continue?' for a leg with status 3. */
export const BookedConfirm = observer(function BookedConfirm(props: { onContinue(): void; onCancel(): void }) {
  const { ui } = useStores();
  const { t } = ui;
  return (
    <View className="bk-sheet bk-dialog" data-testid="trip-booked-confirm">
      <View className="bk-sheet__mask" aria-hidden />
      <View
        className="bk-sheet__panel bk-dialog__panel"
        role="alertdialog"
        aria-modal
        aria-labelledby="trip-booked-title"
        aria-describedby="trip-booked-body"
      >
        <View className="bk-sheet__head">
          <Text className="bk-sheet__title" id="trip-booked-title" role="heading" aria-level={2}>
            {t('tripBooking.booked.title')}
          </Text>
        </View>
        <View className="bk-sheet__body">
          <Text id="trip-booked-body">{t('tripBooking.booked.body')}</Text>
        </View>
        <View className="bk-sheet__foot">
          <Pressable className="bk-btn" onPress={props.onCancel} testId="trip-booked-cancel">
            {t('tripBooking.booked.cancel')}
          </Pressable>
          <Pressable className="bk-btn bk-btn--primary" onPress={props.onContinue} testId="trip-booked-continue">
            {t('tripBooking.booked.continue')}
          </Pressable>
        </View>
      </View>
    </View>
  );
});
