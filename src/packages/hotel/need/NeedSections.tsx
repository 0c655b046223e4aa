import { Text, View } from '@tarojs/components';
import { Button } from '../../../components/Button';
import { observer } from 'mobx-react-lite';
import type { HotelNeedItem, HotelNeedNote, HotelNeedQuote } from '../../../api/contract/hotelNeed';
import { Card } from '../../../components/booking';
import { priceText } from '../../../components/format';
import type { MessageKey } from '../../../i18n';
import { useStores } from '../../../stores';
import { starKey, starsText, statusGroup, statusKey } from './text';
import '../../../i18n/parts/hotelNeed';

const NO_TRANSLATE: Record<string, unknown> = { translate: 'no' };

const HINTS: Record<HotelNeedItem['status'], MessageKey> = {
  submitted: 'hotelNeed.hint.submitted',
  processing: 'hotelNeed.hint.processing',
  quoted: 'hotelNeed.hint.quoted',
  closed: 'hotelNeed.hint.closed',
};

/** The need's status with what it means, its number and when it was sent. */
export const StatusHead = observer(function StatusHead({ need }: { need: HotelNeedItem }) {
  const { t } = useStores().ui;
  return (
    <View className="ht-need__head" data-testid="need-status" data-status={need.status}>
      <Text className={`obt-status obt-status--${statusGroup(need.status)}`} role="heading" aria-level={1}>
        {t(statusKey(need.status))}
      </Text>
      <Text className="ht-need__sub" role="status">
        {t(HINTS[need.status])}
      </Text>
      <Text className="ht-need__muted">
        {t('hotelNeed.detail.no')} <Text {...NO_TRANSLATE}>{need.needNo}</Text> · {t('hotelNeed.detail.createdAt')}{' '}
        <Text {...NO_TRANSLATE}>{need.createdAt}</Text>
      </Text>
    </View>
  );
});

/** A suggested hotel with the button that opens it for booking. */
export const QuoteCard = observer(function QuoteCard({
  quote,
  onOpen,
}: {
  quote: HotelNeedQuote;
  onOpen(quote: HotelNeedQuote): void;
}) {
  const { ui } = useStores();
  const { t } = ui;
  const name = ui.locale === 'en-US' ? quote.hotelNameEn : quote.hotelName;
  return (
    <View className="ht-need__quote" data-testid={`need-quote-${quote.hotelId}`}>
      <Text className="ht-need__quote-name" {...NO_TRANSLATE}>
        {name}
      </Text>
      <Text className="ht-need__sub">
        {t(starKey(quote.star))} ·{' '}
        <Text {...NO_TRANSLATE}>{t('hotelNeed.quote.price', { price: priceText(quote.price) })}</Text>
      </Text>
      <Button
        className="ht-need__quote-btn"
        aria-label={t('hotelNeed.quote.open', { hotel: name })}
        data-testid={`need-quote-open-${quote.hotelId}`}
        onClick={() => onOpen(quote)}
      >
        {t('hotelNeed.quote.book')}
      </Button>
    </View>
  );
});

/** The conversation, oldest first: agency answers (with a quote's hotel) and my remarks. */
export const NoteThread = observer(function NoteThread({
  notes,
  onOpenHotel,
}: {
  notes: readonly HotelNeedNote[];
  onOpenHotel(quote: HotelNeedQuote): void;
}) {
  const { t } = useStores().ui;
  return (
    <Card id="need-notes" title={t('hotelNeed.notes')}>
      {notes.length === 0 ? (
        <Text className="ht-need__muted">{t('hotelNeed.notes.empty')}</Text>
      ) : (
        <View role="list" className="ht-need__thread">
          {notes.map((n) => (
            <View
              key={n.noteId}
              role="listitem"
              className={`ht-need__note ht-need__note--${n.author}`}
              data-testid={`need-note-${n.noteId}`}
              data-author={n.author}
            >
              <Text className="ht-need__note-who">
                <Text {...NO_TRANSLATE}>{n.author === 'user' ? t('hotelNeed.notes.you') : n.authorName}</Text> ·{' '}
                <Text {...NO_TRANSLATE}>{n.createdAt}</Text>
              </Text>
              <Text className="ht-need__note-text">{n.content}</Text>
              {n.quote ? <QuoteCard quote={n.quote} onOpen={onOpenHotel} /> : null}
            </View>
          ))}
        </View>
      )}
    </Card>
  );
});

function Line({ label, value, id }: { label: string; value: string; id: string }) {
  return (
    <View className="ht-need__line" data-testid={id}>
      <Text className="ht-need__line-label">{label}</Text>
      <Text className="ht-need__line-value" {...NO_TRANSLATE}>
        {value}
      </Text>
    </View>
  );
}

/** What was asked. */
export const RequestCard = observer(function RequestCard({ need }: { need: HotelNeedItem }) {
  const { t } = useStores().ui;
  return (
    <Card id="need-request" title={t('hotelNeed.detail.request')}>
      <Line id="need-line-city" label={t('hotelNeed.city')} value={need.cityName} />
      <Line
        id="need-line-stay"
        label={t('hotelNeed.detail.stay')}
        value={t('hotelNeed.dates.value', { checkIn: need.checkIn, checkOut: need.checkOut, n: need.nights })}
      />
      <Line
        id="need-line-guests"
        label={t('hotelNeed.detail.roomsGuests')}
        value={t('hotelNeed.detail.roomsGuestsValue', { rooms: need.rooms, names: need.guestNames.join('、') })}
      />
      <Line
        id="need-line-budget"
        label={t('hotelNeed.detail.budget')}
        value={
          need.budget > 0
            ? t('hotelNeed.detail.budgetValue', { amount: priceText(need.budget) })
            : t('hotelNeed.detail.noLimit')
        }
      />
      <Line id="need-line-stars" label={t('hotelNeed.detail.stars')} value={starsText(t, need.stars)} />
      {need.area ? <Line id="need-line-area" label={t('hotelNeed.area')} value={need.area} /> : null}
      {need.requirements ? (
        <Line id="need-line-req" label={t('hotelNeed.requirements')} value={need.requirements} />
      ) : null}
      <Line id="need-line-contact" label={t('hotelNeed.detail.contact')} value={`${need.linkman} ${need.linkTel}`} />
    </Card>
  );
});
