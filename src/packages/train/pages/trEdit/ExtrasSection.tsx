import { View, Text, Input } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Card, ContactForm, CostCenterPicker, InsurancePicker, ProjectPicker } from '../../../../components/booking';
import { OverBudgetReason } from '../../../../components/tripRequest';
import { useTripRequestStore } from '../../../../components/tripRequest/store';
import { LIMITS } from '../../../../domain/limits';
import { formatYuan } from '../../../../domain/money';
import type { MessageKey } from '../../../../i18n';
import { useStores } from '../../../../stores';
import { useBookingStore } from '../../../../stores/booking';
import { TRAIN_CPLX, type TrainBookingForm } from '../../booking/bookingForm';

/** Contact (mobile required), cost centre and project, the trip request's budget, insurance and remark. */
export const ExtrasSection = observer(function ExtrasSection({ form }: { form: TrainBookingForm }) {
  const { ui } = useStores();
  const { t } = ui;
  const booking = useBookingStore();
  const trip = useTripRequestStore();
  const problems = form.problems;
  const errorText = (key: MessageKey | undefined) => (key ? t(key) : undefined);
  const choice = form.choice;
  return (
    <>
      <Card id="tr-edit-contact" title={t('booking.contact.title')}>
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

      {choice ? (
        <Card id="tr-edit-budget" title={t('tripBooking.budget.title')}>
          <Text className="bk-sub" data-testid="tr-edit-budget-line">
            {t('tripBooking.budget.line', {
              remaining: formatYuan(choice.remainingFen),
              amount: formatYuan(form.detail.totalFen),
            })}
          </Text>
          {form.overBudget ? (
            <OverBudgetReason
              reasons={booking.reasons}
              value={form.overReason}
              allowTyped={booking.rules.freeTextReason}
              error={errorText(problems.overBudget)}
              onChange={(v) => trip.setReason(TRAIN_CPLX, v)}
            />
          ) : null}
        </Card>
      ) : null}

      <Card id="tr-edit-insurance" title={t('booking.insurance.title')}>
        <InsurancePicker
          products={booking.insuranceProducts}
          travellers={booking.travellers.map((tr) => ({ key: tr.key, name: tr.name }))}
          value={booking.insuranceChoices}
          onChange={(next) => booking.setInsurance(next)}
          loadDetail={(bxid) => booking.insuranceDetail(bxid)}
        />
      </Card>

      <Card id="tr-edit-remark" title={t('booking.remark.title')}>
        <View className={`bk-field ${problems.remark ? 'bk-field--error' : ''}`}>
          <Input
            id="tr-edit-remark-input"
            data-testid="tr-edit-remark-input"
            className="bk-field__input"
            value={booking.remark}
            maxlength={LIMITS.input.remarkMax}
            placeholder={t(booking.rules.remarkRequired ? 'booking.remark.placeholder' : 'booking.optional')}
            aria-label={t('booking.remark.title')}
            aria-required={booking.rules.remarkRequired || undefined}
            onInput={(e) => booking.setRemark(e.detail.value)}
          />
          <Text className="bk-field__hint">
            {t('booking.remark.count', { count: Array.from(booking.remark).length })}
          </Text>
          {problems.remark ? (
            <Text className="bk-field__error" role="alert" data-testid="tr-edit-remark-error">
              {t(problems.remark)}
            </Text>
          ) : null}
        </View>
      </Card>
    </>
  );
});
