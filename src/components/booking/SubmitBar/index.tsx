import type { ReactNode } from 'react';
import { View, Text } from '@tarojs/components';
import { Button } from '../../Button';
import { observer } from 'mobx-react-lite';
import { formatYuan } from '../../../domain/money';
import { useStores } from '../../../stores';
import { Pressable } from '../../Pressable';
import '../../../i18n/parts/booking';
import '../kit.scss';

export interface SubmitBarProps {
  /** The page's test-id prefix ('tk-edit', 'tr-edit'…). */
  idPrefix: string;
  totalFen: number;
  /** The total may still change (a price or the company's service fee being asked): marked busy for screen readers. */
  updating?: boolean;
  /** The product's line under the total (e.g. the service fee per ticket). */
  note?: ReactNode;
  priceOpen: boolean;
  submitting: boolean;
  blocked: boolean;
  /** The product's own words for the total and the button (default: the kit's total, submit and submitting). */
  labels?: { total?: string; submit?: string; submitting?: string };
  onOpenPrice(): void;
  onSubmit(): void;
}

/** A booking form's bottom bar (kit.scss `.bk-bar`): the total, the price sheet's opener and the submit button. */
export const SubmitBar = observer(function SubmitBar(props: SubmitBarProps) {
  const { ui } = useStores();
  const { t } = ui;
  const { idPrefix, labels } = props;
  const disabled = props.submitting || props.blocked;
  return (
    <View className="bk-bar">
      <View className="bk-bar__total">
        <Text className="bk-bar__total-label">{labels?.total ?? t('booking.price.total')}</Text>
        <Text
          className="bk-bar__total-amount"
          data-testid={`${idPrefix}-total`}
          aria-busy={props.updating ? 'true' : 'false'}
        >
          {formatYuan(props.totalFen)}
        </Text>
        {props.note}
      </View>
      <Pressable
        className="bk-bar__detail"
        label={t('booking.price.title')}
        selected={props.priceOpen}
        testId={`${idPrefix}-price-open`}
        onPress={props.onOpenPrice}
      >
        {t('booking.price.open')}
      </Pressable>
      {/* The project's Button: Tab reaches it, Enter/Space press it, its role and aria-disabled come with it. */}
      <Button
        className="bk-bar__submit"
        data-testid={`${idPrefix}-submit`}
        disabled={disabled}
        onClick={props.onSubmit}
      >
        {props.submitting ? (labels?.submitting ?? t('booking.submitting')) : (labels?.submit ?? t('booking.submit'))}
      </Button>
    </View>
  );
});
