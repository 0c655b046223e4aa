/**
 * "Guarantee now" on a hotel order waiting for its card guarantee (SPEC §5 hotel, §7 guarantee): the booking's own
 * guarantee sheet (src/packages/hotel/booking/guarantee) with the company's hotel version's calls, then the
 * after-guarantee screen (/ht/htOrderComplete or /htV2/htComplete).
 */
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { HotelOrderDetail } from '../../../api/contract/hotel';
import { BlockButton, ButtonColumn } from '../../../components/afterSales';
import { navigate } from '../../../router';
import { useStores } from '../../../stores';
import { useHotelBookingApi } from '../booking/api';
import { GuaranteeSheet } from '../booking/guarantee/GuaranteeSheet';
import { HOTEL_SCREENS } from '../detail/screens';
import '../../../i18n/parts/hotelOrder';

export const GuaranteeAction = observer(function GuaranteeAction({ order }: { order: HotelOrderDetail }) {
  const { ui, session } = useStores();
  const { t } = ui;
  const version = session.userInfo?.vipCorp.hotelVersion === 1 ? 1 : 2;
  const api = useHotelBookingApi(version);
  const [open, setOpen] = useState(false);
  return (
    <ButtonColumn>
      <BlockButton
        label={t('hotelOrder.actions.guarantee')}
        tone="primary"
        onPress={() => setOpen(true)}
        testId="order-guarantee-action"
      />
      <GuaranteeSheet
        open={open}
        orderId={order.orderId}
        amount={order.guarantee.amount}
        api={api}
        onClose={() => setOpen(false)}
        onDone={() => {
          setOpen(false);
          void navigate(HOTEL_SCREENS[version].guaranteed, { query: { orderId: order.orderId } });
        }}
      />
    </ButtonColumn>
  );
});
