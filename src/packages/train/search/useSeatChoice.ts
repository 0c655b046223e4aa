import { useState } from 'react';
import type { TrainItem, TrainSeat } from '../../../api/contract/train';
import { showDialog } from '../../../hosts/ui';
import type { MessageKey } from '../../../i18n';
import { navigate } from '../../../router';
import { useStores } from '../../../stores';
import type { SeatOffer } from './listing';
import type { TrainStore } from './trainStore';
import '../../../i18n/parts/train';

/**
 * Choosing a seat on the list and detail screens: a waitlist seat opens the waitlist form; a bookable one is
 * checked and priced by the server (one at a time), a refusal is shown in the 'prompt' dialog (SPEC §8), else the
 * booking form opens.
 */
export function useSeatChoice(store: TrainStore) {
  const { ui } = useStores();
  const { t } = ui;
  const [busy, setBusy] = useState(false);

  const prompt = (text: string) =>
    void showDialog({ title: t('train.prompt'), content: text, confirmText: t('train.ok') });
  const refusal = (answer: string) =>
    answer === 'forbidden' || answer === 'failed' ? t(`train.v.${answer}` as MessageKey) : answer;

  /** Runs a server check (null when it went through); `after` runs before the booking form opens. */
  const choose = async (check: () => Promise<string | null>, after?: () => void) => {
    if (busy) return;
    setBusy(true);
    const answer = await check();
    setBusy(false);
    if (answer) {
      prompt(refusal(answer));
      return;
    }
    after?.();
    void navigate('/tr/trEdit');
  };

  const onSeat = async (train: TrainItem, seat: TrainSeat, offer: Exclude<SeatOffer, 'none'>) => {
    if (offer === 'waitlist') {
      store.choose(train, seat);
      void navigate('/tr/trBenchEdit');
      return;
    }
    await choose(() => store.chooseChecked(train, seat));
  };

  return { busy, prompt, choose, onSeat };
}
