import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { BookingExtras, DeliveryForm } from '../../../../components/booking';
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
    <BookingExtras
      idPrefix="tk-edit"
      problems={problems}
      afterInsurance={
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
      }
    />
  );
});
