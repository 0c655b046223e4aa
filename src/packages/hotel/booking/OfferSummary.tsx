import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Card } from '../../../components/booking';
import { useStores } from '../../../stores';
import { monthDay, NO_TRANSLATE, say, yuan } from '../detail/format';
import { breakfastPhrase, payTypePhrase } from '../detail/planView';
import type { HotelBookingForm } from './bookingForm';

/** The chosen hotel, room and plan for the stay, priced now. */
export const OfferSummary = observer(function OfferSummary({ form }: { form: HotelBookingForm }) {
  const { ui } = useStores();
  const { t } = ui;
  const offer = form.offer;
  if (!offer) return null;
  const { hotel, room, plan } = offer;
  const name = ui.locale === 'en-US' && hotel.nameEn ? hotel.nameEn : hotel.name;
  return (
    <Card id="ht-edit-offer" title={name}>
      <View className="ht-edit__offer" data-testid="ht-edit-offer">
        <Text className="ht-edit__room" {...NO_TRANSLATE}>
          {room.name} · {plan.name}
        </Text>
        <Text className="bk-sub" data-testid="ht-edit-stay">
          {t('hotelBooking.edit.stay', {
            checkIn: monthDay(form.checkIn),
            checkOut: monthDay(form.checkOut),
            nights: form.nights,
          })}
        </Text>
        <Text className="bk-sub">
          {[say(t, breakfastPhrase(plan.breakfast)), say(t, payTypePhrase(plan.payType))].join(' · ')}
        </Text>
        <Text className="ht-edit__avg" data-testid="ht-edit-avg">
          {t('hotelBooking.edit.avg', { price: yuan(plan.avgPrice) })}
        </Text>
        {form.repriced ? (
          <Text className="bk-alert" role="status" data-testid="ht-edit-repriced">
            {t('hotelBooking.price.adopted', { price: yuan(plan.avgPrice) })}
          </Text>
        ) : null}
      </View>
    </Card>
  );
});
