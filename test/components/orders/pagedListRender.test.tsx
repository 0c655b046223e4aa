/**
 * Issue 17 (TBT): the shared paged list (/allorder and the other order lists) renders a first page's rows in a
 * transition (React slices it, no long task) with the skeleton standing until then; afterwards every row is there
 * in order, and a reload (a new tab's list) goes through the skeleton and a transition again.
 */
import React, { act } from 'react';
import { Text } from '@tarojs/components';
import { PagedList } from '../../../src/components/PagedList';
import { PagedListStore } from '../../../src/stores/pagedList';
import { StoreProvider } from '../../../src/stores';
import { render, settle } from '../support/render';
import { makeStore } from '../support/stores';
import { resetTaro } from '../support/taro';

beforeEach(() => resetTaro());
afterEach(() => jest.restoreAllMocks());

const rowsOf = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

async function show(list: PagedListStore<string>) {
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
      />
    </StoreProvider>,
  );
  await settle();
  return view;
}

const shown = (c: Element) => Array.from(c.querySelectorAll('[data-testid="row"]')).map((el) => el.textContent);

describe('PagedList rendering', () => {
  it("renders a first page's rows in a transition, all of them in order", async () => {
    const transitions = jest.spyOn(React, 'startTransition');
    const list = new PagedListStore<string>(
      async () => ({ rows: rowsOf(10, 'a'), total: 10 }),
      10,
      (r) => r,
    );
    const { container } = await show(list);
    await act(() => list.refresh());
    await settle();
    expect(transitions).toHaveBeenCalledTimes(1);
    expect(shown(container)).toEqual(rowsOf(10, 'a'));
    expect(container.querySelector('.obt-list__skeleton')).toBeNull();
  });

  it('a reload of another source goes through the skeleton and a transition again', async () => {
    const transitions = jest.spyOn(React, 'startTransition');
    const list = new PagedListStore<string>(
      async () => ({ rows: rowsOf(3, 'a'), total: 3 }),
      10,
      (r) => r,
    );
    const { container } = await show(list);
    await act(() => list.refresh());
    await settle();
    let answer: (rows: string[]) => void = () => undefined;
    let reloaded: Promise<void> = Promise.resolve();
    await act(async () => {
      reloaded = list.reset(() => new Promise((resolve) => (answer = (rows) => resolve({ rows, total: rows.length }))));
    });
    expect(container.querySelector('.obt-list__skeleton')).not.toBeNull();
    expect(shown(container)).toEqual([]);
    await act(async () => {
      answer(rowsOf(4, 'b'));
      await reloaded;
    });
    await settle();
    expect(transitions).toHaveBeenCalledTimes(2);
    expect(shown(container)).toEqual(rowsOf(4, 'b'));
  });
});
