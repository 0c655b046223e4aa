/**
 * The product registry (issue 10 "the product kit"): each product line declares once, as a {@link ProductModule},
 * its order types, transition tables, what happens on payment, its approval handler, jobs, own cancel call,
 * calendar segments, e-mailed / PDF documents, user-centre demand orders, demo seed and routes. build() registers
 * the products explicitly ({@link registerProduct}); orders, schedule, invoice, mail, approvals, jobs and seeding
 * look products up here and never import a product module. Registration is per app: nothing happens when a
 * module is loaded.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { Locale } from '../../i18n/messages';
import type { JobHandlers } from '../../jobs';
import type { ScheduleListItem } from '../../../../src/api/contract/orders';
import type { NeedOrderItem } from '../../../../src/api/contract/peopleAdmin';
import type { OrderType } from '../../../../src/domain/codes';
import type { ApprovalHandler } from '../approval/engine';
import type { AuthInfo } from '../session/service';
import type { PaidHandler } from './lifecycle';
import { declareTransitions, type TransitionTable } from './transitions';
import { fallbackInvoiceItem } from '../invoice/documents';

/** The itinerary (or similar travel document) of one order, ready to be e-mailed or printed. */
export interface ItineraryDocument {
  orderNo: string;
  /** Whether the document exists yet (flights: once the tickets are issued). */
  ready: boolean;
  /** The e-mail in the reader's language; `pdfUrl` adds the PDF download link. */
  mail(locale: Locale, pdfUrl?: string): { subject: string; body: string };
  /** The PDF, stamped with its generation time. */
  pdf(generatedAtMs: number): Buffer;
}

/** A product's calendar segments (order/scheduleList) for its trip order types. */
export interface ProductSchedule {
  /** The main order types whose trips this product lists segment by segment (not by the order's travel date). */
  orderTypes: readonly OrderType[];
  /** The caller's segments departing between the two China-time days (inclusive). */
  segments(
    ctx: AppContext,
    auth: AuthInfo,
    range: { dateStart: string; dateEnd: string },
    locale: Locale,
  ): Promise<ScheduleListItem[]>;
}

/** A product's demand orders in the user centre (needOrder/list). */
export interface ProductNeeds {
  /** Product code (cplx) the list is filtered by, e.g. '10901'. */
  cplx: string;
  /** The caller's own demand orders, newest first. */
  list(
    ctx: AppContext,
    auth: AuthInfo,
    status: string | undefined,
    offset: number,
    count: number,
  ): Promise<{ rows: NeedOrderItem[]; total: number }>;
}

/** One airport of a flight as a lookup answers it (names in the caller's language). */
export interface LookupAirport {
  code: string;
  name: string;
  cityCode: string;
  cityName: string;
  terminal: string;
}

/** A flight found by a lookup ('YYYY-MM-DD HH:mm' China time); `orderId` when it is one of the caller's orders. */
export interface LookupFlight {
  flightNo: string;
  airlineName: string;
  dep: LookupAirport;
  arr: LookupAirport;
  depTime: string;
  arrTime: string;
  orderId?: string;
}

/** Small read-only look-ups one product offers others without an import (e.g. cars ask for flights). */
export interface ProductLookups {
  /** The flight of a number departing on a China-time day ([] when none flies). */
  flightsByNumber?(flightNo: string, date: string, locale: Locale): LookupFlight[];
  /** The caller's booked flights departing between the two China-time days (inclusive), by departure. */
  upcomingFlights?(
    ctx: AppContext,
    auth: AuthInfo,
    range: { dateStart: string; dateEnd: string },
    locale: Locale,
  ): Promise<LookupFlight[]>;
}

/** The first registered product offering a look-up, if any. */
export function lookupOf<K extends keyof ProductLookups>(
  products: ProductRegistry,
  name: K,
): NonNullable<ProductLookups[K]> | undefined {
  for (const p of products.all()) {
    const fn = p.lookups?.[name];
    if (fn) return fn as NonNullable<ProductLookups[K]>;
  }
  return undefined;
}

