import { View, Text, Button } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Pressable } from '../../../components/Pressable';
import { formatYuan } from '../../../domain/money';
import { useStores } from '../../../stores';

/** The bottom bar: the prepayment, the price sheet's opener and the submit button. */
export const BenchSubmitBar = observer(function BenchSubmitBar(props: {
  totalFen: number;
  priceOpen: boolean;
  submitting: boolean;
  onOpenPrice(): void;
  onSubmit(): void;
}) {
  const { ui } = useStores();
  const { t } = ui;
  return (
    <View className="tr-bench__bar">
      <View className="tr-bench__total">
        <Text className="tr-bench__total-label">{t('trainBench.edit.prepay')}</Text>
        <Text className="tr-bench__total-amount" data-testid="bench-total">
          {formatYuan(props.totalFen)}
        </Text>
      </View>
      <Pressable
        className="tr-bench__detail"
        label={t('booking.price.title')}
        selected={props.priceOpen}
        testId="bench-price-open"
        onPress={props.onOpenPrice}
      >
        {t('booking.price.open')}
      </Pressable>
      <Button
        role="button"
        className="tr-bench__submit"
        data-testid="bench-submit"
        disabled={props.submitting}
        aria-disabled={props.submitting}
        onClick={props.onSubmit}
      >
        {props.submitting ? t('trainBench.edit.submitting') : t('trainBench.edit.submit')}
      </Button>
    </View>
  );
});
