/**
 * The car booking form's store for one visit of /car/carEdit: the booking kit's ports for cars (one passenger), the
 * search store's chosen estimate by the URL's estimateKey, and the class's policy checked again whenever the
 * passenger changes.
 */
import { useState } from 'react';
import { useRouter } from '@tarojs/taro';
import { useBookingFormPorts, usePolicyCheck } from '../../../components/booking';
import { decodeQuery } from '../../../router';
import { ESTIMATE_TTL_MS } from '../search/searchStore';
import { useCarStores } from '../store';
import { CAR_CPLX, type CarBookingForm } from './bookingForm';

/** A car has one passenger (the others ride along: the riders count). */
export const CAR_PASSENGERS = 1;

export function useCarForm(): CarBookingForm {
  const ports = useBookingFormPorts(CAR_CPLX, { maxTravellers: CAR_PASSENGERS });
  const stores = useCarStores();
  const estimateKey = decodeQuery(useRouter().params).estimateKey ?? '';
  const [form] = useState(() =>
    stores.booking.form({ ...ports, search: stores.search, estimateKey, estimateTtlMs: ESTIMATE_TTL_MS }),
  );
  usePolicyCheck(form);
  return form;
}
