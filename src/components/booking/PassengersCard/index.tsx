import type { ReactNode } from 'react';
import { View, Text } from '@tarojs/components';
import { Pressable } from '../../Pressable';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../../stores';
import { useBookingStore, type BookingTraveller } from '../../../stores/booking';
import { Card } from '../Field';
import { TravellerList } from '../TravellerList';
import type { Problem } from '../validate';
import { ViolationReasonPicker } from '../ViolationReasonPicker';
import '../../../i18n/parts/booking';

export interface TravellersCardProps {
  /** The page's id and test-id prefix ('tk-edit', 'tr-edit'…). */
  idPrefix: string;
  travellers: readonly BookingTraveller[];
  travelDate: string;
  /** The travellers' first problem (with the traveller's index when it is one person's). */
  problem: Problem | null;
  onAdd(): void;
  onEdit(traveller: BookingTraveller): void;
  /** The product's line under a traveller (policy result, a child's height…). */
  renderExtra?(traveller: BookingTraveller): ReactNode;
}

/** The booking form's travellers on the kit's store: add, edit, remove, the product's extra line and the error. */
export const TravellersCard = observer(function TravellersCard(props: TravellersCardProps) {
  const { ui } = useStores();
  const { t } = ui;
  const booking = useBookingStore();
  const { idPrefix, travellers, problem } = props;
  const who = problem?.index !== undefined ? travellers[problem.index] : undefined;
  return (
    <Card
      id={`${idPrefix}-travellers`}
      title={t('booking.travellers.title')}
      action={
        <Pressable className="bk-btn bk-btn--inline" testId={`${idPrefix}-add-traveller`} onPress={props.onAdd}>
          {t('booking.travellers.add')}
        </Pressable>
      }
    >
      <TravellerList
        travellers={travellers}
        travelDate={props.travelDate}
        onEdit={props.onEdit}
        onRemove={(tr) => booking.removeTraveller(tr.key)}
        renderExtra={props.renderExtra}
      />
      {problem ? (
        <Text className="bk-field__error" role="alert" data-testid={`${idPrefix}-traveller-error`}>
          {who ? t('booking.error.forTraveller', { name: who.name ?? '', message: t(problem.key) }) : t(problem.key)}
        </Text>
      ) : null}
    </Card>
  );
});

export interface ViolationCardProps {
  idPrefix: string;
  /** The product's texts: the card's title and the block (a policy that must be complied with). */
  title: string;
  blockedText: string;
  blocked: boolean;
  /** What is over the standard, above the reason picker. */
  note?: ReactNode;
  error?: string;
}

/** Outside the travel policy: the block, or the reason (from the company's list or typed) on the kit's store. */
export const ViolationCard = observer(function ViolationCard(props: ViolationCardProps) {
  const booking = useBookingStore();
  return (
    <Card id={`${props.idPrefix}-policy`} title={props.title}>
      {props.blocked ? (
        <View className="bk-alert" role="alert" data-testid={`${props.idPrefix}-blocked`}>
          {props.blockedText}
        </View>
      ) : (
        <>
          {props.note}
          <ViolationReasonPicker
            reasons={booking.reasons}
            value={booking.violation}
            allowTyped={booking.rules.freeTextReason}
            error={props.error}
            onChange={(v) => booking.setViolation(v)}
          />
        </>
      )}
    </Card>
  );
});
