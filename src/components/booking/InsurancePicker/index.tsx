import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { Pressable } from '../../Pressable';
import { observer } from 'mobx-react-lite';
import type { InsuranceProduct } from '../../../api/contract';
import { formatYuan, yuanToFen } from '../../../domain/money';
import { useStores } from '../../../stores';
import { Sheet } from '../Sheet';
import { CheckRow } from '../Field';
import '../kit.scss';
import '../../../i18n/parts/booking';

export interface InsurancePickerProps {
  /** Products on offer (getBxcpList). */
  products: readonly InsuranceProduct[];
  /** Who can be insured: the booking's travellers. */
  travellers: readonly { key: string; name: string }[];
  /** Traveller key → chosen product ids. */
  value: Readonly<Record<string, readonly string[]>>;
  onChange(next: Record<string, string[]>): void;
  /** Full details and terms of a product (getBxcpById); the list's text is shown when absent or failing. */
  loadDetail?(bxid: string): Promise<InsuranceProduct | null>;
}

/** Insurance add-on per passenger: products with price, insurer, description, and a terms sheet. */
export const InsurancePicker = observer(function InsurancePicker(props: InsurancePickerProps) {
  const { ui } = useStores();
  const { t } = ui;
  const [terms, setTerms] = useState<InsuranceProduct | null>(null);

  const toggle = (key: string, bxid: string) => {
    const chosen = props.value[key] ?? [];
    const next = chosen.includes(bxid) ? chosen.filter((id) => id !== bxid) : [...chosen, bxid];
    props.onChange({ ...Object.fromEntries(Object.entries(props.value).map(([k, v]) => [k, [...v]])), [key]: next });
  };

  const openTerms = async (p: InsuranceProduct) => {
    setTerms(p);
    if (!props.loadDetail) return;
    try {
      const full = await props.loadDetail(p.bxid);
      if (full) setTerms((shown) => (shown?.bxid === p.bxid ? { ...p, ...full } : shown));
    } catch {
      // The list's text stays; the transport showed why the detail failed.
    }
  };

  if (props.products.length === 0) {
    return (
      <Text className="bk-sub" role="status" data-testid="insurance-none">
        {t('booking.insurance.empty')}
      </Text>
    );
  }

  return (
    <View data-testid="insurance-picker">
      {props.products.map((p) => (
        <View key={p.bxid} className="bk-field" role="group" aria-labelledby={`insurance-${p.bxid}-name`}>
          <View className="bk-card__head">
            <View className="bk-person__main">
              <Text className="bk-person__name" id={`insurance-${p.bxid}-name`}>
                {p.bxmc}
                <Text className="bk-badge">
                  {t('booking.insurance.price', { price: formatYuan(yuanToFen(p.saleprice)) })}
                </Text>
              </Text>
              <Text className="bk-sub">{[p.besm, t('booking.insurance.insurer', { name: p.bxgs })].join(' · ')}</Text>
            </View>
            <Pressable
              className="bk-btn bk-btn--inline"
              label={t('booking.insurance.details', { name: p.bxmc })}
              testId={`insurance-terms-${p.bxid}`}
              onPress={() => void openTerms(p)}
            >
              {t('booking.insurance.terms')}
            </Pressable>
          </View>
          {props.travellers.map((tr) => (
            <CheckRow
              key={tr.key}
              id={`insurance-${p.bxid}-${tr.key}`}
              label={tr.name}
              accessibleName={t('booking.insurance.forOne', { name: tr.name, product: p.bxmc })}
              checked={(props.value[tr.key] ?? []).includes(p.bxid)}
              onToggle={() => toggle(tr.key, p.bxid)}
            />
          ))}
        </View>
      ))}
      <Sheet
        open={terms !== null}
        title={terms ? terms.bxmc : ''}
        onClose={() => setTerms(null)}
        testId="insurance-terms-sheet"
      >
        {terms ? (
          <View>
            <Text className="bk-sub">
              {[terms.bxxz, t('booking.insurance.insurer', { name: terms.bxgs })].join(' · ')}
            </Text>
            <View className="bk-note">{terms.besm}</View>
            <Text className="bk-terms" data-testid="insurance-terms-text">
              {terms.bxtk}
            </Text>
          </View>
        ) : null}
      </Sheet>
    </View>
  );
});
