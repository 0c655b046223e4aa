/**
 * The train booking and order screens on fake ports: a booking kit store, the chosen seats, the train booking calls,
 * the rail account store and the order store all answer from here and record what was asked. Times are built from
 * the real date (tests pass on any day) and fixed for the screen with `setClock`.
 */
import { act, type ReactElement } from 'react';
import { observable } from 'mobx';
import type { Envelope } from '../../../src/api/contract';
import type {
  TrainBookData,
  TrainBookRequest,
  TrainItem,
  TrainOrderDetail,
  TrainPolicyData,
  TrainSeat,
  ValidOrderData,
} from '../../../src/api/contract/train';
import type { RailAccount, RailPassenger } from '../../../src/api/contract/trainAccount';
import { StoreProvider } from '../../../src/stores';
import { BookingStore, BookingStoreContext, type BookingPorts } from '../../../src/stores/booking';
import { tripRequestStore } from '../../../src/components/tripRequest';
import { setClock } from '../../../src/hosts/clock';
import { addCalendarDays, chinaToday, toEpochMs } from '../../../src/domain/time';
import { setGuardContext } from '../../../src/router';
import { TrainFormApiContext } from '../../../src/packages/train/booking/api';
import type { TrainFormApi } from '../../../src/packages/train/booking/bookingForm';
import { TrainChoiceContext } from '../../../src/packages/train/booking/source';
import type { TrainChoiceSource } from '../../../src/packages/train/booking/selection';
import { RailAccountStore, RailAccountStoreContext } from '../../../src/packages/train/account/store';
import {
  TrainOrderStore,
  TrainOrderStoreContext,
  type TrainOrderApi,
} from '../../../src/packages/train/orders/orderStore';
import { candidate } from '../booking/fakeServer';
import { render, settle } from '../support/render';
import { BOOKED, seat as fixtureSeat, train as fixtureTrain } from '../../unit/train/fixtures';
import { makeStore } from '../support/stores';

const ok = <D, L = unknown>(data?: D, list?: L[]): Promise<Envelope<D, L>> => Promise.resolve({ code: 1, data, list });

/** Today and tomorrow as China dates, from the real clock. */
export const TODAY = chinaToday(Date.now());
export const TOMORROW = addCalendarDays(TODAY, 1);
/** An instant on today's China date ('HH:mm'). */
export const at = (hhmm: string, day = TODAY): number => toEpochMs(`${day} ${hhmm}`);

/** A seat of G1 on tomorrow (the unit fixtures' seat on the real date). */
export function seat(partial: Partial<TrainSeat> = {}): TrainSeat {
  return fixtureSeat(partial, TOMORROW);
}

/** G1 Beijing South → Shanghai Hongqiao on `day`, with the default seat of tomorrow. */
export function train(partial: Partial<TrainItem> = {}, day = TOMORROW): TrainItem {
  return fixtureTrain({ seats: [seat()], ...partial }, day);
}

export { candidate };

/** The signed-in demo employee (e1) with an ID card on file. */
export const SELF = candidate({
  name: '张三',
  empId: 'e1',
  documents: [{ ref: 'doc-e1', idType: 'ID', masked: '1101**********1234', expiry: '' }],
});

function bookingPorts(): BookingPorts {
  return {
    queryVipParameter: () => ok(),
    costCenterFindList: () => ok({ total: 0, pageNum: 1, count: 20 }, []),
    projectList: () => ok({ total: 0, pageNum: 1, count: 20 }, []),
    vipWbyyList: () => ok(undefined, [{ id: 'r1', cplx: '10904', text: '时间紧急' }]),
    empFindList: () => ok({ total: 1, pageNum: 1, count: 20 }, [SELF]),
    vipEmpContactsPage: () => ok({ total: 0, pageNum: 1, count: 20 }, []),
    vipEmpAddrList: () => ok({ total: 0, pageNum: 1, count: 20 }, []),
    getBxcpList: () => ok(undefined, []),
    getBxcpById: () => ok(),
  };
}

/** The train booking calls: answers are set per test, every call is recorded. */
export interface FakeTrainServer {
  calls: { name: string; body: unknown; key?: string }[];
  valid: ValidOrderData[];
  book: TrainBookData;
  /** Refusals answered before `book`, one per booking call. */
  refusals: Error[];
  policy: TrainPolicyData;
}

