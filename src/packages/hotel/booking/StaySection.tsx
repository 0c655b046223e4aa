import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Card, CheckRow, ChoiceGroup, TextField } from '../../../components/booking';
import { HOTEL_RULES } from '../../../domain/hotel/stay';
import { useStores } from '../../../stores';
import { arrivalText, NO_TRANSLATE, say } from '../detail/format';
import { cancelPhrase, guaranteePhrase } from '../detail/planView';
import type { HotelMembership } from '../../../api/contract';
import type { RatePlan } from '../../../api/contract/hotel';
import type { MessageKey } from '../../../i18n';

/** What the cards read of a hotel booking form (domestic or international). */
export interface ArrivalForm {
  problems: { arrival?: MessageKey };
  arrivalChoices: string[];
  arrivalTime: string;
  guaranteeNeeded: boolean;
  setArrival(time: string): void;
}

export interface NoteForm {
  problems: { note?: MessageKey };
  note: string;
  setNote(note: string): void;
  /** The guest's hotel memberships (domestic only). */
  memberships?: readonly HotelMembership[];
  membershipId?: string;
  setMembership?(id: string): void;
}

export interface CancelForm {
  problems: { cancelRule?: MessageKey };
  plan: Pick<RatePlan, 'cancel' | 'payType' | 'guarantee'> | null;
  cancelAccepted: boolean;
  setCancelAccepted(value: boolean): void;
}

/** The latest arrival (4 hours ahead at least) and whether it asks for a card guarantee. */
export const ArrivalCard = observer(function ArrivalCard({ form }: { form: ArrivalForm }) {
  const { ui } = useStores();
  const { t } = ui;
  const error = form.problems.arrival;
  const choices = form.arrivalChoices;
  return (
    <Card id="ht-edit-arrival-card" title={t('hotelBooking.arrival.title')}>
      {choices.length === 0 ? (
        <Text className="bk-alert" role="alert" data-testid="ht-edit-arrival-none">
          {t('hotelBooking.arrival.none', { hours: HOTEL_RULES.minLeadHours })}
        </Text>
      ) : (
        <ChoiceGroup<string>
          id="ht-edit-arrival"
          label={t('hotelBooking.arrival.label')}
          options={choices.map((c) => ({ value: c, label: arrivalText(c, t) }))}
          value={form.arrivalTime || null}
          onChange={(v) => form.setArrival(v)}
          error={error ? t(error, { hours: HOTEL_RULES.minLeadHours }) : undefined}
        />
      )}
      <Text className="bk-sub">{t('hotelBooking.arrival.hint', { hours: HOTEL_RULES.minLeadHours })}</Text>
      {form.guaranteeNeeded ? (
        <Text className="bk-alert" role="status" data-testid="ht-edit-guarantee-note">
          {t('hotelBooking.arrival.guarantee')}
        </Text>
      ) : null}
    </Card>
  );
});

/** The note to the hotel (≤ 50 characters, with a counter) and the guest's hotel membership card. */
export const NoteCard = observer(function NoteCard({ form }: { form: NoteForm }) {
  const { ui } = useStores();
  const { t } = ui;
  const length = [...form.note].length;
  const error = form.problems.note;
  return (
    <Card id="ht-edit-note-card" title={t('hotelBooking.note.title')}>
      <TextField
        id="ht-edit-note"
        label={t('hotelBooking.note.label')}
        value={form.note}
        placeholder={t('hotelBooking.note.placeholder')}
        maxlength={HOTEL_RULES.noteMax + 20}
        onChange={(v) => form.setNote(v)}
        error={error ? t(error, { max: HOTEL_RULES.noteMax }) : undefined}
        suffix={
          <Text
            className={`ht-edit__counter ${length > HOTEL_RULES.noteMax ? 'ht-edit__counter--over' : ''}`}
            data-testid="ht-edit-note-count"
            aria-live="polite"
          >
            {t('hotelBooking.note.count', { n: length, max: HOTEL_RULES.noteMax })}
          </Text>
        }
      />
      {form.memberships && form.memberships.length > 0 ? (
        <ChoiceGroup<string>
          id="ht-edit-membership"
          label={t('hotelBooking.membership.label')}
          options={[
            { value: '', label: t('hotelBooking.membership.none') },
            ...form.memberships.map((m) => ({ value: m.id, label: `${m.platName} ${m.hykh}` })),
          ]}
          value={form.membershipId ?? ''}
          onChange={(v) => form.setMembership?.(v)}
        />
      ) : null}
    </Card>
  );
});

/** The cancellation rules as they stand now and the required tick (H083). */
export const CancelRuleCard = observer(function CancelRuleCard({ form, now }: { form: CancelForm; now: number }) {
  const { ui } = useStores();
  const { t } = ui;
  const plan = form.plan;
  if (!plan) return null;
  const guarantee = guaranteePhrase(plan);
  const error = form.problems.cancelRule;
  return (
    <Card id="ht-edit-cancel" title={t('hotelBooking.cancel.title')}>
      <View className="ht-edit__rule">
        <Text data-testid="ht-edit-cancel-text" {...NO_TRANSLATE}>
          {say(t, cancelPhrase(plan.cancel, now))}
        </Text>
        {guarantee ? <Text className="bk-sub">{say(t, guarantee)}</Text> : null}
      </View>
      <CheckRow
        id="ht-edit-cancel-accept"
        label={t('hotelBooking.cancel.accept')}
        checked={form.cancelAccepted}
        onToggle={() => form.setCancelAccepted(!form.cancelAccepted)}
      />
      {error ? (
        <Text className="bk-field__error" role="alert" data-testid="ht-edit-cancel-error">
          {t(error)}
        </Text>
      ) : null}
    </Card>
  );
});
