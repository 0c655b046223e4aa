/**
 * The electronic invoice PDF (layout of a Chinese electronic ordinary invoice: buyer and seller, number and date, one
 * line per order, total in figures and in capital figures), and the text-fitting helpers product documents share
 * (the flight itinerary). Rendered from persisted data on every download, stamped with the issue time, so the same
 * document always comes out the same.
 */
import type { InvoiceBuyer } from '../../../../src/api/contract/invoice';
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { formatYuan } from '../../../../src/domain/money';
import { A4, PdfDocument, type PdfPage, fenToChineseCapital, textWidth } from '../../lib/pdf';
import { chinaDateTime } from '../../lib/time';

/** The seller on every invoice: the travel management company running this service. */
export const SELLER = {
  name: '演示商旅服务有限公司',
  nsrsbh: '91310000MA1H7T2E5C',
  addrTel: '上海市浦东新区张江路88号 021-60000000',
  bank: '中国工商银行上海张江支行 1001234509000012345',
} as const;

export interface InvoicePdfLine {
  /** The service item of the order (tax classification in asterisks), from its product: {@link invoiceItemOf}. */
  item: string;
  orderNo: string;
  title: string;
  amountFen: number;
}

export interface InvoicePdfData {
  invoiceNo: string;
  kpNo: string;
  issuedAtMs: number;
  buyer: InvoiceBuyer;
  lines: InvoicePdfLine[];
  totalFen: number;
}

const RED: readonly [number, number, number] = [0.62, 0.12, 0.1];
/** Secondary text colour of the documents. */
export const GREY: readonly [number, number, number] = [0.4, 0.4, 0.4];

/**
 * The service item of an order type for the products not built on the product kit yet (tax classification in
 * asterisks, as on Chinese invoices). A product on the kit declares its own (`ProductModule.invoiceItem`) and its
 * line here goes.
 */
export function fallbackInvoiceItem(orderType: number): string {
  if (orderType === ORDER_TYPE.hotel || orderType === ORDER_TYPE.hotelRefund) return '*旅游服务*代订住宿服务';
  if (
    orderType === ORDER_TYPE.train ||
    orderType === ORDER_TYPE.trainRefund ||
    orderType === ORDER_TYPE.trainChange ||
    orderType === ORDER_TYPE.trainBerth
  ) {
    return '*旅游服务*代订火车票服务';
  }
  if (orderType === ORDER_TYPE.car) return '*运输服务*用车服务';
  if (orderType === ORDER_TYPE.insurance || orderType === ORDER_TYPE.insuranceRefund) return '*旅游服务*代订保险服务';
  if (orderType === ORDER_TYPE.visa) return '*旅游服务*签证代办服务';
  return '*旅游服务*差旅服务';
}

/** Shrinks a text (down to 6 pt) and then cuts it with '…' so it fits `maxWidth`. */
function fit(text: string, size: number, maxWidth: number): { text: string; size: number } {
  let s = size;
  while (s > 6 && textWidth(text, s) > maxWidth) s -= 0.5;
  if (textWidth(text, s) <= maxWidth) return { text, size: s };
  let cut = text;
  while (cut.length > 1 && textWidth(`${cut}…`, s) > maxWidth) cut = cut.slice(0, -1);
  return { text: `${cut}…`, size: s };
}

/** Writes a text at (x, top), shrunk and cut to fit `maxWidth` (tables of the PDF documents). */
export function fitted(page: PdfPage, x: number, top: number, text: string, size: number, maxWidth: number): void {
  const f = fit(text, size, maxWidth);
  page.text(x, top, f.text, { size: f.size });
}

/** Characters of a label written top to bottom (the party bands of an invoice). */
function vertical(page: PdfPage, x: number, top: number, bottom: number, label: string): void {
  const chars = [...label];
  const step = Math.min(14, (bottom - top) / (chars.length + 1));
  const start = top + (bottom - top - step * (chars.length - 1)) / 2 + 3;
  chars.forEach((ch, i) => page.text(x, start + i * step, ch, { size: 9, align: 'center' }));
}

function chinaDateLabel(ms: number): string {
  const d = chinaDateTime(ms);
  return `${d.slice(0, 4)}年${d.slice(5, 7)}月${d.slice(8, 10)}日`;
}

