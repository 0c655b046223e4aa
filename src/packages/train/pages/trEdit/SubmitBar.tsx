import { View, Text, Button } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Pressable } from '../../../../components/Pressable';
import { formatYuan } from '../../../../domain/money';
import { useStores } from '../../../../stores';

/** The bottom bar: total, the price sheet's opener and the submit button. */
export const SubmitBar = observer(function SubmitBar(props: {
  totalFen: number;
  priceOpen: boolean;
  submitting: boolean;
  blocked: boolean;
  onOpenPrice(): void;
  onSubmit(): void;
}) {
  const { ui } = useStores();
  const { t } = ui;
  const disabled = props.submitting || props.blocked;
  return (
    <View className="tr-edit__bar">
      <View className="tr-edit__total">
        <Text className="tr-edit__total-label">{t('booking.price.total')}</Text>
        <Text className="tr-edit__total-amount" data-testid="tr-edit-total">
          {formatYuan(props.totalFen)}
        </Text>
      </View>
      <Pressable
        className="tr-edit__detail"
        label={t('booking.price.title')}
        selected={props.priceOpen}
        testId="tr-edit-price-open"
        onPress={props.onOpenPrice}
      >
        {t('booking.price.open')}
      </Pressable>
      <Button
        role="button"
        className="tr-edit__submit"
        data-testid="tr-edit-submit"
        disabled={disabled}
        aria-disabled={disabled}
        onClick={props.onSubmit}
      >
        {props.submitting ? t('booking.submitting') : t('booking.submit')}
      </Button>
    </View>
  );
});
