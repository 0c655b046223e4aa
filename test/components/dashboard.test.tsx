import { isBuiltUrl } from '../../src/router';
import HomePage from '../../src/pages/home/index';
import { DashboardTabs } from '../../src/components/DashboardTabs';
import { StoreProvider } from '../../src/stores';
import { render, settle, byTestId, click } from './support/render';
import { makeStore, DEMO_USER } from './support/stores';
import { recorded, resetTaro } from './support/taro';

beforeEach(() => resetTaro());

async function loggedInStore(server: Parameters<typeof makeStore>[0]) {
  const made = makeStore(server);
  await made.store.session.adoptToken('c'.repeat(32));
  return made.store;
}

describe('dashboard (SPEC §2 dashboard shell, §3 badge counts, §6 privileges)', () => {
  it('home shows the user, the company, the privileged products and the to-do counts from the store', async () => {
    const store = await loggedInStore({
      products: ['10903', '10901', '99999'],
      counts: { approval: 3, toPay: 2, waitApproval: 1 },
    });
    const { container } = await render(
      <StoreProvider store={store}>
        <HomePage />
      </StoreProvider>,
    );
    await settle();
    expect(byTestId(container, 'home-greeting')?.textContent).toBe('您好，张三');
    expect(byTestId(container, 'home-corp')?.textContent).toBe(DEMO_USER.vipCorp.fullname);
    const entries = Array.from(container.querySelectorAll('[data-product]')).map((el) =>
      el.getAttribute('data-product'),
    );
    // Display order, unknown privilege codes ignored.
    expect(entries).toEqual(['10901', '10903']);
    // Hotel version 2 (SPEC §6 default) opens the v2 query screen.
    expect(container.querySelector('[data-product="10903"]')?.getAttribute('data-url')).toBe('/htV2/htQuery');
    expect(byTestId(container, 'todo-home.todo.approval')?.textContent).toContain('3');
    expect(byTestId(container, 'todo-home.todo.toPay')?.textContent).toContain('2');
  });

  it('home offers no product whose screens the build lacks (issue 15: no entry to "page not found")', async () => {
    const store = await loggedInStore({
      // Domestic and international flights, hotel, train, car, visa, insurance, the airport services and tours.
      products: [
        '10901',
        '10902',
        '10903',
        '10904',
        '10906',
        '10913',
        '11015',
        '11028',
        '11029',
        '11030',
        '11031',
        '11032',
      ],
      counts: { approval: 0, toPay: 0, waitApproval: 0 },
    });
    const { container } = await render(
      <StoreProvider store={store}>
        <HomePage />
      </StoreProvider>,
    );
    await settle();
    const urls = Array.from(container.querySelectorAll('[data-product]')).map(
      (el) => el.getAttribute('data-url') ?? '',
    );
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(isBuiltUrl(url)).toBe(true);
    const products = Array.from(container.querySelectorAll('[data-product]')).map((el) =>
      el.getAttribute('data-product'),
    );
    expect(products).toEqual(expect.arrayContaining(['10901', '10903', '10904', '10906']));
    // International flights share the flight query screen; offered once their own list is built.
    expect(products.includes('10902')).toBe(isBuiltUrl('/tk/tkIntList'));
  });

  it('tabs carry the approval and unread-message badges and switch without growing the stack', async () => {
    const store = await loggedInStore({ counts: { approval: 4, message: 3, readMessage: 2 } });
    await store.app.loadCounts();
    const { container } = await render(
      <StoreProvider store={store}>
        <DashboardTabs current="/home" />
      </StoreProvider>,
    );
    expect(byTestId(container, 'tab-approvalList')?.textContent).toContain('4');
    expect(byTestId(container, 'tab-message')?.textContent).toContain('3');
    await click(byTestId(container, 'tab-allorder'));
    expect(recorded.navigations.at(-1)?.url).toContain('allorder');
    expect(recorded.navigations.at(-1)?.kind).not.toBe('navigateTo');
  });
});
