/**
 * Copy buttons for ticket numbers (issue 15 booking friction: text selection is off in the app): the flight
 * passenger list and the train order detail offer "复制票号" beside an issued ticket number.
 */
import { PassengerList } from '../../../src/components/order';
import { StoreProvider } from '../../../src/stores';
import { byTestId, click, render } from '../support/render';
import { makeStore } from '../support/stores';
import { recorded, resetTaro } from '../support/taro';

beforeEach(() => resetTaro());
afterEach(() => {
  document.body.innerHTML = '';
});

describe('ticket numbers can be copied', () => {
  it('a copy button beside each issued ticket number, named for what it copies; none before issue', async () => {
    const { store } = makeStore();
    const { container } = await render(
      <StoreProvider store={store}>
        <PassengerList
          passengers={[
            { id: 'p1', name: '张三', psgType: 1, idType: 'ID', idno: '', phone: '', ticketNo: '781-1234567890' },
            { id: 'p2', name: '李四', psgType: 1, idType: 'ID', idno: '', phone: '', ticketNo: '' },
          ]}
        />
      </StoreProvider>,
    );
    const copy = byTestId(byTestId(container, 'passenger-p1') as Element, 'ticket-no-copy');
    expect(copy?.getAttribute('aria-label')).toBe('复制票号');
    expect(byTestId(byTestId(container, 'passenger-p2') as Element, 'ticket-no-copy')).toBeNull();
    await click(copy);
    expect(recorded.clipboard).toEqual(['781-1234567890']);
  });
});
