import { act } from 'react';
import { settle } from './render';

/** Sends a key down to `el` (bubbling, cancelable, as a browser does) and lets what it started settle. */
export async function keyDown(el: Element | null, key = 'Enter'): Promise<void> {
  if (!el) throw new Error('keyDown: element not found');
  await act(async () => {
    el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
  await settle();
}

/**
 * Presses a key on a control the way a keyboard user does (issue 15): the control must be in the tab order
 * (tabIndex 0, as Pressable and the project's Button give it), then the key goes to it.
 */
export async function pressKey(el: Element | null, key = 'Enter'): Promise<void> {
  if (!el) throw new Error('pressKey: element not found');
  expect(el.getAttribute('tabindex')).toBe('0');
  await keyDown(el, key);
}
