import type { ReactNode } from 'react';
import { View, Text, Input } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { LIMITS } from '../../../domain/limits';
import type { MessageKey } from '../../../i18n';
import { useStores } from '../../../stores';
import { useBookingStore, type ContactInfo } from '../../../stores/booking';
import { ContactForm } from '../ContactForm';
import { CostCenterPicker } from '../CostCenterPicker';
import { Card } from '../Field';
import { InsurancePicker } from '../InsurancePicker';
import { ProjectPicker } from '../ProjectPicker';
import '../../../i18n/parts/booking';

/** The messages of the kit's own form parts (a product's problems carry these and more). */
export interface ExtrasProblems {
  contact: Partial<Record<keyof ContactInfo, MessageKey>>;
  costCenter?: MessageKey;
  project?: MessageKey;
  remark?: MessageKey;
}

export interface BookingExtrasProps {
  /** The page's id and test-id prefix ('tk-edit', 'tr-edit'…). */
  idPrefix: string;
  problems: ExtrasProblems;
  /** Whether the product sells insurance with the booking (default true; the card is left out when not). */
  insurance?: boolean;
  /** The product's cards between the cost centre/project and insurance (e.g. a trip request's budget). */
  beforeInsurance?: ReactNode;
  /** The product's cards between insurance and the remark (e.g. the itinerary's delivery). */
  afterInsurance?: ReactNode;
  /** The product's own remark (e.g. a note to the driver): title, limit and texts; the kit's remark by default. */
  remark?: { title: string; max: number; placeholder: string; countText: string; errorText?: string };
}

/**
 * The rest of every booking form, on the booking kit's store: contact, cost centre and project, insurance and the
 * remark, with the product's own cards in between.
 */
export const BookingExtras = observer(function BookingExtras({
  idPrefix,
  problems,
  insurance = true,
  beforeInsurance,
  afterInsurance,
  remark,
}: BookingExtrasProps) {
  const { ui } = useStores();
  const { t } = ui;
  const booking = useBookingStore();
  const errorText = (key: MessageKey | undefined) => (key ? t(key) : undefined);
  return (
    <>
      <Card id={`${idPrefix}-contact`} title={t('booking.contact.title')}>
        <ContactForm
          value={booking.contact}
          onChange={(patch) => booking.setContact(patch)}
          errors={{
            linkman: errorText(problems.contact.linkman),
            linkTel: errorText(problems.contact.linkTel),
            linkEmail: errorText(problems.contact.linkEmail),
          }}
        />
      </Card>

      <View className="bk-card">
        <CostCenterPicker
          options={booking.costCenters}
          value={booking.costCenter}
          required={booking.rules.costCenterRequired}
          error={errorText(problems.costCenter)}
          onChange={(v) => booking.setCostCenter(v)}
        />
        <ProjectPicker
          options={booking.projects}
          value={booking.project}
          required={booking.rules.projectRequired}
          error={errorText(problems.project)}
          onChange={(v) => booking.setProject(v)}
        />
      </View>

      {beforeInsurance}

      {insurance ? (
        <Card id={`${idPrefix}-insurance`} title={t('booking.insurance.title')}>
          <InsurancePicker
            products={booking.insuranceProducts}
            travellers={booking.travellers.map((tr) => ({ key: tr.key, name: tr.name }))}
            value={booking.insuranceChoices}
            onChange={(next) => booking.setInsurance(next)}
            loadDetail={(bxid) => booking.insuranceDetail(bxid)}
          />
        </Card>
      ) : null}

      {afterInsurance}

      <Card id={`${idPrefix}-remark`} title={remark?.title ?? t('booking.remark.title')}>
        <View className={`bk-field ${problems.remark ? 'bk-field--error' : ''}`}>
          <Input
            id={`${idPrefix}-remark-input`}
            data-testid={`${idPrefix}-remark-input`}
            className="bk-field__input"
            value={booking.remark}
            maxlength={remark?.max ?? LIMITS.input.remarkMax}
            placeholder={
              remark?.placeholder ?? t(booking.rules.remarkRequired ? 'booking.remark.placeholder' : 'booking.optional')
            }
            aria-label={remark?.title ?? t('booking.remark.title')}
            aria-required={booking.rules.remarkRequired || undefined}
            onInput={(e) => booking.setRemark(e.detail.value)}
          />
          <Text className="bk-field__hint">
            {remark?.countText ?? t('booking.remark.count', { count: Array.from(booking.remark).length })}
          </Text>
          {problems.remark ? (
            <Text className="bk-field__error" role="alert" data-testid={`${idPrefix}-remark-error`}>
              {remark?.errorText ?? t(problems.remark)}
            </Text>
          ) : null}
        </View>
      </Card>
    </>
  );
});
