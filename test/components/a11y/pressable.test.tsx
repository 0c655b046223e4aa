/** Pressable as one choice of a group: its value and checked state reach the DOM, Space picks it. */
import { act } from 'react';
import { Pressable } from '../../../src/components/Pressable';
import { render } from '../support/render';

afterEach(() => {
  document.body.innerHTML = '';
});

it('a radio Pressable carries data-value and aria-checked, and Space picks it', async () => {
  const onPress = jest.fn();
  const { container } = await render(
    <Pressable role="radio" value="F" selected={false} onPress={onPress}>
      女
    </Pressable>,
  );
  const el = container.querySelector('[data-value="F"]')!;
  expect(el.getAttribute('role')).toBe('radio');
  expect(el.getAttribute('aria-checked')).toBe('false');
  await act(async () => {
    el.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
  });
  expect(onPress).toHaveBeenCalledTimes(1);
});

it('passes other data-* attributes through', async () => {
  const { container } = await render(
    <Pressable role="link" data={{ product: '10903', url: '/htV2/htQuery' }} onPress={() => undefined}>
      酒店
    </Pressable>,
  );
  const el = container.querySelector('[data-product="10903"]')!;
  expect(el.getAttribute('data-url')).toBe('/htV2/htQuery');
  expect(el.getAttribute('role')).toBe('link');
});
