/**
 * /tr/trEdit with a rail account and with a connection (SPEC §5 train, §8 rail): a passenger in the account's rail
 * frequent-traveller list travels with its clkId, one missing from it stops the form with SPEC §8's message; a
 * connection shows the change between its two legs and books both through bookTransfer.
 */
import TrEditPage from '../../../src/packages/train/pages/trEdit/index';
import type { TrainBookRequest } from '../../../src/api/contract/train';
import { click, type } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import { $, at, idle, seat, setup, train, TOMORROW, type FakeTrainServer, type RailData } from './bookingHarness';

let cleanup: (() => void)[] = [];
beforeEach(() => resetTaro());
afterEach(() => {
  for (const fn of cleanup) fn();
  cleanup = [];
});

const RAIL: RailData = {
  accounts: [
    {
      railAccountId: 'ra1',
      accountName: 'zhangsan12306',
      status: 'passed',
      verifyMode: '',
      phoneNumber: '138****0001',
      passengerCount: 1,
    },
  ],
  passengers: {
    ra1: [
      {
        clkId: 'clk-1',
        railAccountId: 'ra1',
        psgName: '张三',
        idType: 'ID',
        idno: '1101**********1234',
        phoneNumber: '138****0001',
        psgType: 1,
        identityStatus: 'passed',
      } as never,
    ],
  },
};

const calls = (server: FakeTrainServer, name: string) => server.calls.filter((c) => c.name === name);

async function openWithRail(rail: RailData) {
  const env = await setup({
    now: at('10:00'),
    rail,
    choice: { choice: { train: train(), seat: seat() }, transferChoice: null },
  });
  const view = await env.mount(<TrEditPage />);
  cleanup.push(view.unmount, env.restoreClock);
  await idle();
  await click($(view.container, 'ra-use'));
  await idle();
  return { ...env, ...view };
}

describe('/tr/trEdit with a rail account', () => {
  it('books with the account and the passenger’s clkId', async () => {
    const { container, server } = await openWithRail(RAIL);
    await type($(container, 'contact-linkTel'), '13800000001');
    await click($(container, 'tr-edit-submit'));
    await idle();
    const body = calls(server, 'trBookOrder')[0]?.body as TrainBookRequest;
    expect(body.railAccountId).toBe('ra1');
    expect(body.psgList[0]?.clkId).toBe('clk-1');
    expect(calls(server, 'validOrder')[0]?.body).toMatchObject({ railAccountId: 'ra1' });
  });

  it('a passenger missing from the rail list stops the form with SPEC §8’s message', async () => {
    const { container, server } = await openWithRail({ ...RAIL, passengers: { ra1: [] } });
    expect($(container, 'ra-missing')).not.toBeNull();
    await type($(container, 'contact-linkTel'), '13800000001');
    await click($(container, 'tr-edit-submit'));
    await idle();
    expect(recorded.toasts.at(-1)?.title).toBe('有乘客不在该12306账号的常用联系人中，请先添加');
    expect(calls(server, 'validOrder')).toHaveLength(0);
  });
});

describe('/tr/trEdit with a connection', () => {
  it('shows the change and books both legs with bookTransfer', async () => {
    const a = train({ to: { code: 'NKH', name: '南京南', cityCode: 'NJH', cityName: '南京' } });
    const b = train({
      trainId: `G7_${TOMORROW}_NKH_AOH`,
      trainCode: 'G7',
      from: { code: 'NKH', name: '南京南', cityCode: 'NJH', cityName: '南京' },
      depTime: `${TOMORROW} 14:10`,
      arrTime: `${TOMORROW} 15:40`,
    });
    const s1 = seat({ seatKey: 'a|O', price: 300 });
    const s2 = seat({ seatKey: 'b|M', seatType: 'M', seatName: '一等座', price: 200.5 });
    const env = await setup({
      now: at('10:00'),
      choice: {
        choice: null,
        transferChoice: {
          plan: {
            transferId: 'x1',
            legs: [a, b],
            transferStation: '南京南',
            sameStation: true,
            waitMinutes: 42,
            totalMinutes: 400,
            lowestPrice: 500.5,
          },
          seats: [s1, s2],
        },
      },
    });
    const view = await env.mount(<TrEditPage />);
    cleanup.push(view.unmount, env.restoreClock);
    await idle();
    expect(view.container.querySelectorAll('[data-testid="tr-edit-leg"]')).toHaveLength(2);
    expect($(view.container, 'tr-edit-transfer')?.textContent).toBe('在南京南同站换乘，停留42分钟');
    expect($(view.container, 'tr-edit-total')?.textContent).toBe('¥500.50');
    // Letters both legs share: second and first class have A, C, D and F.
    expect($(view.container, 'tr-edit-pref-B')).toBeNull();
    expect($(view.container, 'tr-edit-pref-A')).not.toBeNull();

    await type($(view.container, 'contact-linkTel'), '13800000001');
    await click($(view.container, 'tr-edit-submit'));
    await idle();
    expect(calls(env.server, 'trBookOrder')).toHaveLength(0);
    const booked = calls(env.server, 'bookTransfer');
    expect(booked).toHaveLength(1);
    expect((booked[0]?.body as TrainBookRequest).seatKeys).toEqual(['a|O', 'b|M']);
    expect(booked[0]?.key).toBeTruthy();
  });
});