/** Everything a product line plugs into the shared modules. */
export interface ProductModule {
  /** Short name, e.g. 'flight' (logs, errors, docs). */
  name: string;
  /** Every order type of the product: main orders and after-sales sub-orders. */
  orderTypes: readonly OrderType[];
  /** Allowed status steps per order type (order types left out use the shared default table). */
  transitions: Readonly<Partial<Record<OrderType, TransitionTable>>>;
  /** Runs in the paying transaction once an order of the type became paid (e.g. flights enqueue ticketing). */
  onPaid?: Readonly<Partial<Record<OrderType, PaidHandler>>>;
  /** The product's side of approvals, for the order types that are approved. */
  approval?: { orderTypes: readonly OrderType[]; handler: ApprovalHandler };
  /** The product's persisted job kinds. */
  jobs?: JobHandlers;
  /**
   * The product cancels these order types through a call of its own (`call`, e.g. flights' cancelPnr, which also
   * gives the seats back): the generic order/cancel refuses them, as it cannot release the product's inventory.
   */
  cancel?: { orderTypes: readonly OrderType[]; call: string };
  /** Calendar segments of the product's trips. */
  schedule?: ProductSchedule;
  /** Documents sent by e-mail (smsEmail) and downloaded as PDF. */
  documents?: {
    itinerary?: {
      orderTypes: readonly OrderType[];
      /** The document of an order the caller may see (not found otherwise). */
      load(ctx: AppContext, auth: AuthInfo, orderId: string, locale: Locale): Promise<ItineraryDocument>;
    };
  };
  /** Demand orders in the user centre. */
  needs?: ProductNeeds;
  /**
   * The service item printed on invoice lines of the product's orders (tax classification in asterisks, e.g.
   * '*旅游服务*代订机票服务'): the official item name, the same in every language.
   */
  invoiceItem?: string;
  /** Look-ups offered to other products. */
  lookups?: ProductLookups;
  /** Demo data of the product (demo mode, on an empty database or per empty table). */
  seed?(db: Db, opts: { nowMs: number; demoOrders: boolean }): Promise<void>;
  /** The product's calls. */
  routes: readonly FastifyPluginAsync<{ ctx: AppContext }>[];
}

/** The products of one app, looked up by order type. */
export interface ProductRegistry {
  /** Adds a product; an order type claimed by two products is refused. */
  register(product: ProductModule): void;
  /** Registered products, in registration order. */
  all(): readonly ProductModule[];
  /** The product owning an order type, if any. */
  byOrderType(orderType: number): ProductModule | undefined;
  /** The paid handler of an order type, if its product has one. */
  paidHandler(orderType: number): PaidHandler | undefined;
}

export function createProductRegistry(): ProductRegistry {
  const products: ProductModule[] = [];
  const byType = new Map<number, ProductModule>();

  return {
    register(product) {
      for (const t of product.orderTypes) {
        const owner = byType.get(t);
        if (owner) throw new Error(`order type ${t} of product '${product.name}' belongs to '${owner.name}'`);
      }
      for (const t of product.orderTypes) byType.set(t, product);
      for (const [t, table] of Object.entries(product.transitions)) {
        if (table) declareTransitions(Number(t), table);
      }
      products.push(product);
    },
    all: () => products,
    byOrderType: (orderType) => byType.get(orderType),
    paidHandler: (orderType) => byType.get(orderType)?.onPaid?.[orderType as OrderType],
  };
}

/** Registers a product with the app: the product registry, its jobs and its approval handler. */
export function registerProduct(ctx: AppContext, product: ProductModule): void {
  ctx.products.register(product);
  if (product.jobs) ctx.jobs.registerAll(product.jobs);
  if (product.approval) ctx.approvals.register(product.approval.orderTypes, product.approval.handler);
}

/** Whether an order type is cancelled through its product's own call (the generic order/cancel refuses it). */
export function hasOwnCancel(products: ProductRegistry, orderType: number): boolean {
  return products.byOrderType(orderType)?.cancel?.orderTypes.includes(orderType as OrderType) ?? false;
}

/** The invoice line item of an order type: its product's, else the invoice module's table for products to come. */
export function invoiceItemOf(products: ProductRegistry, orderType: number): string {
  return products.byOrderType(orderType)?.invoiceItem ?? fallbackInvoiceItem(orderType);
}

/** The itinerary source of an order type: its product's, when the product has itineraries for that type. */
export function itineraryOf(products: ProductRegistry, orderType: number) {
  const source = products.byOrderType(orderType)?.documents?.itinerary;
  return source?.orderTypes.includes(orderType as OrderType) ? source : undefined;
}
