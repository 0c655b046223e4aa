/**
 * The hotel booking confirmation (the hotel product's `documents.itinerary`): the e-mail (smsEmail) and the PDF,
 * both from the order detail (phones and documents already masked), texts from the server dictionaries. It exists
 * once the hotel has confirmed the order. Both are a list of labelled fields: in the mail one per line, in the PDF
 * a two-column table per language followed by the nightly prices.
 */
import type { HotelOrderDetail } from '../../../../src/api/contract/hotel';
import { formatYuan, yuanToFen } from '../../../../src/domain/money';
import type { AppContext } from '../../context';
import { translate, type Locale, type MsgKey } from '../../i18n/messages';
import { A4, PdfDocument } from '../../lib/pdf';
import { chinaDateTime } from '../../lib/time';
import { GREY, fitted } from '../invoice/documents';
import type { ItineraryDocument } from '../orders/products';
import type { AuthInfo } from '../session/service';
import { hotelOrderDetail } from './detail';
import { ruleText } from './present';

const CONFIRMED = ['confirmed', 'completed', 'partRefunded', 'refunding'];
const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];

type Field = readonly [label: string, value: string];

/** The confirmation's fields in one language. */
function fieldsOf(o: HotelOrderDetail, locale: Locale): Field[] {
  const label = (key: string) => translate(locale, `hotelOrders.field.${key}` as MsgKey);
  return [
    [label('hotel'), o.hotel.name],
    [label('address'), o.hotel.address],
    [label('phone'), o.hotel.phone],
    [label('room'), `${o.room.name} · ${o.plan.name}`],
    [
      label('stay'),
      translate(locale, 'hotelOrders.field.stayValue', {
        checkIn: o.checkIn,
        checkOut: o.checkOut,
        nights: o.nights,
        rooms: o.rooms,
      }),
    ],
    [label('guests'), o.guests.map((g) => g.name).join(locale === 'en-US' ? ', ' : '、')],
    [label('arrival'), o.arrivalTime],
    [label('confirmationNo'), o.confirmationNo || translate(locale, 'hotelOrders.mail.pending')],
    [label('rule'), ruleText(locale, o.cancel)],
  ];
}

export function confirmationMail(o: HotelOrderDetail, locale: Locale, pdfUrl?: string) {
  const sep = translate(locale, 'hotelOrders.field.separator');
  const body = fieldsOf(o, locale).map(([k, v]) => `${k}${sep}${v}`);
  if (pdfUrl) body.push('', translate(locale, 'hotelOrders.mail.pdfLink', { url: pdfUrl }));
  return { subject: translate(locale, 'hotelOrders.mail.subject', { orderNo: o.orderNo }), body: body.join('\n') };
}

/** The PDF: a bilingual heading, one field table per language, the nightly prices and the total. */
export function confirmationPdf(byLocale: Readonly<Record<Locale, HotelOrderDetail>>, generatedAtMs: number): Buffer {
  const first = byLocale['zh-CN'];
  const left = 48;
  const right = A4.width - 48;
  const valueX = left + 120;
  const doc = new PdfDocument({
    title: translate('zh-CN', 'hotelOrders.mail.subject', { orderNo: first.orderNo }),
    createdAtMs: generatedAtMs,
  });
  const page = doc.addPage();
  const heading = LOCALES.map((l) => translate(l, 'hotelOrders.doc.title')).join(' / ');
  let cursor = 60;
  page.text(left, cursor, heading, { size: 16 });
  page.text(right, cursor, first.orderNo, { size: 10, align: 'right' });
  cursor += 16;
  page.text(left, cursor, translate('zh-CN', 'hotelOrders.doc.generated', { at: chinaDateTime(generatedAtMs) }), {
    size: 8,
    color: GREY,
  });
  for (const locale of LOCALES) {
    cursor += 12;
    page.line(left, cursor, right, cursor, { width: 0.5 });
    for (const [label, value] of fieldsOf(byLocale[locale], locale)) {
      cursor += 15;
      page.text(left, cursor, label, { size: 9, color: GREY });
      fitted(page, valueX, cursor, value, 9, right - valueX);
    }
  }
  cursor += 12;
  page.line(left, cursor, right, cursor, { width: 0.5 });
  for (const night of first.nightly) {
    cursor += 14;
    page.text(left, cursor, `${night.date} × ${first.rooms}`, { size: 9 });
    page.text(right, cursor, formatYuan(yuanToFen(night.price) * first.rooms), { size: 9, align: 'right' });
  }
  cursor += 18;
  page.text(right, cursor, formatYuan(yuanToFen(first.amount)), { size: 12, align: 'right' });
  return doc.toBuffer();
}

/** The confirmation of a hotel order the caller may see (not found otherwise). */
export async function loadHotelConfirmation(
  ctx: AppContext,
  auth: AuthInfo,
  orderId: string,
  _locale: Locale,
): Promise<ItineraryDocument> {
  const nowMs = ctx.now().getTime();
  const [zh, en] = await Promise.all(LOCALES.map((l) => hotelOrderDetail(ctx.db, auth, orderId, l, nowMs)));
  if (!zh || !en) throw new Error('hotel confirmation: detail missing');
  const byLocale: Record<Locale, HotelOrderDetail> = { 'zh-CN': zh, 'en-US': en };
  return {
    orderNo: zh.orderNo,
    ready: CONFIRMED.includes(zh.orderStatus),
    mail: (mailLocale, pdfUrl) => confirmationMail(byLocale[mailLocale], mailLocale, pdfUrl),
    pdf: (generatedAtMs) => confirmationPdf(byLocale, generatedAtMs),
  };
}
