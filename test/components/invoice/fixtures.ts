/** Data of the invoice screen tests, shaped as the contract answers it (src/api/contract/invoice). */
import type { Address } from '../../../src/api/contract';
import type { ExpressFee, InvoiceOrderItem, SwxxItem } from '../../../src/api/contract/invoice';

/** A valid unified social credit code (check character Q). */
export const USCC = '91110108551385082Q';

export const order = (over: Partial<InvoiceOrderItem> = {}): InvoiceOrderItem => ({
  orderId: 'o1',
  orderNo: 'TK202611220001',
  orderType: 11001,
  orderStatus: 'issued',
  title: '北京 - 上海 CA1501',
  travelDate: '2026-11-29',
  travellerNames: ['张三'],
  amount: 1250.5,
  paidAt: '2026-11-22 10:00:00',
  createdAt: '2026-11-22 09:58:00',
  ...over,
});

export const title = (over: Partial<SwxxItem> = {}): SwxxItem => ({
  id: 's1',
  gsmc: '演示科技有限公司',
  nsrsbh: USCC,
  yydzTel: '北京市朝阳区建国路1号 010-62345678',
  yhxx: '招商银行北京分行 110900000000001',
  jsEmail: 'finance@demo.test',
  unitType: 1,
  updatedAt: '2026-11-22 09:00:00',
  ...over,
});

export const address = (over: Partial<Address> = {}): Address => ({
  empAddrId: 'a1',
  recipient: '张三',
  phoneNumber: '138****0001',
  province: '广东省',
  city: '深圳市',
  area: '南山区',
  addr: '科技园路1号',
  post: '518057',
  isDefault: 1,
  ...over,
});

export const fee = (over: Partial<ExpressFee> = {}): ExpressFee => ({
  province: '广东省',
  sendMode: 2,
  fee: 12,
  courierCompany: '顺丰速运',
  ...over,
});
