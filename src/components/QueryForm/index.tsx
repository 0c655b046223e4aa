/**
 * The kit of a product's query form (flights, trains, next products): the frame (hero, form card, problem, search
 * button, trip-request banner, picker and question, history), the place and date fields, the swap button and the
 * history card. Texts come in as props: the kit names no product.
 */
import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { GeoProductCode } from '../../api/contract/basedata';
import type { MessageKey } from '../../i18n';
import { CityPicker } from '../CityPicker';
import { placeLabel, recentPlace, type RecentPlace } from '../CityPicker/history';
import { PageShell } from '../PageShell';
import { Pressable } from '../Pressable';
import {
  BookedConfirm,
  TripRequestBanner,
  TripRequestPicker,
  type TripChoice,
  type TripRequestState,
} from '../tripRequest';
import type { TripLinkQuestion } from '../tripRequest/useTripLink';
import type { QueryGate } from './useQueryGate';
import './queryForm.scss';
import { Icon } from '../Icon';
import { swap } from '../Icon/icons';
import { NO_TRANSLATE } from '../Pressable/noTranslate';

export { useQueryGate, type QueryGate } from './useQueryGate';

/**
 * A query page: `children` are the form's rows, `notices` stand under the problem, `footer` under the search button
 * (links, suggestions); `history` follows the trip-request banner; `overlays` are the page's pickers and calendar.
 */
export const QueryFrame = observer(function QueryFrame(props: {
  route: string;
  title: MessageKey;
  className: string;
  /** The product's card class (its card look). */
  cardClass: string;
  searchClass: string;
  searchLabel: string;
  onSearch(): void;
  gate: QueryGate;
  trip: TripRequestState;
  link: TripLinkQuestion;
  /** Fills the search from a request chosen in the picker. */
  onChosen(choice: TripChoice): void;
  children: ReactNode;
  notices?: ReactNode;
  footer?: ReactNode;
  history?: ReactNode;
  overlays?: ReactNode;
}) {
  const { gate, trip, link } = props;
  return (
    <PageShell route={props.route} title={props.title} className={`qf ${props.className}`}>
      <View className="qf__hero" aria-hidden />
      <View className={`${props.cardClass} qf__form`}>
        {props.children}
        {gate.problem && (
          <View className="qf__error" role="alert" data-testid="query-error">
            {gate.problem}
          </View>
        )}
        {props.notices}
        <Pressable className={`${props.searchClass} qf__search`} onPress={props.onSearch} testId="search">
          {props.searchLabel}
        </Pressable>
        {props.footer}
      </View>

      <TripRequestBanner
        choice={trip.choice}
        required={trip.required}
        onChoose={() => gate.setTripPickerOpen(true)}
        onClear={() => trip.store.clear(trip.product)}
      />
      {props.history}

      {props.overlays}
      <TripRequestPicker
        open={gate.tripPickerOpen}
        product={trip.product}
        onClose={() => gate.setTripPickerOpen(false)}
        onChosen={(choice) => {
          gate.clear();
          props.onChosen(choice);
        }}
      />
      {link.asking ? <BookedConfirm onContinue={() => link.answer(true)} onCancel={() => link.answer(false)} /> : null}
    </PageShell>
  );
});

/** The departure or arrival place (city, station); opens the place picker. */
export function PlaceField(props: {
  side: 'from' | 'to';
  /** 'From' / 'To'. */
  label: string;
  /** The place's name, or the placeholder when none is chosen (`empty`). */
  name: string;
  empty: boolean;
  /**
   * What a screen reader says for the whole field: the label, then the name (axe label-content-name-mismatch wants
   * the visible words in it, in order; the space between the two parts keeps them apart in that comparison).
   */
  a11yLabel: string;
  testId: string;
  onPress(): void;
}) {
  return (
    <Pressable
      className={`qf__place qf__place--${props.side}`}
      label={props.a11yLabel}
      onPress={props.onPress}
      testId={props.testId}
    >
      <Text className="qf__label" aria-hidden>
        {props.label}
      </Text>{' '}
      <Text className={`qf__name${props.empty ? ' qf__name--empty' : ''}`} aria-hidden {...NO_TRANSLATE}>
        {props.name}
      </Text>
    </Pressable>
  );
}

/** The swap button between the two places. */
export function SwapButton({ label, onPress }: { label: string; onPress(): void }) {
  return (
    <Pressable className="qf__swap" label={label} onPress={onPress} testId="swap">
      <Icon icon={swap} />
    </Pressable>
  );
}

/** A date with its relative name ('11月23日 明天'); opens the calendar. */
export function DateField(props: {
  label: string;
  /** '11月23日' and 'tomorrow' / weekday, from the shared format texts. */
  day: string;
  rel: string;
  /** The label, then the day and its relative name (the visible words in order, as in `PlaceField`). */
  a11yLabel: string;
  testId: string;
  onPress(): void;
}) {
  return (
    <Pressable className="qf__date" label={props.a11yLabel} onPress={props.onPress} testId={props.testId}>
      <Text className="qf__label" aria-hidden>
        {props.label}
      </Text>{' '}
      <Text className="qf__date-value" aria-hidden>
        {props.day}
        <Text className="qf__date-rel"> {props.rel}</Text>
      </Text>
    </Pressable>
  );
}

/** The last searched routes: a tap reuses one, 'clear' forgets them. Hidden when there are none. */
export function HistoryCard(props: {
  cardClass: string;
  linkClass: string;
  title: string;
  clearLabel: string;
  onClear(): void;
  items: readonly { key: string; label: string; text: string; testId: string; onPress(): void }[];
}) {
  if (props.items.length === 0) return null;
  return (
    <View className={`${props.cardClass} qf__history`} role="group" aria-label={props.title} data-testid="history">
      <View className="qf__history-head">
        <Text className="qf__history-title">{props.title}</Text>
        <Pressable className={props.linkClass} onPress={props.onClear} testId="history-clear">
          {props.clearLabel}
        </Pressable>
      </View>
      <View className="qf__chips">
        {props.items.map((h) => (
          <Pressable key={h.key} className="qf__chip" label={h.label} onPress={h.onPress} testId={h.testId}>
            <Text aria-hidden>{h.text}</Text>
          </Pressable>
        ))}
      </View>
    </View>
  );
}

/**
 * The place picker of a query form for the departure or arrival (`side`; closed when null): the product's recent
 * places first, the choice handed back as a remembered place (with the names in both languages it knows).
 */
export function PlacePicker(props: {
  side: 'from' | 'to' | null;
  titles: { from: string; to: string };
  /** The kind of places (stations for trains); cities when left out. */
  productCode?: GeoProductCode;
  recent: readonly RecentPlace[];
  locale: 'zh-CN' | 'en-US';
  current: { from?: string; to?: string };
  onPick(side: 'from' | 'to', place: RecentPlace): void;
  onClose(): void;
}) {
  const { side, recent, locale } = props;
  return (
    <CityPicker
      open={side !== null}
      title={side === 'to' ? props.titles.to : props.titles.from}
      productCode={props.productCode}
      history={recent.map((p) => ({ ...p, name: placeLabel(p, locale) }))}
      current={side === 'to' ? props.current.to : props.current.from}
      onSelect={(p) => {
        const place = recentPlace(p, locale, recent.find((x) => x.code === p.code)?.names);
        props.onPick(side === 'to' ? 'to' : 'from', place);
      }}
      onClose={props.onClose}
    />
  );
}
