/**
 * Issue 17 (LCP of /allorder): a paged list given `firstScreenRows` renders that many rows of a first page first and
 * the rest (with the footer) once those have painted, then runs `onRowsPainted`; without it every row comes at once.
 */
import { act } from 'react';
import { Text } from '@tarojs/components';
import { PagedList } from '../../../src/components/PagedList';
import { PagedListStore } from '../../../src/stores/pagedList';
import { StoreProvider } from '../../../src/stores';
import { render, settle } from '../support/render';
import { makeStore } from '../support/stores';
import { resetTaro } from '../support/taro';
import { dropHeldPaints, paint } from '../support/heldPaint';
import { firstScreenOrderRows } from '../../../src/pages/allorder/firstScreen';

jest.mock('../../../src/app/afterPaint', () => jest.requireActual('../support/heldPaint').heldAfterPaint);

beforeEach(() => {
  resetTaro();
  dropHeldPaints();
});
afterEach(() => jest.restoreAllMocks());

const rowsOf = (n: number) => Array.from({ length: n }, (_, i) => `r${i + 1}`);
const shown = (c: Element) => Array.from(c.querySelectorAll('[data-testid="row"]')).map((el) => el.textContent);

async function show(props: { firstScreenRows?: number; onRowsPainted?: () => void }) {
  const list = new PagedListStore<string>(
    async () => ({ rows: rowsOf(10), total: 10 }),
    10,
    (r) => r,
  );
  const { store } = makeStore();
  const view = await render(
    <StoreProvider store={store}>
      <PagedList
        list={list}
        emptyText="none"
        renderItem={(row) => (
          <Text key={row} data-testid="row">
            {row}
          </Text>
        )}
        {...props}
      />
    </StoreProvider>,
  );
  await act(() => list.refresh());
  await settle();
  return view.container;
}

describe('PagedList first screen', () => {
  it('renders the first screen rows first, the rest and the footer once they have painted', async () => {
    const painted = jest.fn();
    const container = await show({ firstScreenRows: 4, onRowsPainted: painted });
    expect(shown(container)).toEqual(rowsOf(4));
    expect(container.querySelector('.obt-list__footer')).toBeNull();
    expect(painted).not.toHaveBeenCalled();
    // Two frames on (the first screen's paint reaches the screen a little after its frame).
    await paint();
    expect(shown(container)).toEqual(rowsOf(4));
    expect(painted).not.toHaveBeenCalled();
    await paint();
    expect(shown(container)).toEqual(rowsOf(10));
    expect(container.querySelector('.obt-list__footer')).not.toBeNull();
    expect(painted).toHaveBeenCalledTimes(1);
  });

  it('without firstScreenRows renders every row at once', async () => {
    const container = await show({});
    expect(shown(container)).toEqual(rowsOf(10));
    expect(container.querySelector('.obt-list__footer')).not.toBeNull();
  });

  it("/allorder's first screen: 6 rows on a 412 × 823 phone (5 stand on it under the head), not the page's 10", () => {
    const size = { w: window.innerWidth, h: window.innerHeight };
    Object.assign(window, { innerWidth: 412, innerHeight: 823 });
    try {
      expect(firstScreenOrderRows()).toBe(6);
    } finally {
      Object.assign(window, { innerWidth: size.w, innerHeight: size.h });
    }
  });
});
