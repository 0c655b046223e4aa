/**
 * The itinerary of a train order (the train product's `documents.itinerary`): the e-mail text (smsEmail) and the PDF
 * (pdf/itinerary), both from the order detail (documents already masked), texts from the server dictionaries. It
 * exists once the tickets are issued.
 */
import type { TrainOrderDetail } from '../../../../src/api/contract/train';
import { formatYuan, yuanToFen } from '../../../../src/domain/money';
import type { AppContext } from '../../context';
import { translate, type Locale } from '../../i18n/messages';
import { A4, PdfDocument } from '../../lib/pdf';
import { chinaDateTime } from '../../lib/time';
import { GREY, fitted } from '../invoice/documents';
import type { ItineraryDocument } from '../orders/products';
import type { AuthInfo } from '../session/service';
import { trainOrders } from './orders';

const ISSUED = ['issued', 'changed', 'partChanged', 'partRefunded', 'completed'];

/** The lines of the itinerary in one language: order, trains, each passenger's tickets, the hint. */
function itineraryLines(order: TrainOrderDetail, locale: Locale): string[] {
  const t = (key: Parameters<typeof translate>[1], params: Record<string, string | number> = {}) =>
    translate(locale, key, params);
  const lines = [t('train.itinerary.order', { orderNo: order.orderNo }), ''];
  for (const leg of order.legs) {
    const tr = leg.train;
    lines.push(
      t('train.itinerary.leg', {
        date: tr.depTime.slice(0, 10),
        train: tr.trainCode,
        from: tr.from.name,
        dep: tr.depTime.slice(11, 16),
        to: tr.to.name,
        arr: tr.arrTime.slice(11, 16),
      }),
    );
    for (const p of order.passengers) {
      const ticket = p.tickets.find((x) => x.legId === leg.legId);
      if (!ticket) continue;
      lines.push(
        ticket.ticketNo
          ? `  ${t('train.itinerary.ticket', { name: p.psgName, seat: leg.seatName, coach: ticket.coach, seatNo: ticket.seatNo, ticketNo: ticket.ticketNo })}`
          : `  ${t('train.itinerary.pending', { name: p.psgName, seat: leg.seatName })}`,
      );
    }
  }
  lines.push('', t('train.itinerary.hint'));
  return lines;
}

export function trainItineraryMail(order: TrainOrderDetail, locale: Locale, pdfUrl?: string) {
  const lines = itineraryLines(order, locale);
  if (pdfUrl) lines.push('', translate(locale, 'train.itinerary.pdfLink', { url: pdfUrl }));
  return { subject: translate(locale, 'train.itinerary.subject', { orderNo: order.orderNo }), body: lines.join('\n') };
}

/** The PDF: the title, then the lines in Chinese and in English, then the price and total. */
export function trainItineraryPdf(order: TrainOrderDetail, generatedAtMs: number): Buffer {
  const L = 40;
  const R = A4.width - 40;
  const doc = new PdfDocument({
    title: translate('zh-CN', 'train.itinerary.subject', { orderNo: order.orderNo }),
    createdAtMs: generatedAtMs,
  });
  const page = doc.addPage();
  let y = 56;
  page.text(A4.width / 2, y, translate('zh-CN', 'train.itinerary.title'), { size: 20, align: 'center' });
  y += 18;
  page.text(A4.width / 2, y, translate('en-US', 'train.itinerary.title'), { size: 11, align: 'center', color: GREY });
  y += 14;
  page.text(R, y, translate('zh-CN', 'train.itinerary.generated', { at: chinaDateTime(generatedAtMs) }), {
    size: 8.5,
    align: 'right',
    color: GREY,
  });
  y += 8;
  page.line(L, y, R, y, { width: 1 });
  for (const locale of ['zh-CN', 'en-US'] as const) {
    y += 10;
    for (const line of itineraryLines(order, locale)) {
      y += 14;
      if (line) fitted(page, L + 6, y, line, 9, R - L - 12);
    }
    y += 6;
    page.line(L, y, R, y);
  }
  for (const line of order.priceLines) {
    y += 16;
    fitted(page, L + 6, y, `${line.label} × ${line.count}`, 9, 300);
    page.text(R - 6, y, formatYuan(yuanToFen(line.amount)), { size: 9, align: 'right' });
  }
  y += 18;
  page.text(R - 6, y, formatYuan(yuanToFen(order.amount)), { size: 11, align: 'right' });
  return doc.toBuffer();
}

/** The itinerary of a train order the caller may see (not found otherwise). */
export async function loadTrainItinerary(
  ctx: AppContext,
  auth: AuthInfo,
  orderId: string,
  locale: Locale,
): Promise<ItineraryDocument> {
  const order = await trainOrders(ctx).detail(auth, orderId, locale);
  return {
    orderNo: order.orderNo,
    ready: ISSUED.includes(order.orderStatus),
    mail: (mailLocale, pdfUrl) => trainItineraryMail(order, mailLocale, pdfUrl),
    pdf: (generatedAtMs) => trainItineraryPdf(order, generatedAtMs),
  };
}
