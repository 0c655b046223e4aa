/**
 * The paged list of the order centre and other lists (ARCHITECTURE §12 paging): a new source (tab or filter) drops
 * the old rows at once and shows the first-page skeleton; a refresh of the same source keeps its rows meanwhile; an
 * answer that comes after a newer request is dropped.
 */
import { PagedListStore, type Page } from '../../../src/stores/pagedList';

interface Row {
  id: string;
}

/** A fetcher whose answers the test releases by hand. */
function deferred(rows: Row[]) {
  let release: (() => void) | null = null;
  const fetch = (): Promise<Page<Row>> =>
    new Promise((resolve) => {
      release = () => resolve({ rows, total: rows.length });
    });
  return { fetch, release: () => release?.() };
}

const rows = (...ids: string[]) => ids.map((id) => ({ id }));

describe('PagedListStore', () => {
  it('drops the old rows when the source changes, until the new first page arrives', async () => {
    const list = new PagedListStore<Row>(
      async () => ({ rows: rows('a', 'b'), total: 2 }),
      10,
      (r) => r.id,
    );
    await list.refresh();
    expect(list.items.map((r) => r.id)).toEqual(['a', 'b']);

    const done = deferred(rows('c'));
    const pending = list.reset(done.fetch);
    expect(list.items).toEqual([]);
    expect(list.loaded).toBe(false);
    expect(list.loading).toBe(true);
    expect(list.empty).toBe(false);
    done.release();
    await pending;
    expect(list.items.map((r) => r.id)).toEqual(['c']);
    expect(list.loaded).toBe(true);
  });

  it('keeps the rows of the same source while it refreshes', async () => {
    let answer = rows('a');
    const list = new PagedListStore<Row>(
      async () => ({ rows: answer, total: answer.length }),
      10,
      (r) => r.id,
    );
    await list.refresh();
    answer = rows('b', 'a');
    const pending = list.refresh();
    expect(list.items.map((r) => r.id)).toEqual(['a']);
    await pending;
    expect(list.items.map((r) => r.id)).toEqual(['b', 'a']);
  });

  it('drops an answer that comes after a newer source was asked for', async () => {
    const list = new PagedListStore<Row>(
      async () => ({ rows: [], total: 0 }),
      10,
      (r) => r.id,
    );
    const slow = deferred(rows('old'));
    const first = list.reset(slow.fetch);
    const second = list.reset(async () => ({ rows: rows('new'), total: 1 }));
    await second;
    slow.release();
    await first;
    expect(list.items.map((r) => r.id)).toEqual(['new']);
  });
});
