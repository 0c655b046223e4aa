import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { CheckRow, ChoiceGroup, Sheet, TextField } from '../../../../components/booking';
import { Pressable } from '../../../../components/Pressable';
import type { IdType } from '../../../../api/contract';
import { clock } from '../../../../hosts/clock';
import { useStores } from '../../../../stores';
import { yuan } from '../../detail/format';
import type { HotelGuaranteeApi } from '../api';
import { formatExpiryInput } from './cardRules';
import { GuaranteeStore, type GuaranteeOutcome } from './guaranteeStore';

const HOLDER_ID_TYPES: readonly IdType[] = ['ID', 'PASSPORT'];

export interface GuaranteeSheetProps {
  open: boolean;
  orderId: string;
  /** What the guarantee holds, yuan. */
  amount: number;
  api: HotelGuaranteeApi;
  onClose(): void;
  /** Guaranteed: the caller opens the after-guarantee screen. */
  onDone(): void;
}

/**
 * The card guarantee of a booked order: the amount held, a saved card or a new one (number grouped 4-4-4-4, expiry
 * MM/YY, masked CVV, holder and document, keep the card), checked here, then by creditcardValidate, then the
 * guarantee with the card's token.
 */
export const GuaranteeSheet = observer(function GuaranteeSheet(props: GuaranteeSheetProps) {
  const { ui } = useStores();
  const { t } = ui;
  const [store] = useState(() => new GuaranteeStore({ api: props.api, now: () => clock.now() }));
  const [outcome, setOutcome] = useState<GuaranteeOutcome | null>(null);
  useEffect(() => {
    if (props.open) void store.loadCards();
  }, [store, props.open]);
  if (!props.open) return null;
  const p = store.problems;
  const err = (k: keyof typeof p) => {
    const key = p[k];
    if (!key) return undefined;
    const server = store.serverProblem;
    return server && server.key === key && server.message ? server.message : t(key);
  };
  const onSubmit = async () => {
    const result = await store.submit(props.orderId);
    setOutcome(result);
    if (result === 'guaranteed') props.onDone();
  };
  const newCard = store.chosen === '';
  return (
    <Sheet
      open
      id="ht-guarantee"
      testId="ht-guarantee"
      title={t('hotelBooking.card.title')}
      onClose={props.onClose}
      footer={
        <Pressable
          className={`bk-btn bk-btn--primary ${store.running ? 'is-busy' : ''}`}
          disabled={store.running}
          testId="ht-guarantee-submit"
          onPress={() => void onSubmit()}
        >
          {store.running ? t('hotelBooking.card.submitting') : t('hotelBooking.card.submit')}
        </Pressable>
      }
    >
      <Text className="ht-guarantee__amount" data-testid="ht-guarantee-amount">
        {t('hotelBooking.card.amount', { price: yuan(props.amount) })}
      </Text>
      {store.cards.length > 0 ? (
        <ChoiceGroup<string>
          id="ht-guarantee-card"
          label={t('hotelBooking.card.choose')}
          options={[
            ...store.cards.map((c) => ({
              value: c.cardToken,
              label: t('hotelBooking.card.saved', { brand: c.brand.toUpperCase(), last4: c.last4 }),
            })),
            { value: '', label: t('hotelBooking.card.new') },
          ]}
          value={store.chosen}
          onChange={(v) => store.choose(v)}
        />
      ) : null}
      {newCard && store.validated ? (
        <Text className="bk-sub" data-testid="ht-guarantee-validated">
          {t('hotelBooking.card.validated', { last4: store.validated.last4 })}
        </Text>
      ) : null}
      {newCard && !store.validated ? (
        <View className="ht-guarantee__new">
          <TextField
            id="ht-guarantee-number"
            label={t('hotelBooking.card.number')}
            value={store.shownNumber}
            type="text"
            maxlength={23}
            required
            onChange={(v) => store.setField('cardNo', v)}
            error={err('cardNo')}
            suffix={store.brand ? <Text className="bk-sub">{store.brand.toUpperCase()}</Text> : null}
          />
          <TextField
            id="ht-guarantee-expiry"
            label={t('hotelBooking.card.expiry')}
            placeholder="MM/YY"
            value={store.expiry}
            maxlength={5}
            required
            onChange={(v) => store.setField('expiry', formatExpiryInput(v))}
            error={err('expiry')}
          />
          <TextField
            id="ht-guarantee-cvv"
            label={t('hotelBooking.card.cvv')}
            value={store.cvv}
            type="number"
            password
            maxlength={4}
            required
            onChange={(v) => store.setField('cvv', v)}
            error={err('cvv')}
          />
          <TextField
            id="ht-guarantee-holder"
            label={t('hotelBooking.card.holder')}
            value={store.holderName}
            required
            onChange={(v) => store.setField('holderName', v)}
            error={err('holderName')}
          />
          <ChoiceGroup<IdType>
            id="ht-guarantee-id-type"
            label={t('hotelBooking.card.idType')}
            options={HOLDER_ID_TYPES.map((v) => ({ value: v, label: t(`booking.idType.${v}`) }))}
            value={store.idType}
            onChange={(v) => store.setIdType(v)}
          />
          <TextField
            id="ht-guarantee-id-no"
            label={t('hotelBooking.card.idNo')}
            value={store.idNo}
            type="idcard"
            required
            onChange={(v) => store.setField('idNo', v)}
            error={err('idNo')}
          />
          <CheckRow
            id="ht-guarantee-save"
            label={t('hotelBooking.card.save')}
            checked={store.save}
            onToggle={() => store.setSave(!store.save)}
          />
        </View>
      ) : null}
      {outcome === 'failed' ? (
        <Text className="bk-field__error" role="alert" data-testid="ht-guarantee-failed">
          {t('hotelBooking.card.failed')}
        </Text>
      ) : null}
    </Sheet>
  );
});