/** The electronic invoice as a PDF file. */
export function invoicePdf(d: InvoicePdfData): Buffer {
  const rowH = 16;
  const rows = Math.max(4, d.lines.length);
  const L = 40;
  const R = A4.width - 40;
  const W = R - L;
  const mid = L + W / 2;
  const boxTop = 84;
  const partiesBottom = boxTop + 92;
  const headBottom = partiesBottom + 20;
  const rowsBottom = headBottom + rows * rowH + 6;
  const totalBottom = rowsBottom + 20;
  const capitalBottom = totalBottom + 22;
  const remarkBottom = capitalBottom + 40;
  const height = Math.max(A4.height, remarkBottom + 80);

  const doc = new PdfDocument({ title: `电子发票 ${d.invoiceNo}`, author: SELLER.name, createdAtMs: d.issuedAtMs });
  const page = doc.addPage(A4.width, height);

  page.text(A4.width / 2, 52, '电子发票（普通发票）', { size: 20, align: 'center', color: RED });
  page.line(A4.width / 2 - 110, 60, A4.width / 2 + 110, 60, { color: RED, width: 0.8 });
  page.line(A4.width / 2 - 110, 63, A4.width / 2 + 110, 63, { color: RED, width: 0.8 });
  page.text(R, 40, `发票号码：${d.invoiceNo}`, { size: 8.5, align: 'right' });
  page.text(R, 56, `开票日期：${chinaDateLabel(d.issuedAtMs)}`, { size: 8.5, align: 'right' });

  // The frame, the two party bands and the item table.
  page.box(L, boxTop, W, remarkBottom - boxTop, { color: RED, width: 1 });
  page.line(mid, boxTop, mid, partiesBottom, { color: RED });
  page.line(L + 18, boxTop, L + 18, partiesBottom, { color: RED });
  page.line(mid + 18, boxTop, mid + 18, partiesBottom, { color: RED });
  vertical(page, L + 9, boxTop, partiesBottom, '购买方信息');
  vertical(page, mid + 9, boxTop, partiesBottom, '销售方信息');
  const partyW = W / 2 - 26;
  const party = (x: number, rowsOf: [string, string][]) =>
    rowsOf.forEach(([label, value], i) => fitted(page, x, boxTop + 20 + i * 20, `${label}${value}`, 8.5, partyW));
  party(L + 24, [
    ['名称：', d.buyer.gsmc],
    ['统一社会信用代码/纳税人识别号：', d.buyer.nsrsbh],
    ['地址、电话：', d.buyer.yydzTel],
    ['开户行及账号：', d.buyer.yhxx],
  ]);
  party(mid + 24, [
    ['名称：', SELLER.name],
    ['统一社会信用代码/纳税人识别号：', SELLER.nsrsbh],
    ['地址、电话：', SELLER.addrTel],
    ['开户行及账号：', SELLER.bank],
  ]);
  page.line(L, partiesBottom, R, partiesBottom, { color: RED });

  const col = { item: L + 8, order: L + 262, qty: L + 390, amount: R - 8 };
  page.text(col.item, partiesBottom + 14, '项目名称', { size: 9 });
  page.text(col.order, partiesBottom + 14, '订单号', { size: 9 });
  page.text(col.qty, partiesBottom + 14, '数量', { size: 9 });
  page.text(col.amount, partiesBottom + 14, '金额（元）', { size: 9, align: 'right' });
  page.line(L, headBottom, R, headBottom, { color: RED, width: 0.5 });
  d.lines.forEach((line, i) => {
    const top = headBottom + 14 + i * rowH;
    fitted(page, col.item, top, `${line.item} ${line.title}`, 8.5, col.order - col.item - 8);
    fitted(page, col.order, top, line.orderNo, 8.5, col.qty - col.order - 8);
    page.text(col.qty + 8, top, '1', { size: 8.5 });
    page.text(col.amount, top, formatYuan(line.amountFen, ''), { size: 8.5, align: 'right' });
  });
  page.line(L, rowsBottom, R, rowsBottom, { color: RED, width: 0.5 });
  page.text(col.item, rowsBottom + 14, '合    计', { size: 9 });
  page.text(col.amount, rowsBottom + 14, formatYuan(d.totalFen), { size: 9, align: 'right' });
  page.line(L, totalBottom, R, totalBottom, { color: RED });
  page.text(col.item, totalBottom + 15, `价税合计（大写）  ${fenToChineseCapital(d.totalFen)}`, { size: 9.5 });
  page.text(col.amount, totalBottom + 15, `（小写）${formatYuan(d.totalFen)}`, { size: 9.5, align: 'right' });
  page.line(L, capitalBottom, R, capitalBottom, { color: RED });
  page.text(col.item, capitalBottom + 16, '备注', { size: 9 });
  fitted(page, col.item + 40, capitalBottom + 16, `申请单号：${d.kpNo}；订单 ${d.lines.length} 笔`, 8.5, W - 60);

  page.text(L, remarkBottom + 20, '开票人：系统', { size: 9 });
  page.text(R, remarkBottom + 20, `销售方：${SELLER.name}`, { size: 9, align: 'right' });
  page.text(L, remarkBottom + 44, 'Generated by the OBT reference server.', { size: 7, color: GREY });
  return doc.toBuffer();
}
