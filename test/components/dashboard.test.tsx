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
