import type { ReactNode } from 'react';
import { View } from '@tarojs/components';
import { Button } from '../../../components/Button';

/** The inquiry screens' one action, fixed at the bottom (submit, add a remark, send it). */
export function BottomButton(props: { testId: string; busy?: boolean; onPress(): void; children: ReactNode }) {
  const busy = props.busy === true;
  return (
    <View className="ht-need__bar">
      <Button className="ht-need__submit" data-testid={props.testId} disabled={busy} onClick={props.onPress}>
        {props.children}
      </Button>
    </View>
  );
}
