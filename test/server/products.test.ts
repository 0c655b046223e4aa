/**
 * The product registry (issue 10, ARCHITECTURE §13): build() registers the products of server/src/app.ts PRODUCTS,
 * and the shared modules find a product's declarations through ctx.products by order type.
 */
import { ORDER_TYPE } from '../../src/domain/codes';
import { PRODUCTS } from '../../server/src/app';
import {
  createProductRegistry,
  hasOwnCancel,
  invoiceItemOf,
  itineraryOf,
  type ProductModule,
} from '../../server/src/modules/orders/products';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('the product registry', () => {
  it('holds every product of PRODUCTS, found by each of its order types', () => {
    const products = t.app.obt.products;
    expect(products.all().map((p) => p.name)).toEqual(PRODUCTS.map((p) => p.name));
    for (const p of PRODUCTS) for (const type of p.orderTypes) expect(products.byOrderType(type)).toBe(p);
    expect(products.byOrderType(ORDER_TYPE.flight)?.name).toBe('flight');
    expect(products.byOrderType(ORDER_TYPE.trip)).toBeUndefined();
  });

  it('answers the shared questions from the product declarations', () => {
    const products = t.app.obt.products;
    expect(products.paidHandler(ORDER_TYPE.flight)).toBeDefined();
    expect(products.paidHandler(ORDER_TYPE.flightRefund)).toBeUndefined();
    expect(hasOwnCancel(products, ORDER_TYPE.flight)).toBe(true);
    expect(hasOwnCancel(products, ORDER_TYPE.hotel)).toBe(true);
    expect(hasOwnCancel(products, ORDER_TYPE.car)).toBe(true);
    expect(hasOwnCancel(products, ORDER_TYPE.insurance)).toBe(false);
    expect(itineraryOf(products, ORDER_TYPE.flight)).toBeDefined();
    expect(itineraryOf(products, ORDER_TYPE.flightRefund)).toBeUndefined();
    expect(invoiceItemOf(products, ORDER_TYPE.flight)).toBe('*旅游服务*代订机票服务');
    expect(invoiceItemOf(products, ORDER_TYPE.flightChange)).toBe('*旅游服务*代订机票服务');
    // Products not on the kit yet keep the invoice module's item until they declare their own.
    expect(invoiceItemOf(products, ORDER_TYPE.hotel)).toBe('*旅游服务*代订住宿服务');
    expect(invoiceItemOf(products, ORDER_TYPE.other)).toBe('*旅游服务*差旅服务');
  });

  it('refuses a second product claiming an order type', () => {
    const registry = createProductRegistry();
    const a: ProductModule = { name: 'a', orderTypes: [ORDER_TYPE.visa], transitions: {}, routes: [] };
    const b: ProductModule = { name: 'b', orderTypes: [ORDER_TYPE.visa], transitions: {}, routes: [] };
    registry.register(a);
    expect(() => registry.register(b)).toThrow(/belongs to 'a'/);
    expect(registry.byOrderType(ORDER_TYPE.visa)).toBe(a);
  });
});
