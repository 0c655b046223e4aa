import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Card, CheckRow, TextField } from '../../../components/booking';
import { HOTEL_NEED_LIMITS } from '../../../api/contract/hotelNeed';
import { useStores } from '../../../stores';
import { NEED_STARS } from './needForm';
import type { HotelNeedStore } from './needStore';
import { problemText, starKey } from './text';
import '../../../i18n/parts/hotelNeed';

const count = (s: string): number => Array.from(s).length;

/** What the hotel should be: budget per night, stars, area or landmark and free requirements (≤ 200). */
export const WishCard = observer(function WishCard({ store }: { store: HotelNeedStore }) {
  const { ui } = useStores();
  const { t } = ui;
  const { form, problems } = store;
  return (
    <Card id="need-wish" title={t('hotelNeed.wish')}>
      <TextField
        id="need-budget"
        label={t('hotelNeed.budget')}
        type="digit"
        value={form.budget}
        hint={t('hotelNeed.budget.hint')}
        error={problemText(t, problems.budget)}
        onChange={(v) => store.setText('budget', v)}
      />
      <View className="bk-field" role="group" aria-labelledby="need-stars-label">
        <Text className="bk-field__label" id="need-stars-label">
          {t('hotelNeed.stars')}
        </Text>
        <View className="ht-need__stars">
          {NEED_STARS.map((star) => (
            <CheckRow
              key={star}
              id={`need-star-${star}`}
              label={t(starKey(star))}
              checked={form.stars.includes(star)}
              onToggle={() => store.toggleStar(star)}
            />
          ))}
        </View>
      </View>
      <TextField
        id="need-area"
        label={t('hotelNeed.area')}
        value={form.area}
        placeholder={t('hotelNeed.area.placeholder')}
        maxlength={HOTEL_NEED_LIMITS.areaMax}
        error={problemText(t, problems.area)}
        onChange={(v) => store.setText('area', v)}
      />
      <TextField
        id="need-requirements"
        label={t('hotelNeed.requirements')}
        value={form.requirements}
        placeholder={t('hotelNeed.requirements.placeholder')}
        maxlength={HOTEL_NEED_LIMITS.requirementsMax}
        error={problemText(t, problems.requirements)}
        onChange={(v) => store.setText('requirements', v)}
        suffix={
          <Text className="ht-need__count" data-testid="need-requirements-count">
            {t('hotelNeed.count', { n: count(form.requirements), max: HOTEL_NEED_LIMITS.requirementsMax })}
          </Text>
        }
      />
    </Card>
  );
});

/** Who the agency calls back. */
export const ContactCard = observer(function ContactCard({ store }: { store: HotelNeedStore }) {
  const { ui } = useStores();
  const { t } = ui;
  const { form, problems } = store;
  return (
    <Card id="need-contact" title={t('hotelNeed.contact')}>
      <TextField
        id="need-linkman"
        label={t('hotelNeed.linkman')}
        value={form.linkman}
        required
        maxlength={50}
        error={problemText(t, problems.linkman)}
        onChange={(v) => store.setText('linkman', v)}
      />
      <TextField
        id="need-linkTel"
        label={t('hotelNeed.linkTel')}
        type="number"
        value={form.linkTel}
        required
        maxlength={11}
        error={problemText(t, problems.linkTel)}
        onChange={(v) => store.setText('linkTel', v)}
      />
    </Card>
  );
});
