import { View, Text, Input } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import {
  Card,
  ContactForm,
  CostCenterPicker,
  DeliveryForm,
  InsurancePicker,
  ProjectPicker,
} from '../../../../components/booking';
import { LIMITS } from '../../../../domain/limits';
import type { MessageKey } from '../../../../i18n';
import { useStores } from '../../../../stores';
import { useBookingStore } from '../../../../stores/booking';
import type { FormProblems } from '../../booking/checks';

/** The rest of the booking kit's form: contact, cost centre and project, insurance, delivery and remark. */
export const ExtrasSection = observer(function ExtrasSection({ problems }: { problems: FormProblems }) {
  const { ui } = useStores();
  const { t } = ui;
  const booking = useBookingStore();
  const errorText = (key: MessageKey | undefined) => (key ? t(key) : undefined);
  return (
    <>
      <Card id="tk-edit-contact" title={t('booking.contact.title')}>
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

      <Card id="tk-edit-insurance" title={t('booking.insurance.title')}>
        <InsurancePicker
          products={booking.insuranceProducts}
          travellers={booking.travellers.map((tr) => ({ key: tr.key, name: tr.name }))}
          value={booking.insuranceChoices}
          onChange={(next) => booking.setInsurance(next)}
          loadDetail={(bxid) => booking.insuranceDetail(bxid)}
        />
      </Card>

      <View className="bk-card">
        <DeliveryForm
          value={booking.delivery}
          addresses={booking.addresses}
          onChange={(patch) => booking.setDelivery(patch)}
          errors={{
            email: errorText(problems.delivery.email),
            recipient: errorText(problems.delivery.recipient),
            phone: errorText(problems.delivery.phone),
            address: errorText(problems.delivery.address),
          }}
        />
      </View>

      <Card id="tk-edit-remark" title={t('booking.remark.title')}>
        <View className={`bk-field ${problems.remark ? 'bk-field--error' : ''}`}>
          <Input
            id="tk-edit-remark-input"
            data-testid="tk-edit-remark-input"
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
            <Text className="bk-field__error" role="alert" data-testid="tk-edit-remark-error">
              {t(problems.remark)}
            </Text>
          ) : null}
        </View>
      </Card>
    </>
  );
});
