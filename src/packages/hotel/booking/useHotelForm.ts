/**
 * The hotel booking form's store for one visit of /htV2/htEdit or /ht/htOrder, and the work that follows the form:
 * the employee's form and the company's reference data for hotels (the kit's `useBookingFormPorts`), the plan priced
 * on open, its policy for the guests whenever they change, the service fee whenever the rooms change and the first
 * guest's memberships.
 */
import { useEffect, useState } from 'react';
import { useRouter } from '@tarojs/taro';
import { reaction } from 'mobx';
import { useBookingFormPorts, usePolicyCheck } from '../../../components/booking';
import { clock } from '../../../hosts/clock';
import { decodeQuery } from '../../../router';
import { HOTEL_CPLX, type HotelScreens } from '../detail/screens';
import { HOTEL_RULES } from '../../../domain/hotel/stay';
import { useHotelBookingApi } from './api';
import { HotelBookingForm } from './bookingForm';

export function useHotelForm(screens: HotelScreens): HotelBookingForm {
  const ports = useBookingFormPorts(HOTEL_CPLX, { maxTravellers: HOTEL_RULES.maxGuests });
  const api = useHotelBookingApi(screens.version);
  const planKey = decodeQuery(useRouter().params).planKey ?? '';
  const [form] = useState(() => new HotelBookingForm({ ...ports, api, screens, planKey, now: () => clock.now() }));
  useEffect(() => {
    void form.load();
  }, [form]);
  usePolicyCheck(form);
  useEffect(
    () =>
      reaction(
        () => form.feeKey,
        () => void form.loadFee(),
        { fireImmediately: true },
      ),
    [form],
  );
  useEffect(
    () =>
      reaction(
        () => form.travellers[0]?.empId ?? '',
        () => void form.loadMemberships(),
        { fireImmediately: true },
      ),
    [form],
  );
  return form;
}
