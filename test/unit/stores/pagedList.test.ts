/**
 * The paged list of the order centre and other lists (ARCHITECTURE §12 paging): a new source (tab or filter) drops
 * the old rows at once and shows the first-page skeleton; a refresh of the same source keeps its rows meanwhile; an
 * answer that comes after a newer request is dropped.
 */
import { autorun, isObservable } from 'mobx';
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

  it('keeps the rows as sent (not observable objects) and replaces a changed row in its slot', async () => {
    const sent = [
      { id: 'a', read: 0 },
      { id: 'b', read: 0 },
    ];
    const list = new PagedListStore(
      async () => ({ rows: sent, total: 2 }),
      10,
      (r) => r.id,
    );
    await list.refresh();
    // The very objects of the answer: no deep conversion (issue 17: /allorder's rows before its first paint).
    expect(list.items[0]).toBe(sent[0]);
    expect(isObservable(list.items[0])).toBe(false);

    const seen: string[] = [];
    const stop = autorun(() => seen.push(list.items.map((r) => `${r.id}${r.read}`).join(',')));
    list.update('b', (r) => ({ ...r, read: 1 }));
    list.update('missing', (r) => ({ ...r, read: 1 }));
    expect(list.items.map((r) => r.read)).toEqual([0, 1]);
    expect(sent[1]!.read).toBe(0);
    list.updateAll((r) => ({ ...r, read: 1 }));
    stop();
    // Observers see each replacement; the unknown key changes nothing.
    expect(seen).toEqual(['a0,b0', 'a0,b1', 'a1,b1']);
  });
});
