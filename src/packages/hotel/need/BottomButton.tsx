import type { ReactNode } from 'react';
import { Button, View } from '@tarojs/components';

/** The inquiry screens' one action, fixed at the bottom (submit, add a remark, send it). */
export function BottomButton(props: { testId: string; busy?: boolean; onPress(): void; children: ReactNode }) {
  const busy = props.busy === true;
  return (
    <View className="ht-need__bar">
      <Button
        role="button"
        className="ht-need__submit"
        data-testid={props.testId}
        disabled={busy}
        aria-disabled={busy}
        onClick={props.onPress}
      >
        {props.children}
      </Button>
    </View>
  );
}
