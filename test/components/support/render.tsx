import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/** Renders into a fresh container and gives DOM helpers; tests assert on the DOM, not on snapshots. */
export async function render(element: ReactElement) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  let root: Root | null = null;
  await act(async () => {
    root = createRoot(container);
    root.render(element);
  });
  return {
    container,
    text: () => container.textContent ?? '',
    unmount: () => act(() => root?.unmount()),
  };
}

/** Lets pending promises (fake API answers, MobX reactions) settle inside act(). */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

export async function click(element: Element | null): Promise<void> {
  if (!element) throw new Error('click: element not found');
  await act(async () => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
  await settle();
}

/** Types into an <input> the way a user does, so React's onInput/onChange fire. */
export async function type(input: Element | null, value: string): Promise<void> {
  if (!(input instanceof HTMLInputElement)) throw new Error('type: not an input');
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export function byTestId(container: Element, id: string): Element | null {
  return container.querySelector(`[data-testid="${id}"]`);
}

export function byText(container: Element, text: string): Element | null {
  const all = Array.from(container.querySelectorAll('*'));
  return all.find((el) => el.textContent?.trim() === text && el.children.length === 0) ?? null;
}
