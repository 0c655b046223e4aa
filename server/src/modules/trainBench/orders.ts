/** /train/hbOrder/detail and /train/hbOrder/list: waitlist orders in the caller's scope (documents and phones masked). */
import type { PageData } from '../../../../src/api/contract/envelope';
import type { SeatType } from '../../../../src/api/contract/train';
import type {
  BenchListItem,
  BenchListRequest,
  BenchOrderDetail,
  BenchRefund,
} from '../../../../src/api/contract/trainBench';
import { maskMobile } from '../../../../src/domain/masking';
import { fenToYuan } from '../../../../src/domain/money';
import { seatName } from '../../../../src/domain/train/seats';
import type { AppContext } from '../../context';
import type { Locale } from '../../i18n/messages';
import { notFound } from '../../lib/errors';
import { pageData, toPage } from '../../lib/paging';
import { chinaDateTime } from '../../lib/time';
import { seatsLeft, type NetStation, type TrainRun } from '../../suppliers/train';
import { detailRepository } from '../orders/detailRepository';
import { orderTimeline } from '../orders/lifecycle';
import { travellerNamesOf } from '../orders/repository';
import { scopeFor } from '../orders/service';
import { maskDocument } from '../people/service';
import type { AuthInfo } from '../session/service';
import { BENCH_CANCELLABLE } from './cancel';
import { stationRef, toTrainItem } from './present';
import { benchRepository } from './repository';

const LIST_PAGE_SIZE = 20;
/** SPEC §9: the grab result is known within 3 minutes of payment. */
const RESULT_WITHIN_MS = 3 * 60_000;

const minute = (ms: number | null | undefined): string => chinaDateTime(ms).slice(0, 16);

function psgType(n: number): 1 | 2 | 3 {
  return n === 2 || n === 3 ? n : 1;
}

export function benchOrders(ctx: AppContext) {
  const db = ctx.db;
  const repo = benchRepository(db);

  return {
    async detail(auth: AuthInfo, orderId: string, locale: Locale): Promise<BenchOrderDetail> {
      const order = await repo.orderInScope(orderId, scopeFor(auth, 3));
      if (!order) throw notFound();
      const [candidates, passengers, refunds, events, { costCenterName, projectName }] = await Promise.all([
        repo.candidates(orderId),
        repo.passengers(orderId),
        repo.refunds(orderId),
        orderTimeline(db, orderId, locale),
        detailRepository(db).formNames(order.corp_id, { ...order, ccsqd_id: null }),
      ]);
      const runs = candidates.map((c) => JSON.parse(c.train_json) as TrainRun);
      const left = await seatsLeft(db, runs);
      const securedSeq = order.secured_seq === null ? null : Number(order.secured_seq);
      const prepaid = Number(order.prepaid_fen);
      const unitFen = passengers.length > 0 ? Math.round(prepaid / passengers.length) : prepaid;
      const paidAt = order.paid_at === null ? null : Number(order.paid_at);
      const status = order.order_status;
      return {
        orderId: order.id,
        orderNo: order.order_no,
        orderType: Number(order.order_type),
        orderStatus: status,
        from: stationRef(JSON.parse(order.from_json) as NetStation, locale),
        to: stationRef(JSON.parse(order.to_json) as NetStation, locale),
        depDate: order.dep_date,
        latestDepTime: order.latest_dep_time,
        resultBy: paidAt === null ? '' : minute(paidAt + RESULT_WITHIN_MS),
        candidates: candidates.map((c, i) => ({
          seq: Number(c.seq),
          train: toTrainItem(runs[i] as TrainRun, left, locale),
          seatType: c.seat_type as SeatType,
          seatName: seatName(c.seat_type as SeatType, locale),
          price: fenToYuan(Number(c.price_fen)),
          secured: securedSeq === Number(c.seq),
        })),
        passengers: passengers.map((p) => ({
          psgId: p.id,
          psgName: p.name,
          psgType: psgType(Number(p.psg_type)),
          idType: p.id_type,
          idno: maskDocument(p.id_type, p.idno),
          phoneNumber: maskMobile(p.phone),
          empId: p.emp_id ?? '',
          coach: p.coach,
          seatNo: p.seat_no,
          ticketNo: p.ticket_no,
          price: fenToYuan(Number(p.price_fen)),
        })),
        linkman: order.link_man,
        linkTel: maskMobile(order.link_tel),
        linkEmail: order.link_email,
        costCenterName,
        projectName,
        remark: order.remark,
        priceLines: [
          {
            kind: 'fare',
            label: 'adult',
            unitPrice: fenToYuan(unitFen),
            count: passengers.length,
            amount: fenToYuan(prepaid),
          },
        ],
        amount: fenToYuan(prepaid),
        ticketAmount: fenToYuan(Number(order.ticket_fen)),
        refunds: refunds.map<BenchRefund>((r) => ({
          reason: r.reason as BenchRefund['reason'],
          amount: fenToYuan(Number(r.amount_fen)),
          method: r.method,
          at: minute(Number(r.created_at)),
        })),
        paid: paidAt !== null,
        payDeadline: chinaDateTime(order.pay_deadline === null ? null : Number(order.pay_deadline)),
        createdAt: chinaDateTime(Number(order.created_at)),
        timeline: events.map((e) => ({ status: e.to_status, at: chinaDateTime(Number(e.created_at)), note: e.note })),
        actions: {
          cancel: (BENCH_CANCELLABLE as readonly string[]).includes(status),
          pay: status === 'awaitingPayment',
        },
      };
    },

    async list(
      auth: AuthInfo,
      req: BenchListRequest,
      locale: Locale,
    ): Promise<{ list: BenchListItem[]; page: PageData }> {
      const page = toPage(req, LIST_PAGE_SIZE);
      const { rows, total } = await repo.list(
        scopeFor(auth, 3),
        req.status ? req.status : undefined,
        page.offset,
        page.count,
      );
      const ids = rows.map((r) => r.id);
      const [names, codes] = await Promise.all([travellerNamesOf(db, ids), repo.trainCodes(ids)]);
      const list = rows.map<BenchListItem>((r) => ({
        orderId: r.id,
        orderNo: r.order_no,
        orderType: Number(r.order_type),
        orderStatus: r.order_status,
        fromName: stationRef(JSON.parse(r.from_json) as NetStation, locale).name,
        toName: stationRef(JSON.parse(r.to_json) as NetStation, locale).name,
        depDate: r.dep_date,
        latestDepTime: r.latest_dep_time,
        trainCodes: codes.get(r.id) ?? [],
        amount: fenToYuan(Number(r.total_fen)),
        travellerNames: names.get(r.id) ?? [],
        createdAt: chinaDateTime(Number(r.created_at)),
      }));
      return { list, page: pageData(page, total) };
    },
  };
}
