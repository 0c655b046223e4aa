import { View, Text } from '@tarojs/components';
import { Pressable } from '../../Pressable';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../../stores';
import '../kit.scss';
import type { DuplicateOrder, SubmitQuestion } from '../submit/types';
import '../../../i18n/parts/booking';

export type { DuplicateOrder } from '../submit/types';

export interface DuplicateOrderDialogProps {
  open: boolean;
  duplicates: readonly DuplicateOrder[];
  onContinue(): void;
  onCancel(): void;
}

/** The dialog of a booking pipeline's pending duplicate-order question (closed when none is pending). */
export function duplicateQuestionDialog(submission: {
  question: SubmitQuestion | null;
  confirm(): void;
  cancel(): void;
}): DuplicateOrderDialogProps {
  const q = submission.question;
  return {
    open: q?.kind === 'duplicate',
    duplicates: q?.kind === 'duplicate' ? q.duplicates : [],
    onContinue: () => submission.confirm(),
    onCancel: () => submission.cancel(),
  };
}

/** The SPEC §8 duplicate-order reminder: lists the existing orders; continue or cancel. */
export const DuplicateOrderDialog = observer(function DuplicateOrderDialog(props: DuplicateOrderDialogProps) {
  const { ui } = useStores();
  const { t } = ui;
  if (!props.open) return null;
  return (
    <View className="bk-sheet bk-dialog" data-testid="duplicate-dialog">
      <View className="bk-sheet__mask" aria-hidden />
      <View
        className="bk-sheet__panel bk-dialog__panel"
        role="alertdialog"
        aria-modal
        aria-labelledby="duplicate-title"
        aria-describedby="duplicate-body"
      >
        <View className="bk-sheet__head">
          <Text className="bk-sheet__title" id="duplicate-title" role="heading" aria-level={2}>
            {t('booking.duplicate.title')}
          </Text>
        </View>
        <View className="bk-sheet__body">
          <Text id="duplicate-body">{t('booking.duplicate.body')}</Text>
          <View role="list">
            {props.duplicates.map((d) => (
              <Text key={`${d.orderId}-${d.psgName}`} role="listitem" className="bk-note" data-testid="duplicate-item">
                {t('booking.duplicate.item', { name: d.psgName, title: d.title, time: d.time, orderNo: d.orderNo })}
              </Text>
            ))}
          </View>
        </View>
        <View className="bk-sheet__foot">
          <Pressable className="bk-btn" testId="duplicate-cancel" onPress={props.onCancel}>
            {t('booking.duplicate.cancel')}
          </Pressable>
          <Pressable className="bk-btn bk-btn--primary" testId="duplicate-continue" onPress={props.onContinue}>
            {t('booking.duplicate.continue')}
          </Pressable>
        </View>
      </View>
    </View>
  );
});
