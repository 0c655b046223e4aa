/** The international booking form's own cards: the offer, the guests of every room, and the invoice. */
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import {
  Card,
  CheckRow,
  ChoiceGroup,
  DeliveryForm,
  TextField,
  TravellersCard,
  ViolationCard,
  type BookingFormControls,
} from '../../../components/booking';
import { Pressable } from '../../../components/Pressable';
import { navigate } from '../../../router';
import { useStores } from '../../../stores';
import { useBookingStore } from '../../../stores/booking';
import { hotelName } from '../components/HotelRow';
import { NO_TRANSLATE, yuan } from '../detail/format';
import type { IntlBookingForm } from './bookingForm';
import { localText, occupancyText } from './format';
import { INTL_EDIT } from './screens';
import '../../../i18n/parts/hotelIntl';

/** Hotel, room, plan, stay, the conditions (change → the editor) and the price in both currencies. */
export const OfferCard = observer(function OfferCard({ form }: { form: IntlBookingForm }) {
  const { ui } = useStores();
  const { t } = ui;
  const offer = form.offer;
  if (!offer) return null;
  const text = occupancyText(form.intl.occupancy, form.intl.nationality, t, ui.locale);
  return (
    <Card id="hti-order-offer" title={hotelName(offer.hotel, ui.locale)}>
      <View className="ht-edit__offer" data-testid="hti-order-offer">
        <Text className="ht-edit__room" {...NO_TRANSLATE}>
          {ui.locale === 'en-US' && offer.room.nameEn ? offer.room.nameEn : offer.room.name} · {offer.plan.name}
        </Text>
        <Text className="bk-sub">
          {t('hotelIntl.order.stay', { checkIn: form.checkIn, checkOut: form.checkOut, nights: form.nights })}
        </Text>
        <View className="hti-occ">
          <Text data-testid="hti-order-conditions">{text}</Text>
          <Pressable
            className="hti-link"
            label={t('hotelIntl.conditions.label', { text })}
            testId="hti-order-conditions-change"
            onPress={() => void navigate(INTL_EDIT)}
          >
            <Text aria-hidden>{t('hotelIntl.detail.change')}</Text>
          </Pressable>
        </View>
        <Text className="ht-edit__avg" data-testid="hti-order-total">
          {yuan(offer.plan.roomsTotal)}{' '}
          <Text className="bk-sub" {...NO_TRANSLATE}>
            ({t('hotelIntl.plan.local', { amount: localText(offer.plan.localTotal, offer.plan.currency) })})
          </Text>
        </Text>
        <Text className="bk-sub">{t('hotelIntl.plan.taxesIncluded', { price: yuan(offer.plan.taxes.included) })}</Text>
        {offer.plan.taxes.payAtHotel > 0 ? (
          <Text className="bk-sub">
            {t('hotelIntl.plan.payAtHotel', {
              amount: localText(offer.plan.taxes.payAtHotel, offer.plan.taxes.currency),
            })}
          </Text>
        ) : null}
      </View>
    </Card>
  );
});

