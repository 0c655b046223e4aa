/**
 * The order list's values are written out field by field instead of spread (issue 17): filterValues and pageValues
 * give what the spreads gave (same values, and a page read compiles to the same SQL and parameters), and name every
 * field; the names of a one-traveller order are read without splitting, and a name holding the separator is still
 * left to the names read. The names come in booking order (seq), on SQLite from the key without a sort per row.
 */
import { NO_DAY_RANGE, dayRangeOf } from '../../server/src/modules/orders/dayCounts';
import { filterValues, likePattern, type OrderFilter, type Part } from '../../server/src/modules/orders/listFilter';
import {
  NAME_SEPARATOR,
  namesOf,
  pageQuery,
  pageValues,
  type PageRow,
  type PageValues,
} from '../../server/src/modules/orders/pageRead';
import { insertOrder } from './helpers/fixtures';
import { queryPlan } from './helpers/queryPlan';
import { DEMO, START_MS, call, createTestApp, login, type TestApp } from './helpers/testApp';

/** filterValues as it was, with spreads. */
function spreadFilterValues(f: OrderFilter): OrderFilter {
  const keywordLike = f.keyword ? likePattern(f.keyword) : undefined;
  if (f.dateType !== 1 || f.createdBefore === undefined) return { ...f, keywordLike };
  return {
    ...f,
    keywordLike,
    toMsExclusive: Math.min(f.toMsExclusive, f.createdBefore + 1),
    createdBefore: undefined,
  };
}

const BASE: OrderFilter = {
  corpId: '10001',
  empId: '40003',
  deptId: '30001',
  scope: 1,
  dateType: 1,
  fromMs: 1_790_000_000_000,
  toMsExclusive: 1_792_592_000_000,
  fromDay: '2026-09-22',
  toDay: '2026-10-21',
};

const FILTERS: OrderFilter[] = [
  BASE,
  { ...BASE, createdBefore: 1_791_000_000_000 },
  { ...BASE, createdBefore: 1_799_000_000_000, violated: true },
  { ...BASE, scope: 3, dateType: 2, createdBefore: 1_791_000_000_000, keyword: '50%_x', orderNo: 'TK1' },
  { ...BASE, scope: 2, statuses: ['awaitingPayment'], orderType: 11001, orderTypes: [11001, 11002] },
];

const FIELDS: (keyof OrderFilter)[] = [
  'corpId',
  'empId',
  'deptId',
  'scope',
  'dateType',
  'fromMs',
  'toMsExclusive',
  'fromDay',
  'toDay',
  'statuses',
  'orderType',
  'orderTypes',
  'orderNo',
  'keyword',
  'createdBefore',
  'violated',
  'keywordLike',
];

describe('filterValues', () => {
  it.each(FILTERS.map((f, i) => [i, f] as const))(
    'filter %i: the values the spread gave, every field named',
    (_i, f) => {
      const values = filterValues(f);
      expect(values).toEqual(spreadFilterValues(f));
      expect(Object.keys(values).sort()).toEqual([...FIELDS].sort());
    },
  );
});

describe('pageValues', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const cases: [number, Part, boolean, number, number][] = [];
  FILTERS.forEach((_f, i) => {
    for (const part of ['scope', 'booked', 'travelled'] as const) {
      cases.push([i, part, true, 0, 10], [i, part, false, 20, 30]);
    }
  });

  it.each(cases)('filter %i, %s, totals %s: the SQL and parameters of the spread', (i, part, totals, offset, limit) => {
    const base = filterValues(FILTERS[i] as OrderFilter);
    const days = totals ? dayRangeOf(base, part) : NO_DAY_RANGE;
    const spread: PageValues = {
      ...base,
      ...days,
      part,
      totals,
      dayCounts: days !== NO_DAY_RANGE,
      offset,
      limit,
    };
    const values = pageValues(base, part, totals, days, offset, limit);
    expect(values).toEqual(spread);
    const made = pageQuery.compiled(t.app.obt.db, values);
    const before = pageQuery.compiled(t.app.obt.db, spread);
    expect(made.sql).toBe(before.sql);
    expect(made.parameters).toEqual(before.parameters);
  });
});

describe('namesOf', () => {
  const row = (text: string | null) => ({ travellers_text: text }) as PageRow;
  const S = NAME_SEPARATOR;

  it('reads the names from the joined text', () => {
    expect(namesOf(row(null))).toEqual([]);
    expect(namesOf(row(`1${S}王五`))).toEqual(['王五']);
    expect(namesOf(row(`1${S}`))).toEqual(['']);
    expect(namesOf(row(`2${S}Ann${S}张三`))).toEqual(['Ann', '张三']);
    expect(namesOf(row(`10${S}${Array.from({ length: 10 }, (_, i) => `n${i}`).join(S)}`))).toHaveLength(10);
  });

  it('leaves a name holding the separator to the names read, one traveller or several', () => {
    expect(namesOf(row(`1${S}A${S}B`))).toBeUndefined();
    expect(namesOf(row(`2${S}A${S}B${S}C`))).toBeUndefined();
  });
});

describe('names of a page read', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demoOrders: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('come in booking order (seq), whatever order the rows were written in', async () => {
    const token = await login(t.app, DEMO.zhangsan.phone);
    const id = await insertOrder(t.app, {
      corpId: DEMO.corpId,
      empId: DEMO.zhangsan.id,
      deptId: DEMO.rdDept,
      createdAt: START_MS - 60_000,
      travellers: ['Amy', 'Bob', 'Cid', 'Dan'].map((name) => ({ empId: null, deptId: null, name })),
    });
    // Booking order reversed after the rows were written: Dan is now the first traveller, Amy the last.
    await t.app.obt.db
      .updateTable('order_travellers')
      .set((eb) => ({ seq: eb(eb.val(10), '-', eb.ref('seq')) }))
      .where('order_id', '=', id)
      .execute();
    const answer = await call<unknown, { id: string; travellerNames: string[] }>(
      t.app,
      '/obt/allOrderList',
      {},
      { token },
    );
    expect(answer.list?.find((o) => o.id === id)?.travellerNames).toEqual(['Dan', 'Cid', 'Bob', 'Amy']);
  });

  (process.env.DATABASE_URL ? it.skip : it)('are read on SQLite from the key, without a temporary b-tree', async () => {
    const base = filterValues({ ...BASE, scope: 3 });
    for (const part of ['scope', 'booked'] as const) {
      const query = pageQuery.compiled(t.app.obt.db, pageValues(base, part, true, dayRangeOf(base, part), 0, 10));
      const plan = await queryPlan(t.app.obt.db, query.sql);
      expect(plan.filter((line) => /TEMP B-TREE/.test(line))).toEqual([]);
      expect(plan).toContain('SEARCH n USING PRIMARY KEY (order_id=?)');
    }
  });
});
