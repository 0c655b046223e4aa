/**
 * The international part of a hotel order's detail (hotelOrderDetail `intl`): nationality, occupancy, guests in
 * Latin letters, the local-currency amount and taxes, the hotel's policies in the caller's language and the invoice
 * delivery (e-mail and phone masked). Undefined for a domestic order.
 */
import type { Address } from '../../../../src/api/contract/booking';
import type { HotelIntlOrderPart, IntlOccupancy } from '../../../../src/api/contract/hotelIntl';
import { maskEmail, maskMobile } from '../../../../src/domain/masking';
import { fenToYuan } from '../../../../src/domain/money';
import type { Db } from '../../db';
import type { Locale } from '../../i18n/messages';
import { intlFactsOf } from '../../suppliers/hotel';
import { policiesOf } from './present';
import { hotelIntlRepository } from './repository';

function parse<T>(json: string, fallback: T): T {
  try {
    return json ? (JSON.parse(json) as T) : fallback;
  } catch {
    return fallback;
  }
}

export async function intlOrderPart(
  db: Db,
  orderId: string,
  hotelId: string,
  locale: Locale,
): Promise<HotelIntlOrderPart | undefined> {
  const row = await hotelIntlRepository(db).intlOrder(orderId);
  const facts = intlFactsOf(hotelId);
  if (!row || !facts) return undefined;
  const address = parse<Address | null>(row.invoice_address_json, null);
  return {
    nationality: row.nationality,
    occupancy: parse<IntlOccupancy[]>(row.occupancy_json, []),
    guests: parse<HotelIntlOrderPart['guests']>(row.guests_json, []),
    localTotal: Number(row.local_total),
    currency: row.currency,
    taxes: {
      included: fenToYuan(Number(row.tax_included_fen)),
      payAtHotel: Number(row.tax_at_hotel),
      currency: row.currency,
    },
    policies: policiesOf(facts, locale),
    invoice: {
      needInvoice: row.need_invoice === 1,
      titleId: row.invoice_title_id,
      titleName: row.invoice_title_name,
      email: row.invoice_email ? maskEmail(row.invoice_email) : '',
      address: address
        ? {
            recipient: address.recipient,
            phoneNumber: maskMobile(address.phoneNumber),
            text: [address.province, address.city, address.area, address.addr].filter(Boolean).join(' '),
          }
        : null,
    },
  };
}
