import { useState, type ReactNode } from 'react';
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { EmptyState } from '../../EmptyState';
import { PageShell } from '../../PageShell';
import { TripRequestBanner } from '../../tripRequest/TripRequestBanner';
import type { TripChoice } from '../../tripRequest/tripRequestStore';
import type { PriceDetail, PriceLineFen } from '../../../domain/priceDetail';
import type { MessageKey } from '../../../i18n';
import { useStores } from '../../../stores';
import { useBookingStore, type BookingTraveller } from '../../../stores/booking';
import type { FirstProblem } from '../formChecks';
import { PriceDetailSheet } from '../PriceDetailSheet';
import { firstProblemText } from '../submitDialogs';
import { SubmitBar, type SubmitBarProps } from '../SubmitBar';
import { TravellerSheets } from '../TravellerSheets';
import '../kit.scss';
import '../../../i18n/parts/booking';
import '../../../i18n/parts/tripBooking';

/** What the frame reads of the product's form store. */
export interface BookingFormFrame {
  travelDate: string;
  tripEnd: string;
  choice: TripChoice | null;
  tripRequired: boolean;
  problems: { trip?: MessageKey; first: FirstProblem };
}

/** What the product's sections get from the frame. */
export interface BookingFormControls {
  addTraveller(): void;
  editTraveller(traveller: BookingTraveller): void;
  /** The company hides the travel standard (SPEC §6): say only that a choice is over it. */
  hideStandard: boolean;
}

export interface BookingFormPageProps {
  route: string;
  title: MessageKey;
  /** The page's root class and its id and test-id prefix ('tk-edit', 'tr-edit'…). */
  idPrefix: string;
  /** The product's code (the employee's booking scope for it). */
  cplx: string;
  /** Nothing is chosen: the empty state, with the way back to the search. */
  empty: { text: string; actionText: string; onAction(): void } | null;
  form: BookingFormFrame;
  /** Alerts above the trip request (e.g. the rail's maintenance hours). */
  notice?: ReactNode;
  /** The product's sections, between the trip request and the form's first problem. */
  children(controls: BookingFormControls): ReactNode;
  bar: Omit<SubmitBarProps, 'idPrefix' | 'priceOpen' | 'onOpenPrice'>;
  /** The price sheet; `note` is the product's line under it (default: the kit's estimate note). */
  price: {
    detail: PriceDetail;
    segmentLabels: readonly string[];
    note?: string;
    /** The product's own label of a price line (PriceDetailSheet `lineLabel`). */
    lineLabel?(line: PriceLineFen): string | undefined;
  };
  /** The product's dialogs (e.g. the duplicate-order reminder). */
  dialogs?: ReactNode;
}

/**
 * The frame of every product's booking form (kit.scss `.bk-form`): the trip request and its error, the product's
 * sections, the form's first problem, the submit bar, the traveller picker and editor, and the price sheet.
 */
export const BookingFormPage = observer(function BookingFormPage(props: BookingFormPageProps) {
  const { session, ui } = useStores();
  const { t } = ui;
  const booking = useBookingStore();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [editing, setEditing] = useState<BookingTraveller | null>(null);
  const [priceOpen, setPriceOpen] = useState(false);
  const { idPrefix, form } = props;
  const className = `${idPrefix} bk-form`;

  if (!session.userInfo?.empInfo)
    return (
      <PageShell route={props.route} title={props.title}>
        {null}
      </PageShell>
    );
  if (props.empty) {
    return (
      <PageShell route={props.route} title={props.title} className={className}>
        <EmptyState text={props.empty.text} actionText={props.empty.actionText} onAction={props.empty.onAction} />
      </PageShell>
    );
  }

  const { choice, problems } = form;
  const hideStandard = session.userInfo.vipCorp.hideTravelStandard === 1 || booking.rules.hideTravelStandard;
  return (
    <PageShell route={props.route} title={props.title} className={className}>
      <View className="bk-form__body">
        {props.notice}
        <TripRequestBanner choice={choice} required={form.tripRequired} />
        {problems.trip ? (
          <View className="bk-alert bk-form__alert" role="alert" data-testid={`${idPrefix}-trip-error`}>
            {t(problems.trip, choice ? { from: choice.windowFrom, to: choice.windowTo } : undefined)}
          </View>
        ) : null}
        {props.children({
          addTraveller: () => setPickerOpen(true),
          editTraveller: (tr) => setEditing(tr),
          hideStandard,
        })}
        {problems.first ? (
          <View className="bk-alert bk-form__alert" role="alert" data-testid={`${idPrefix}-error`}>
            {firstProblemText(problems, t)}
          </View>
        ) : null}
      </View>

      <SubmitBar
        {...props.bar}
        updating={props.bar.updating || booking.referenceLoading}
        idPrefix={idPrefix}
        priceOpen={priceOpen}
        onOpenPrice={() => setPriceOpen(true)}
      />
      <TravellerSheets
        cplx={props.cplx}
        travelDate={form.travelDate}
        tripEnd={form.tripEnd}
        pickerOpen={pickerOpen}
        onClosePicker={() => setPickerOpen(false)}
        editing={editing}
        onEditEnd={() => setEditing(null)}
      />
      <PriceDetailSheet
        open={priceOpen}
        onClose={() => setPriceOpen(false)}
        detail={props.price.detail}
        segmentLabels={props.price.segmentLabels}
        note={props.price.note ?? t('booking.price.estimate')}
        lineLabel={props.price.lineLabel}
      />
      {props.dialogs}
    </PageShell>
  );
});