/** The travellers (policy and prefilled names), then every guest of every room in Latin letters. */
export const GuestsCards = observer(function GuestsCards(props: {
  form: IntlBookingForm;
  controls: BookingFormControls;
}) {
  const { ui } = useStores();
  const { t } = ui;
  const { form, controls } = props;
  const error = form.problems.guests;
  const rooms = form.intl.occupancy.length;
  return (
    <>
      <TravellersCard
        idPrefix="hti-order"
        travellers={form.travellers}
        travelDate={form.checkIn}
        problem={null}
        onAdd={controls.addTraveller}
        onEdit={controls.editTraveller}
      />
      <Card id="hti-order-guests" title={t('hotelIntl.guests.title')}>
        <Text className="bk-sub">{t('hotelIntl.guests.travellersHint')}</Text>
        {form.slots.map((slot) => {
          const who = slot.isChild
            ? t('hotelIntl.guests.child', { n: slot.n, age: slot.age ?? 0 })
            : t('hotelIntl.guests.adult', { n: slot.n });
          const full = rooms > 1 ? `${t('hotelIntl.guests.room', { n: slot.roomIndex + 1 })} ${who}` : who;
          const name = form.nameOf(slot);
          return (
            <View className="hti-guest" key={slot.key} data-testid={`hti-guest-${slot.key}`}>
              <Text className="hti-guest__who">{full}</Text>
              <TextField
                id={`hti-${slot.key}-surname`}
                label={t('hotelIntl.guests.surnameOf', { who: full })}
                placeholder={t('hotelIntl.guests.surname')}
                value={name.surname}
                maxlength={40}
                onChange={(surname) => form.setName(slot.key, { surname })}
              />
              <TextField
                id={`hti-${slot.key}-given`}
                label={t('hotelIntl.guests.givenNameOf', { who: full })}
                placeholder={t('hotelIntl.guests.givenName')}
                value={name.givenName}
                maxlength={40}
                onChange={(givenName) => form.setName(slot.key, { givenName })}
              />
            </View>
          );
        })}
        <Text className="bk-sub">{t('hotelIntl.guests.hint')}</Text>
        {error ? (
          <Text className="bk-field__error" role="alert" data-testid="hti-order-guests-error">
            {t(error, { rooms: 10, guests: 10, children: 10 })}
          </Text>
        ) : null}
      </Card>
      {form.violating ? (
        <ViolationCard
          idPrefix="hti-order"
          blocked={form.blocked}
          title={t('hotelBooking.policy.title')}
          blockedText={t('hotelBooking.policy.blockedText')}
          error={form.problems.violation && t(form.problems.violation)}
          note={
            <Text className="bk-sub" data-testid="hti-order-over">
              {controls.hideStandard || form.violations.length === 0
                ? t('hotelBooking.policy.overPlain')
                : t('hotelBooking.policy.overWith', { reasons: form.violations.join(' / ') })}
            </Text>
          }
        />
      ) : null}
    </>
  );
});

/** Need an invoice: its title and how it is delivered (the kit's delivery form: e-mail or post). */
export const InvoiceCard = observer(function InvoiceCard({ form }: { form: IntlBookingForm }) {
  const { ui } = useStores();
  const { t } = ui;
  const booking = useBookingStore();
  const p = form.problems;
  return (
    <Card id="hti-order-invoice" title={t('hotelIntl.invoice.title')}>
      <CheckRow
        id="hti-order-invoice-need"
        label={t('hotelIntl.invoice.need')}
        checked={form.needInvoice}
        onToggle={() => form.setNeedInvoice(!form.needInvoice)}
      />
      {form.needInvoice ? (
        <>
          {form.titles.length > 0 ? (
            <ChoiceGroup<string>
              id="hti-order-invoice-title"
              label={t('hotelIntl.invoice.titleLabel')}
              options={form.titles.map((x) => ({ value: x.id, label: x.gsmc }))}
              value={form.titleId || null}
              onChange={(id) => form.setTitle(id)}
              error={p.invoiceTitle && t(p.invoiceTitle)}
            />
          ) : (
            <Text className="bk-alert" role="alert" data-testid="hti-order-invoice-no-titles">
              {t('hotelIntl.invoice.noTitles')}
            </Text>
          )}
          <DeliveryForm
            title={t('hotelIntl.invoice.delivery')}
            value={booking.delivery}
            addresses={booking.addresses}
            onChange={(patch) => booking.setDelivery(patch)}
            errors={
              p.invoiceDelivery
                ? {
                    email: booking.delivery.sendMode === 1 ? t(p.invoiceDelivery) : undefined,
                    address: booking.delivery.sendMode === 2 ? t(p.invoiceDelivery) : undefined,
                  }
                : {}
            }
          />
          {p.invoiceDelivery && booking.delivery.sendMode === 0 ? (
            <Text className="bk-field__error" role="alert" data-testid="hti-order-invoice-delivery-error">
              {t(p.invoiceDelivery)}
            </Text>
          ) : null}
        </>
      ) : null}
    </Card>
  );
});