export function fakeTrainApi(): { server: FakeTrainServer; api: TrainFormApi } {
  const server: FakeTrainServer = {
    calls: [],
    valid: [{ valid: true, reason: '', message: '' }],
    book: BOOKED,
    refusals: [],
    policy: { results: [], mustComply: false },
  };
  const booked = (): Promise<Envelope<TrainBookData>> => {
    const refusal = server.refusals.shift();
    return refusal ? Promise.reject(refusal) : ok(server.book);
  };
  const take = <T,>(list: T[]): T => (list.length > 1 ? (list.shift() as T) : (list[0] as T));
  const api: TrainFormApi = {
    validOrder: (body) => {
      server.calls.push({ name: 'validOrder', body });
      return ok(take(server.valid));
    },
    trBookOrder: (body: TrainBookRequest, key: string) => {
      server.calls.push({ name: 'trBookOrder', body, key });
      return booked();
    },
    bookTransfer: (body: TrainBookRequest, key: string) => {
      server.calls.push({ name: 'bookTransfer', body, key });
      return booked();
    },
    trBookMatchClzc: (body) => {
      server.calls.push({ name: 'trBookMatchClzc', body });
      return ok(server.policy);
    },
  };
  return { server, api };
}

/** A rail account store with the given accounts and their rail frequent travellers. */
function railStore(rail: RailData = { accounts: [], passengers: {} }): RailAccountStore {
  return new RailAccountStore({
    api: {
      trAccountGetList: () => ok(undefined, rail.accounts),
      trCheckAccount: () => ok(),
      trAccountDel: () => ok(),
      sendCheckAccountYzm: () => ok(),
      getCheckResult: () => ok(),
      rlSb: () => ok(),
      registerAccount: () => ok(),
      checkRegisterCode: () => ok(),
      findClkList: ({ railAccountId }: { railAccountId: string }) =>
        ok(undefined, rail.passengers[railAccountId] ?? []),
      saveClk: () => ok(),
      deleteClk: () => ok(),
    } as never,
    now: () => Date.now(),
    encryptPassword: (plain) => Promise.resolve(plain),
    later: () => () => undefined,
  });
}

/** Order calls answering with `orders` by id; cancels recorded. */
export function fakeOrderApi(orders: Record<string, TrainOrderDetail>) {
  const calls: { name: string; orderId: string; key?: string }[] = [];
  const api: TrainOrderApi = {
    trOrderDetail: ({ orderId }) => {
      calls.push({ name: 'trOrderDetail', orderId });
      return ok(orders[orderId]);
    },
    trainSferOrderDetail: ({ orderId }) => {
      calls.push({ name: 'trainSferOrderDetail', orderId });
      return ok(orders[orderId]);
    },
    trOrderCancel: ({ orderId }, key) => {
      calls.push({ name: 'trOrderCancel', orderId, key });
      const o = orders[orderId];
      if (o) orders[orderId] = { ...o, orderStatus: 'cancelled', actions: { ...o.actions, cancel: false, pay: false } };
      return ok(orders[orderId]);
    },
    trainSferOrderCancel: ({ orderId }, key) => {
      calls.push({ name: 'trainSferOrderCancel', orderId, key });
      return ok(orders[orderId]);
    },
  };
  return { api, calls };
}

/** Rail accounts of the signed-in employee and, per account, its rail frequent travellers. */
export interface RailData {
  accounts: RailAccount[];
  passengers: Record<string, RailPassenger[]>;
}

/** Logged-in root store and the screen's stores on fake ports; `mount` renders a page with them. */
export async function setup(options: {
  now: number;
  choice?: TrainChoiceSource;
  orders?: TrainOrderApi;
  rail?: RailData;
}) {
  const restoreClock = setClock(() => options.now);
  const { store } = makeStore();
  await store.session.adoptToken('c'.repeat(32));
  setGuardContext({ isLoggedIn: () => true, visitorMode: () => false });
  tripRequestStore.forget();
  const booking = new BookingStore(bookingPorts());
  const source = observable(options.choice ?? { choice: null, transferChoice: null });
  const fake = fakeTrainApi();
  const orderStore = new TrainOrderStore(options.orders ?? fakeOrderApi({}).api, () => options.now);
  const rail = railStore(options.rail);
  const mount = async (element: ReactElement) => {
    const view = await render(
      <StoreProvider store={store}>
        <BookingStoreContext.Provider value={booking}>
          <TrainChoiceContext.Provider value={source}>
            <TrainFormApiContext.Provider value={fake.api}>
              <RailAccountStoreContext.Provider value={rail}>
                <TrainOrderStoreContext.Provider value={orderStore}>{element}</TrainOrderStoreContext.Provider>
              </RailAccountStoreContext.Provider>
            </TrainFormApiContext.Provider>
          </TrainChoiceContext.Provider>
        </BookingStoreContext.Provider>
      </StoreProvider>,
    );
    await idle();
    return view;
  };
  return { root: store, booking, source, server: fake.server, mount, restoreClock };
}

export async function idle(ms = 0): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
  await settle();
}

export const $ = (root: ParentNode, testId: string): Element | null => root.querySelector(`[data-testid="${testId}"]`);
