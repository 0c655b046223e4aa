// Taro's Text and some other components omit ARIA role and lang in their typings although the H5 HTML components
// and the mini-program renderers pass them through; ARCHITECTURE §9 needs them on text elements too.
import type { BaseTouchEvent, ITouchEvent } from '@tarojs/components/types/common';

declare module '@tarojs/components/types/common' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars, @typescript-eslint/no-explicit-any
  interface StandardProps<T = any, TouchEvent extends BaseTouchEvent<any> = ITouchEvent> {
    role?: string;
    lang?: string;
  }
}
