/**
 * /tr/trBenchEdit (SPEC §2; §4 ticket grabbing; §9: up to 3 hours before the latest departure, result within 3
 * minutes, full refund in 1–7 working days): the sold-out class chosen in the list, alternatives of the same route
 * and day raising the prepayment to the highest price, the latest departure following them, the rules text, the
 * form's refusals (contact, 3 hours, maintenance hours) before anything is sent, and one booking under one key
 * going to the result screen with the cashier on top.
 */
import TrBenchEditPage from '../../../src/packages/train/pages/trBenchEdit/index';
import type { BenchBookRequest } from '../../../src/api/contract/trainBench';
import { toEpochMs } from '../../../src/domain/time';
import { click, type } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import { $, at, idle, seat, setup, train, TOMORROW, type FakeBenchServer } from './benchHarness';

let cleanup: (() => void)[] = [];
beforeEach(() => {
  resetTaro();
});
afterEach(() => {
  for (const fn of cleanup) fn();
  cleanup = [];
});

const SOLD_OUT = seat({ seatKey: `G1_${TOMORROW}_VNP_AOH|O`, seatCount: 0, isBench: true, price: 553 });
const FIRST_CLASS = seat({
  seatKey: `G1_${TOMORROW}_VNP_AOH|M`,
  seatType: 'M',
  seatName: '一等座',
  seatCount: 3,
  isBench: false,
  price: 933,
});
const G1 = train({ seats: [SOLD_OUT, FIRST_CLASS] });
const G3_SOLD_OUT = seat({ seatKey: `G3_${TOMORROW}_VNP_AOH|O`, seatCount: 0, isBench: true, price: 576 });
const G3 = train({
  trainId: `G3_${TOMORROW}_VNP_AOH`,
  trainCode: 'G3',
  depTime: `${TOMORROW} 10:00`,
  arrTime: `${TOMORROW} 14:30`,
  seats: [G3_SOLD_OUT],
});

async function openForm(opts: { now?: number; chosen?: boolean } = {}) {
  const env = await setup({
    now: opts.now ?? at('10:00'),
    ...(opts.chosen === false ? {} : { choice: { train: G1, seat: SOLD_OUT } }),
    trains: [G1, G3],
  });
  const view = await env.mount(<TrBenchEditPage />);
  cleanup.push(view.unmount, env.restoreClock);
  await idle();
  return { ...env, ...view };
}

const books = (server: FakeBenchServer) => server.calls.filter((c) => c.name === 'hbOrderBook');

describe('/tr/trBenchEdit', () => {
  it('with nothing chosen (after a reload) offers the way back to the query', async () => {
    const { text, container } = await openForm({ chosen: false });
    expect(text()).toContain('请先在车次列表中选择无票的座席');
    await click(container.querySelector('.obt-empty__action'));
    expect(recorded.navigations.at(-1)?.url).toContain('trQuery');
  });

  it('shows the sold-out class first, the rules, and alternatives that raise the prepayment and the latest departure', async () => {
    const { container, text } = await openForm();
    expect($(container, `bench-chosen-${SOLD_OUT.seatKey}`)?.textContent).toContain('G1');
    expect($(container, 'traveller-item-0')?.textContent).toContain('张三');
    expect($(container, 'bench-total')?.textContent).toBe('¥553.00');
    expect(container.querySelector('.bk-bar__total-label')?.textContent).toBe('预付');
    expect($(container, 'bench-submit')?.textContent).toBe('提交候补');
    // No insurance with a waitlist order; the kit's contact and remark cards are there.
    expect($(container, 'bench-insurance')).toBeNull();
    expect($(container, 'bench-contact')).not.toBeNull();
    expect(text()).toContain('最晚出发时间前3小时');
    expect(text()).toContain('最迟3分钟内出结果');
    expect(text()).toContain('1-7个工作日');
    const latest = () =>
      Array.from($(container, 'bench-latest-choice')?.querySelectorAll('[role="radio"]') ?? []).map((r) => [
        r.textContent,
        r.getAttribute('aria-checked'),
      ]);
    expect(latest()).toEqual([['09:00', 'true']]);

    await click($(container, `bench-option-${FIRST_CLASS.seatKey}`));
    expect($(container, 'bench-total')?.textContent).toBe('¥933.00');
    await click($(container, `bench-option-${G3_SOLD_OUT.seatKey}`));
    expect(latest()).toEqual([
      ['09:00', 'false'],
      ['10:00', 'true'],
    ]);
    // Removing the later train brings the latest departure back to the trains left.
    await click($(container, `bench-remove-${G3_SOLD_OUT.seatKey}`));
    expect(latest()).toEqual([['09:00', 'true']]);
    expect($(container, 'bench-total')?.textContent).toBe('¥933.00');
  });

  it('refuses a missing contact mobile and sends nothing', async () => {
    const { container, server } = await openForm();
    await click($(container, 'bench-submit'));
    await idle();
    expect(recorded.toasts.at(-1)?.title).toBe('请填写正确的联系人手机号');
    expect($(container, 'contact-linkTel-error')?.textContent).toBe('请填写正确的联系人手机号');
    expect(books(server)).toHaveLength(0);
  });

  it('refuses within 3 hours of the latest departure (SPEC §9)', async () => {
    const { container, server } = await openForm({ now: toEpochMs(`${TOMORROW} 06:30`) });
    await type($(container, 'contact-linkTel'), '13800000001');
    await click($(container, 'bench-submit'));
    await idle();
    expect($(container, 'bench-latest-choice-error')?.textContent).toBe('距最晚出发时间已不足3小时，不能候补');
    expect(books(server)).toHaveLength(0);
  });

  it('outside 05:00–23:59 shows the maintenance message and sends nothing', async () => {
    const { container, server } = await openForm({ now: at('02:30') });
    await type($(container, 'contact-linkTel'), '13800000001');
    await click($(container, 'bench-submit'));
    await idle();
    expect($(container, 'bench-maintenance')?.textContent).toContain('23:59');
    expect(books(server)).toHaveLength(0);
  });

  it('books once under one key, then the result screen with the cashier on top', async () => {
    const { container, server, search } = await openForm();
    await click($(container, `bench-option-${G3_SOLD_OUT.seatKey}`));
    await type($(container, 'contact-linkTel'), '13800000001');
    await type($(container, 'bench-remark-input'), '靠窗优先');
    await click($(container, 'bench-submit'));
    await idle();
    const booked = books(server);
    expect(booked).toHaveLength(1);
    expect(booked[0]?.key).toBe('bench-key-1');
    const body = booked[0]?.body as BenchBookRequest;
    expect(body).toMatchObject({
      seatKeys: [SOLD_OUT.seatKey, G3_SOLD_OUT.seatKey],
      latestDepTime: `${TOMORROW} 10:00`,
      linkTel: '13800000001',
      remark: '靠窗优先',
    });
    expect(body.psgList.map((p) => p.psgName)).toEqual(['张三']);
    const urls = recorded.navigations.map((n) => ({ kind: n.kind, url: decodeURIComponent(n.url) }));
    // The result screen in place of the form; it opens the cashier itself once mounted (pay=1).
    expect(urls.at(-1)).toMatchObject({ kind: 'redirectTo' });
    expect(urls.at(-1)?.url).toContain('trBenchCmp');
    expect(urls.at(-1)?.url).toContain('H1');
    expect(urls.at(-1)?.url).toContain('pay=1');
    // The list's choice is used up.
    expect(search.choice).toBeNull();
  });
});
