import { View, Text } from '@tarojs/components';
import { CopyButton } from './CopyButton';
import { StatusTag } from './StatusTag';
import { formatAmount } from './format';

/** One line under the status: meta (number, dates), due (a deadline), live (auto refresh) or a note. */
export interface OrderHeadLine {
  text: string;
  tone?: 'meta' | 'due' | 'live' | 'note';
  testId?: string;
  /** A value the line offers to copy (the order number) and what it is called ("订单号"). */
  copy?: { value: string; what: string };
}

/** The status header of an order-detail screen. */
export interface OrderHeadProps {
  testId: string;
  status: string;
  /** A heading before the status (the generic detail's order title). */
  title?: string;
  /** Yuan, shown large beside the status; `amountLabel` names it for assistive technology. */
  amount?: number;
  amountLabel?: string;
  lines?: readonly (OrderHeadLine | null | false)[];
}

/** Status tag, amount and the order's key lines (SPEC §4 orders). */
export function OrderHead({ testId, status, title, amount, amountLabel, lines = [] }: OrderHeadProps) {
  return (
    <View className="order-head" data-testid={testId}>
      <View className="order-head__row">
        {title !== undefined ? (
          <Text className="order-head__title" role="heading" aria-level={2}>
            {title}
          </Text>
        ) : null}
        <StatusTag status={status} />
        {amount !== undefined ? (
          <Text className="order-head__amount" aria-label={amountLabel}>
            {formatAmount(amount)}
          </Text>
        ) : null}
      </View>
      {lines.map((line, i) => {
        if (!line) return null;
        const key = `${i}-${line.tone ?? 'meta'}`;
        const text = (
          <Text
            key={key}
            className={`order-head__line order-head__line--${line.tone ?? 'meta'}`}
            role={line.tone === 'live' || line.tone === 'due' ? 'status' : undefined}
            data-testid={line.testId}
          >
            {line.text}
          </Text>
        );
        return line.copy ? (
          <View key={key} className="order-head__copyable">
            {text}
            <CopyButton value={line.copy.value} what={line.copy.what} testId={`${testId}-copy`} />
          </View>
        ) : (
          text
        );
      })}
    </View>
  );
}
