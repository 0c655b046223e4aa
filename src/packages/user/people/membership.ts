/** The hotel membership card form (SPEC §3 hotel membership: hykh card number, interfacePlat platform). */
import { HOTEL_PLATFORMS, type HotelMembership } from '../../../api/contract/peopleAdmin';
import type { VipEmpJdhyEditRequest } from '../../../api/people';
import type { Locale, MessageKey } from '../../../i18n';
import '../../../i18n/parts/people';

export interface MembershipForm {
  id: string;
  /** Card number (answered in full: it is not personal data under SPEC §9). */
  hykh: string;
  interfacePlat: string;
}

export type MembershipErrors = Partial<Record<'hykh' | 'interfacePlat', MessageKey>>;

export const newMembershipForm = (): MembershipForm => ({ id: '', hykh: '', interfacePlat: '' });

export const formFromMembership = (m: HotelMembership): MembershipForm => ({
  id: m.id,
  hykh: m.hykh,
  interfacePlat: m.interfacePlat,
});

const CARD = /^[A-Za-z0-9-]{1,30}$/;

/** A platform, and a card number of 1–30 letters, digits or hyphens (the server's rule). */
export function checkMembershipForm(form: MembershipForm): MembershipErrors {
  const errors: MembershipErrors = {};
  if (!form.interfacePlat) errors.interfacePlat = 'people.membership.v.plat';
  if (!CARD.test(form.hykh.trim())) errors.hykh = 'people.membership.v.card';
  return errors;
}

export function toMembershipRequest(form: MembershipForm): VipEmpJdhyEditRequest {
  const request: VipEmpJdhyEditRequest = { hykh: form.hykh.trim(), interfacePlat: form.interfacePlat };
  if (form.id) request.id = form.id;
  return request;
}

/** The platforms offered: the known ones, plus a code saved elsewhere that is not among them. */
export function platformChoices(current: string, locale: Locale): { value: string; label: string }[] {
  const known = HOTEL_PLATFORMS.map((p) => ({ value: p.code, label: locale === 'en-US' ? p.enName : p.name }));
  return current && !known.some((p) => p.value === current) ? [...known, { value: current, label: current }] : known;
}
