import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Card } from '../../../components/booking';
import { useStores } from '../../../stores';
import type { CarBookingForm } from './bookingForm';
import { classText, money, NO_TRANSLATE, packageText, serviceText, shortTime } from './format';

/** The ride booked: service, from → to, time (now for an instant ride), flight, package, and the class chosen. */
export const RideSummary = observer(function RideSummary({ form }: { form: CarBookingForm }) {
  const { ui } = useStores();
  const { t } = ui;
  const q = form.query;
  const estimate = form.estimate;
  if (!estimate || !q.from) return null;
  const type = estimate.vehicleType;
  const time = form.service === 'instant' ? t('carBooking.ride.now') : shortTime(q.useTime);
  return (
    <Card id="car-edit-ride" title={serviceText(t, form.service)}>
      <View className="car-edit__ride" data-testid="car-edit-ride-body">
        <View className="car-edit__place">
          <View className="car-edit__dot car-edit__dot--from" aria-hidden />
          <Text className="car-edit__place-name" data-testid="car-edit-from" {...NO_TRANSLATE}>
            {q.from.name}
          </Text>
        </View>
        {form.ride?.to ? (
          <View className="car-edit__place">
            <View className="car-edit__dot car-edit__dot--to" aria-hidden />
            <Text className="car-edit__place-name" data-testid="car-edit-to" {...NO_TRANSLATE}>
              {form.ride.to.name}
            </Text>
          </View>
        ) : null}
        <Text className="bk-sub" data-testid="car-edit-time">
          {t('carBooking.ride.time', { time })}
        </Text>
        {form.ride?.flightNo ? (
          <Text className="bk-sub" data-testid="car-edit-flight">
            {t('carBooking.ride.flight', { flightNo: form.ride.flightNo })}
          </Text>
        ) : null}
        {form.service === 'dayRental' ? (
          <Text className="bk-sub" data-testid="car-edit-package">
            {packageText(t, q.dayPackage, q.days)}
          </Text>
        ) : null}
        <Text className="car-edit__class" data-testid="car-edit-class">
          {t('carBooking.ride.class', {
            name: classText(t, type.vehicleTypeId),
            seats: type.seats,
            luggage: type.luggage,
          })}
        </Text>
        <Text className="bk-sub" {...NO_TRANSLATE}>
          {type.models}
        </Text>
        {form.repriced ? (
          <Text className="bk-alert" role="status" data-testid="car-edit-repriced">
            {t('carBooking.price.adopted', { price: money(estimate.price) })}
          </Text>
        ) : null}
      </View>
    </Card>
  );
});
