/**
 * The itinerary of a domestic flight order (the flight product's `documents.itinerary`): the e-mail text (smsEmail)
 * and the PDF (pdf/itinerary), both from the order detail, documents already masked. It exists once the tickets are
 * issued (the detail's resend action).
 */
import type { FlightOrderDetail } from '../../../../src/api/contract/flight';
import { formatYuan, yuanToFen } from '../../../../src/domain/money';
import type { AppContext } from '../../context';
import type { Locale } from '../../i18n/messages';
import { A4, PdfDocument } from '../../lib/pdf';
import { chinaDateTime } from '../../lib/time';
import { GREY, fitted } from '../invoice/documents';
import type { ItineraryDocument } from '../orders/products';
import type { AuthInfo } from '../session/service';
import { flightOrders } from './orders';

/** The itinerary e-mail, as plain text in the reader's language, with the PDF link when given. */
export function itineraryMail(
  order: FlightOrderDetail,
  locale: Locale,
  pdfUrl?: string,
): { subject: string; body: string } {
  const zh = locale === 'zh-CN';
  const lines: string[] = [];
  lines.push(zh ? `订单号：${order.orderNo}` : `Order number: ${order.orderNo}`);
  lines.push('');
  for (const range of order.ranges) {
    const f = range.flight;
    lines.push(`${f.flightNo}  ${f.airline.name}  ${range.cabin.cabinName}`);
    lines.push(`  ${f.depTime}  ${f.dep.name} ${f.dep.terminal}`.trimEnd());
    lines.push(`  ${f.arrTime}  ${f.arr.name} ${f.arr.terminal}`.trimEnd());
  }
  lines.push('');
  lines.push(zh ? '乘机人：' : 'Passengers:');
  for (const p of order.passengers) {
    // Documents stay masked in mail too (SPEC §9): the order detail already masks them.
    const ticket = p.ticketNo ? `  ${zh ? '票号' : 'ticket'} ${p.ticketNo}` : '';
    lines.push(`  ${p.psgName}  ${p.idno}${ticket}`);
  }
  lines.push('');
  // The one money format (thousands separators), as the invoice e-mail writes it: ¥1,320.00 / CNY 1,320.00.
  const amountFen = yuanToFen(order.amount);
  lines.push(zh ? `金额：${formatYuan(amountFen)}` : `Amount: CNY ${formatYuan(amountFen, '')}`);
  if (pdfUrl) {
    lines.push('');
    lines.push(zh ? `行程单 PDF（72 小时内有效）：${pdfUrl}` : `Itinerary PDF (valid for 72 hours): ${pdfUrl}`);
  }
  const subject = zh ? `行程单 ${order.orderNo}` : `Itinerary ${order.orderNo}`;
  return { subject, body: lines.join('\n') };
}

/** The itinerary of an issued flight order (documents already masked by the order detail). */
export function itineraryPdf(order: FlightOrderDetail, generatedAtMs: number): Buffer {
  const L = 40;
  const R = A4.width - 40;
  const doc = new PdfDocument({ title: `行程单 ${order.orderNo}`, createdAtMs: generatedAtMs });
  const page = doc.addPage();
  let y = 56;
  page.text(A4.width / 2, y, '电子行程单', { size: 20, align: 'center' });
  y += 18;
  page.text(A4.width / 2, y, 'Itinerary', { size: 11, align: 'center', color: GREY });
  y += 28;
  page.text(L, y, `订单号 Order no.：${order.orderNo}`, { size: 9.5 });
  page.text(R, y, `开具时间 Issued：${chinaDateTime(generatedAtMs)}`, { size: 9.5, align: 'right' });
  y += 12;
  page.line(L, y, R, y, { width: 1 });

  const section = (zh: string, en: string) => {
    y += 22;
    page.box(L, y - 13, R - L, 18, { fill: 0.93, stroke: false });
    page.text(L + 6, y, `${zh}  ${en}`, { size: 10 });
    y += 8;
  };
  const row = (cells: [number, string, number?][], size = 9) => {
    y += 16;
    for (const [x, text, maxW] of cells) fitted(page, x, y, text, size, maxW ?? 200);
  };

  section('乘机人', 'Passengers');
  const pc = { name: L + 6, id: L + 150, ticket: L + 330 };
  row(
    [
      [pc.name, '姓名 Name'],
      [pc.id, '证件号码 Document'],
      [pc.ticket, '票号 Ticket no.'],
    ],
    8.5,
  );
  for (const p of order.passengers) {
    row([
      [pc.name, p.psgName, 140],
      [pc.id, p.idno, 170],
      [pc.ticket, p.ticketNo || '—', 180],
    ]);
  }

  section('航段', 'Flights');
  const fc = { flight: L + 6, dep: L + 110, arr: L + 290, cabin: L + 440 };
  row(
    [
      [fc.flight, '航班 Flight'],
      [fc.dep, '出发 Departure'],
      [fc.arr, '到达 Arrival'],
      [fc.cabin, '舱位 Cabin'],
    ],
    8.5,
  );
  for (const r of order.ranges) {
    const f = r.flight;
    row([
      [fc.flight, f.flightNo, 100],
      [fc.dep, f.depTime, 170],
      [fc.arr, f.arrTime, 150],
      [fc.cabin, `${r.cabin.cabinName} ${r.cabin.cabinCode}`, R - fc.cabin],
    ]);
    row(
      [
        [fc.flight, f.airline.name, 100],
        [fc.dep, `${f.dep.name} ${f.dep.terminal}`.trim(), 170],
        [fc.arr, `${f.arr.name} ${f.arr.terminal}`.trim(), 150],
      ],
      8.5,
    );
    y += 4;
  }

  section('费用', 'Price');
  for (const line of order.priceLines) {
    y += 16;
    fitted(page, L + 6, y, `${line.label} × ${line.count}`, 9, 300);
    page.text(R - 6, y, formatYuan(yuanToFen(line.amount)), { size: 9, align: 'right' });
  }
  y += 10;
  page.line(L, y, R, y);
  y += 18;
  page.text(L + 6, y, '合计 Total', { size: 11 });
  page.text(R - 6, y, formatYuan(yuanToFen(order.amount)), { size: 11, align: 'right' });
  y += 36;
  page.text(L, y, '证件号码已部分隐藏。Document numbers are partly hidden.', { size: 8, color: GREY });
  return doc.toBuffer();
}

/** The itinerary of a flight order the caller may see (not found otherwise). */
export async function loadFlightItinerary(
  ctx: AppContext,
  auth: AuthInfo,
  orderId: string,
  locale: Locale,
): Promise<ItineraryDocument> {
  const order = await flightOrders(ctx).detail(auth, orderId, locale);
  return {
    orderNo: order.orderNo,
    ready: order.actions.resend,
    mail: (mailLocale, pdfUrl) => itineraryMail(order, mailLocale, pdfUrl),
    pdf: (generatedAtMs) => itineraryPdf(order, generatedAtMs),
  };
}
