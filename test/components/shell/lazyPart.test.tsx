/**
 * Issue 17: a page part loaded as its own H5 chunk (components/LazyPart: the lists' filter sheets and calendar)
 * renders nothing and fetches nothing while closed, shows the real component once its code is here, and `preload()`
 * starts the one fetch ahead of the first opening.
 */
import { render, settle } from '../support/render';
import { lazyPart } from '../../../src/components/LazyPart';

interface Props {
  open: boolean;
  label: string;
}
const Sheet = ({ label }: Props) => <p data-testid="sheet">{label}</p>;

describe('lazyPart', () => {
  it('renders nothing while closed and the loaded component when open', async () => {
    const load = jest.fn(() => Promise.resolve(Sheet));
    const { Part } = lazyPart<Props>(load);
    const closed = await render(<Part open={false} label="x" />);
    expect(closed.container.innerHTML).toBe('');
    expect(load).not.toHaveBeenCalled();
    const opened = await render(<Part open label="筛选" />);
    await settle();
    expect(opened.container.querySelector('[data-testid=sheet]')?.textContent).toBe('筛选');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload fetches the code before the first opening, and a failed fetch is not thrown', async () => {
    const load = jest.fn(() => Promise.resolve(Sheet));
    const part = lazyPart<Props>(load);
    part.preload();
    expect(load).toHaveBeenCalledTimes(1);
    const failing = lazyPart<Props>(() => Promise.reject(new Error('offline')));
    expect(() => failing.preload()).not.toThrow();
    await settle();
  });
});
