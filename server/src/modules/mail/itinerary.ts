/** The itinerary e-mail of a flight order, as plain text in the reader's language, with the PDF link when given. */
import type { FlightOrderDetail } from '../../../../src/api/contract/flight';
import type { Locale } from '../../i18n/messages';

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
  lines.push(zh ? `金额：¥${order.amount.toFixed(2)}` : `Amount: CNY ${order.amount.toFixed(2)}`);
  if (pdfUrl) {
    lines.push('');
    lines.push(zh ? `行程单 PDF（72 小时内有效）：${pdfUrl}` : `Itinerary PDF (valid for 72 hours): ${pdfUrl}`);
  }
  const subject = zh ? `行程单 ${order.orderNo}` : `Itinerary ${order.orderNo}`;
  return { subject, body: lines.join('\n') };
}
