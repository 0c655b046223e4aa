/**
 * The card guarantee of a booked hotel order (SPEC §5 card number valid, expiry MM/YY; §7 creditcardValidate,
 * queryCreditcard, guarantee / order/v2/guarantee): a bad Luhn digit and a past expiry are refused on the client, a
 * good card is validated for a token and only the token goes to the guarantee (one idempotency key), a saved card
 * skips validation; then the after-guarantee screen.
 */
import HtCmpPage from '../../../src/packages/hotelV2/pages/htCmp/index';
import HtCompletePage from '../../../src/packages/hotel/pages/htComplete/index';
import { click, type } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import { $, at, callsOf, idle, order, setup, TODAY } from './bookingHarness';

let cleanup: (() => void)[] = [];
beforeEach(() => resetTaro());
afterEach(() => {
  for (const fn of cleanup) fn();
  cleanup = [];
});

const YY = Number(TODAY.slice(2, 4));

async function openSheet(options: { version?: 1 | 2; cards?: boolean } = {}) {
  const env = await setup({ now: at('10:00') });
  env.server.orders.HO1 = order({ actions: { pay: false, cancel: true, refund: false, guarantee: true } });
  if (options.cards)
    env.server.cards = [
      { cardToken: 'saved-1', last4: '4444', brand: 'mastercard', holderName: '张三', expiry: '12/40' },
    ];
  recorded.routerParams = { orderId: 'HO1', guarantee: '1' };
  const view = await env.mount(options.version === 1 ? <HtCompletePage /> : <HtCmpPage />);
  cleanup.push(view.unmount, env.restoreClock);
  await idle();
  return { ...env, ...view };
}

async function fillCard(container: Element, card: { no: string; expiry: string }) {
  await type($(container, 'ht-guarantee-number'), card.no);
  await type($(container, 'ht-guarantee-expiry'), card.expiry);
  await type($(container, 'ht-guarantee-cvv'), '123');
  await type($(container, 'ht-guarantee-holder'), '张三');
  await type($(container, 'ht-guarantee-id-no'), '110101199003151234');
}

describe('guarantee sheet', () => {
  it('opens by itself after booking, says the amount, and refuses a bad Luhn digit and a past expiry', async () => {
    const { container, server } = await openSheet();
    expect($(container, 'cmp-next')?.textContent).toContain('信用卡担保¥450.00');
    expect($(container, 'ht-guarantee-amount')?.textContent).toContain('¥450.00');
    await fillCard(container, { no: '4111111111111112', expiry: `01/${String(YY - 1).padStart(2, '0')}` });
    expect(($(container, 'ht-guarantee-number') as HTMLInputElement).value).toBe('4111 1111 1111 1112');
    await click($(container, 'ht-guarantee-submit'));
    await idle();
    expect($(container, 'ht-guarantee-number-error')?.textContent).toBe('信用卡卡号不正确');
    expect($(container, 'ht-guarantee-expiry-error')?.textContent).toBe('信用卡已过期');
    expect(callsOf(server, 'creditcardValidate')).toHaveLength(0);
    expect(callsOf(server, 'guarantee')).toHaveLength(0);
  });

  it('a good card is validated for a token; the guarantee gets the token, never the number', async () => {
    const { container, server } = await openSheet();
    await fillCard(container, { no: '4111 1111 1111 1111', expiry: `12/${String(YY + 1).padStart(2, '0')}` });
    await click($(container, 'ht-guarantee-save'));
    await click($(container, 'ht-guarantee-submit'));
    await idle();
    expect(callsOf(server, 'creditcardValidate')[0]?.body).toMatchObject({
      cardNo: '4111111111111111',
      cvv: '123',
      holderName: '张三',
      idType: 'ID',
      save: true,
    });
    const g = callsOf(server, 'guarantee');
    expect(g).toHaveLength(1);
    expect(g[0]).toMatchObject({ version: 2, body: { orderId: 'HO1', cardToken: 'tok-1' } });
    expect(g[0]?.key).toEqual(expect.any(String));
    expect(JSON.stringify(g[0]?.body)).not.toContain('4111');
    const url = decodeURIComponent(recorded.navigations.at(-1)?.url ?? '');
    expect(url).toContain('packages/hotelV2/pages/htComplete/index');
    expect(url).toContain('orderId=HO1');
  });

  it('a refusal of creditcardValidate is shown on its field and nothing is guaranteed', async () => {
    const { container, server } = await openSheet();
    server.cardCheck = { valid: false, reason: 'cvv', message: '', cardToken: '', last4: '', brand: '' };
    await fillCard(container, { no: '4111111111111111', expiry: `12/${String(YY + 1).padStart(2, '0')}` });
    await click($(container, 'ht-guarantee-submit'));
    await idle();
    expect($(container, 'ht-guarantee-cvv-error')?.textContent).toBe('请输入正确的安全码');
    // The CVV never stays in the form once sent.
    expect(($(container, 'ht-guarantee-cvv') as HTMLInputElement).value).toBe('');
    expect(callsOf(server, 'guarantee')).toHaveLength(0);
  });

  it('a saved card guarantees with its token without a new validation (version 1 calls)', async () => {
    const { container, server } = await openSheet({ version: 1, cards: true });
    await click($(container, 'ht-guarantee-submit'));
    await idle();
    expect(callsOf(server, 'creditcardValidate')).toHaveLength(0);
    expect(callsOf(server, 'guarantee')[0]).toMatchObject({
      version: 1,
      body: { orderId: 'HO1', cardToken: 'saved-1' },
    });
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toContain(
      'packages/hotel/pages/htOrderComplete/index',
    );
  });
});
