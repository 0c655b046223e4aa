/**
 * useListSource (src/components/PagedList/listSource.ts): a paged list's tab or filter and its rows change in the same
 * event. Preact, the H5 build's renderer, runs effects only after the next paint, so rows reset in an effect of the
 * new tab's render stood under that tab for a frame (the o-orders browser journey clicked an order still ticketing
 * under 已完成). These tests look at the list inside the event handler, before any render or effect.
 */
import { act, useMemo } from 'react';
import { PagedListStore, type FetchPage } from '../../../src/stores/pagedList';
import { useListSource } from '../../../src/components/PagedList/listSource';
import { click, render, settle } from '../support/render';

type Tab = 'all' | 'done';
interface Row {
  id: string;
}

const answers: Record<Tab, Row[]> = { all: [{ id: 'a1' }, { id: 'a2' }], done: [{ id: 'd1' }] };

function harness(enabled: boolean) {
  const asked: Tab[] = [];
  const seenInHandler: string[][] = [];
  let store: PagedListStore<Row> | null = null;
  let choose: (tab: Tab) => void = () => undefined;
  const fetcherFor =
    (tab: Tab): FetchPage<Row> =>
    async () => {
      asked.push(tab);
      return { rows: answers[tab], total: answers[tab].length };
    };
  function Screen() {
    const list = useMemo(
      () =>
        new PagedListStore<Row>(
          async () => ({ rows: [], total: 0 }),
          10,
          (r) => r.id,
        ),
      [],
    );
    store = list;
    const [tab, setTab] = useListSource<Tab, Row>(list, 'all', fetcherFor, enabled);
    choose = setTab;
    return (
      <button
        type="button"
        data-tab={tab}
        onClick={() => {
          setTab(tab === 'all' ? 'done' : 'all');
          // Still inside the click: nothing has rendered yet.
          seenInHandler.push(list.items.map((r) => r.id));
        }}
      >
        {tab}
      </button>
    );
  }
  return {
    Screen,
    asked,
    seenInHandler,
    list: () => store as unknown as PagedListStore<Row>,
    choose: (tab: Tab) => choose(tab),
  };
}

describe('useListSource', () => {
  it('loads the first source once enabled, and a new source replaces the rows within the event that chose it', async () => {
    const h = harness(true);
    const { container } = await render(<h.Screen />);
    await settle();
    expect(h.asked).toEqual(['all']);
    expect(h.list().items.map((r) => r.id)).toEqual(['a1', 'a2']);

    await click(container.querySelector('button'));
    // The old tab's rows were gone before the new tab rendered.
    expect(h.seenInHandler).toEqual([[]]);
    expect(container.querySelector('button')?.getAttribute('data-tab')).toBe('done');
    expect(h.asked).toEqual(['all', 'done']);
    expect(h.list().items.map((r) => r.id)).toEqual(['d1']);
  });

  it('asks nothing when the same source is chosen again', async () => {
    const h = harness(true);
    await render(<h.Screen />);
    await settle();
    await act(async () => h.choose('all'));
    expect(h.asked).toEqual(['all']);
    expect(h.list().items.map((r) => r.id)).toEqual(['a1', 'a2']);
  });

  it('loads nothing while signed out, and keeps the chosen source for when it is enabled', async () => {
    const h = harness(false);
    const { container } = await render(<h.Screen />);
    await click(container.querySelector('button'));
    expect(h.asked).toEqual([]);
    expect(container.querySelector('button')?.getAttribute('data-tab')).toBe('done');
  });
});
