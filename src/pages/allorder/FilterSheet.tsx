import { useState } from 'react';
import { Input, Text, View } from '@tarojs/components';
import { Button } from '../../components/Button';
import { observer } from 'mobx-react-lite';
import type { FindScope, ProductGroup } from '../../api/contract';
import { PRODUCT_GROUPS } from '../../api/contract';
import { Calendar } from '../../components/Calendar';
import { Pressable } from '../../components/Pressable';
import { Sheet } from '../../components/booking/Sheet';
import { chinaNow } from '../../domain/time';
import type { MessageKey } from '../../i18n';
import { useStores } from '../../stores';
import { defaultFilters, type OrderFilters } from './filters';
import '../../i18n/parts/orders';
import { clock } from '../../hosts/clock';

const SCOPES: readonly { scope: FindScope; label: MessageKey }[] = [
  { scope: 1, label: 'orders.scope.mine' },
  { scope: 2, label: 'orders.scope.dept' },
  { scope: 3, label: 'orders.scope.corp' },
];
const PRODUCTS = Object.keys(PRODUCT_GROUPS) as ProductGroup[];

interface Props {
  value: OrderFilters;
  /** The employee's booking range (1 only mine … 3 the whole company, SPEC §6). */
  maxScope: number;
  onApply(next: OrderFilters): void;
  onClose(): void;
}

/** SPEC §3 order-list filters: date type, date range, scope within my booking range, product, keyword. */
export const FilterSheet = observer(function FilterSheet({ value, maxScope, onApply, onClose }: Props) {
  const { ui } = useStores();
  const { t } = ui;
  const [draft, setDraft] = useState<OrderFilters>(value);
  const [calendar, setCalendar] = useState(false);
  const set = (patch: Partial<OrderFilters>) => setDraft((d) => ({ ...d, ...patch }));
  const today = chinaNow(clock.now());

  const chip = (on: boolean, label: string, onPress: () => void, testId?: string) => (
    <Pressable
      key={label}
      role="radio"
      selected={on}
      className={`orders__chip ${on ? 'orders__chip--on' : ''}`}
      onPress={onPress}
      testId={testId}
    >
      {label}
    </Pressable>
  );

  return (
    <Sheet id="orders-filter" className="order-sheet" title={t('orders.filter.title')}>
      <View className="order-sheet__field">
        <Text className="order-sheet__label">{t('orders.filter.dateType')}</Text>
        <View className="orders__chips" role="radiogroup" aria-label={t('orders.filter.dateType')}>
          {chip(draft.dateType === 1, t('orders.filter.dateType.booking'), () => set({ dateType: 1 }))}
          {chip(draft.dateType === 2, t('orders.filter.dateType.travel'), () => set({ dateType: 2 }))}
        </View>
      </View>
      <View className="order-sheet__field">
        <Text className="order-sheet__label">
          {t('orders.filter.dateStart')} / {t('orders.filter.dateEnd')}
        </Text>
        <Pressable role="button" className="orders__range-pick" onPress={() => setCalendar(true)} testId="orders-range">
          {t('orders.filter.summary', { start: draft.dateStart, end: draft.dateEnd })}
        </Pressable>
      </View>
      {maxScope > 1 && (
        <View className="order-sheet__field">
          <Text className="order-sheet__label">{t('orders.filter.scope')}</Text>
          <View className="orders__chips" role="radiogroup" aria-label={t('orders.filter.scope')}>
            {SCOPES.filter((s) => s.scope <= maxScope).map((s) =>
              chip(draft.findScope === s.scope, t(s.label), () => set({ findScope: s.scope })),
            )}
          </View>
        </View>
      )}
      <View className="order-sheet__field">
        <Text className="order-sheet__label">{t('orders.filter.product')}</Text>
        <View className="orders__chips" role="radiogroup" aria-label={t('orders.filter.product')}>
          {chip(draft.productGroup === null, t('orders.filter.product.all'), () => set({ productGroup: null }))}
          {PRODUCTS.map((p) =>
            chip(draft.productGroup === p, t(`orders.product.${p}` as MessageKey), () => set({ productGroup: p })),
          )}
        </View>
      </View>
      <View className="order-sheet__field">
        <Text className="order-sheet__label">{t('orders.filter.keyword')}</Text>
        <Input
          className="order-sheet__input"
          maxlength={64}
          aria-label={t('orders.filter.keyword')}
          placeholder={t('orders.filter.keywordPlaceholder')}
          value={draft.keyword}
          onInput={(e) => set({ keyword: e.detail.value })}
        />
      </View>
      <View className="order-sheet__buttons">
        <Button className="order-sheet__btn" onClick={() => setDraft(defaultFilters(clock.now()))}>
          {t('orders.filter.reset')}
        </Button>
        <Button className="order-sheet__btn" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          className="order-sheet__btn order-sheet__btn--primary"
          onClick={() => onApply({ ...draft, keyword: draft.keyword.trim() })}
        >
          {t('orders.filter.apply')}
        </Button>
      </View>
      <Calendar
        open={calendar}
        title={t('orders.filter.dateStart')}
        mode="range"
        start={draft.dateStart}
        end={draft.dateEnd}
        min={today.subtract(1, 'year').format('YYYY-MM-DD')}
        max={today.add(1, 'year').format('YYYY-MM-DD')}
        onConfirm={(start, end) => {
          set({ dateStart: start, dateEnd: end || start });
          setCalendar(false);
        }}
        onClose={() => setCalendar(false)}
      />
    </Sheet>
  );
});
