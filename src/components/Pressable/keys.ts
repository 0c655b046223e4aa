// Keys that activate a control (ARCHITECTURE §9: keyboard friendly on H5), as a native <button> does.
const ACTIVATE = new Set(['Enter', ' ', 'Spacebar']);

/** The parts of a keydown event the handler reads (H5 gives a DOM event; mini-programs never send one). */
export interface KeyLike {
  key?: string;
  preventDefault?: () => void;
}

/**
 * A keydown handler that runs `activate` on Enter or Space unless the control is disabled. Space's default (scrolling
 * the page) is prevented, as a native button does.
 */
export function activateOnKeys<E extends KeyLike>(activate: (e: E) => void, disabled?: boolean) {
  return (e: E) => {
    if (disabled || !e.key || !ACTIVATE.has(e.key)) return;
    e.preventDefault?.();
    activate(e);
  };
}
