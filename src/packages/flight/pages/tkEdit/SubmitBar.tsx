import { View, Text, Button } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { formatYuan } from '../../../../domain/money';
import { useStores } from '../../../../stores';

/** The bottom bar: total (and the service fee per ticket), the price sheet's opener and the submit button. */
export const SubmitBar = observer(function SubmitBar(props: {
  totalFen: number;
  serviceFeeFen: number;
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
    <View className="tk-edit__bar">
      <View className="tk-edit__total">
        <Text className="tk-edit__total-label">{t('booking.price.total')}</Text>
        <Text className="tk-edit__total-amount" data-testid="tk-edit-total">
          {formatYuan(props.totalFen)}
        </Text>
        {props.serviceFeeFen > 0 ? (
          <Text className="bk-sub" data-testid="tk-edit-service-fee">
            {t('booking.price.perTicket', { price: formatYuan(props.serviceFeeFen) })}
          </Text>
        ) : null}
      </View>
      <View
        className="tk-edit__detail"
        role="button"
        aria-expanded={props.priceOpen}
        aria-label={t('booking.price.title')}
        data-testid="tk-edit-price-open"
        onClick={props.onOpenPrice}
      >
        {t('booking.price.open')}
      </View>
      <Button
        role="button"
        className="tk-edit__submit"
        data-testid="tk-edit-submit"
        disabled={disabled}
        aria-disabled={disabled}
        onClick={props.onSubmit}
      >
        {props.submitting ? t('booking.submitting') : t('booking.submit')}
      </Button>
    </View>
  );
});
