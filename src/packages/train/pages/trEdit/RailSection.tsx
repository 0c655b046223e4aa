import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { documentNumber, travellerPhone } from '../../../../stores/booking';
import { RailAccountSection } from '../../account/RailAccountSection';
import { inRailList, type BookingPassenger } from '../../account/railForms';
import { useRailAccountStore } from '../../account/store';
import type { TrainBookingForm } from '../../booking/bookingForm';

/**
 * The rail account part of trEdit (the rail-account section), fed with the booking's travellers; the travellers
 * found in the chosen account's rail frequent-traveller list travel with their clkId, and one missing from it stops
 * the form (SPEC §8: passenger not in the rail frequent-traveller list) until added.
 */
export const RailSection = observer(function RailSection({ form }: { form: TrainBookingForm }) {
  const rail = useRailAccountStore();
  const accountId = form.railAccountId;
  const passengers: (BookingPassenger & { key: string })[] = form.travellers.map((t) => ({
    key: t.key,
    psgName: t.name,
    idType: t.idType,
    idno: documentNumber(t),
    ...(t.documentRef && !t.idno ? { documentRef: t.documentRef } : {}),
    phoneNumber: travellerPhone(t),
  }));
  const list = accountId ? rail.passengers[accountId] : undefined;
  const clkIds: Record<string, string> = {};
  for (const p of passengers) {
    const found = list?.find((c) => inRailList(p, [c]));
    if (found) clkIds[p.key] = found.clkId;
  }
  const missing = list ? passengers.some((p) => !clkIds[p.key]) : false;
  const signature = `${accountId ?? ''}|${JSON.stringify(clkIds)}|${missing ? 1 : 0}`;

  useEffect(() => {
    form.setRailPassengers(clkIds, missing ? 'trainBooking.stale.notInRailList' : undefined);
    // The signature stands for clkIds and missing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, signature]);

  return (
    <RailAccountSection
      value={accountId}
      onChange={(id) => form.setRailAccount(id)}
      passengers={passengers.map(({ key: _key, ...p }) => p)}
    />
  );
});
