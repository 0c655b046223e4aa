/**
 * `app/afterPaint` with its work held until the test calls `paint()` (a frame after which afterPaint's work would
 * run), for tests of what a screen renders before and after its first paint. Use:
 * `jest.mock('<src>/app/afterPaint', () => jest.requireActual('<support>/heldPaint').heldAfterPaint);`
 * and `dropHeldPaints()` in beforeEach.
 */
import { act } from 'react';
import { settle } from './render';

const held: (() => void)[] = [];

export const heldAfterPaint = {
  afterPaint: (work: () => void) => {
    held.push(work);
    return () => undefined;
  },
};

export function dropHeldPaints(): void {
  held.length = 0;
}

/** Runs the work held so far, lets its timers and answers settle. */
export async function paint(): Promise<void> {
  const due = held.splice(0);
  await act(async () => {
    for (const work of due) work();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  await settle();
}
