/**
 * The room conditions editor (SPEC §2 /ht/htIntEdit; §9 up to 10 children, at most 10 guests, nationality default
 * CN): rooms (1–10), adults per room (at least one), children with their ages (0–17), and the guests' nationality
 * from a searchable list. Every change is checked by the shared occupancy rule and a refused one says why; 'done'
 * saves the conditions into the international store and goes back to whoever opened the editor (the query, a
 * hotel's rooms, the booking form — each asks again for the new conditions).
 */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { HOTEL_INTL_LIMITS, type IntlOccupancy } from '../../../api/contract/hotelIntl';
import { Card, PickerRow } from '../../../components/booking';
import { PageShell } from '../../../components/PageShell';
import { Pressable } from '../../../components/Pressable';
import { goBack } from '../../../router';
import { useStores } from '../../../stores';
import { useHotelStores } from '../store';
import { countryName } from './countries';
import { NationalitySheet } from './NationalitySheet';
import { addChild, addRoom, OccupancyDraft, removeChild, removeRoom, setAdults, setChildAge } from './occupancy';
import { INTL_EDIT } from './screens';
import { Stepper } from './Stepper';
import '../components/hotel.scss';
import './intl.scss';
import '../../../i18n/parts/hotelIntl';

const LIMIT_VALUES = {
  rooms: HOTEL_INTL_LIMITS.maxRooms,
  guests: HOTEL_INTL_LIMITS.maxGuests,
  children: HOTEL_INTL_LIMITS.maxChildren,
};

/** One room: its adults and its children with their ages. */
const RoomEditor = observer(function RoomEditor(props: { draft: OccupancyDraft; index: number; room: IntlOccupancy }) {
  const { ui } = useStores();
  const { t } = ui;
  const { draft, index, room } = props;
  const n = index + 1;
  const id = `room-${index}`;
  return (
    <Card
      id={`hti-${id}`}
      title={t('hotelIntl.edit.room', { n })}
      action={
        draft.occupancy.length > 1 ? (
          <Pressable
            className="hti-link"
            label={t('hotelIntl.edit.removeRoom', { n })}
            testId={`${id}-remove`}
            onPress={() => draft.apply((o) => removeRoom(o, index))}
          >
            <Text aria-hidden>{t('hotelIntl.edit.remove')}</Text>
          </Pressable>
        ) : undefined
      }
    >
      <View className="hti-line">
        <View className="hti-line__label">
          <Text>{t('hotelIntl.edit.adults')}</Text>
          <Text className="hti-sub">{t('hotelIntl.edit.adultsHint')}</Text>
        </View>
        <Stepper
          value={String(room.adults)}
          lessLabel={t('hotelIntl.edit.adultsLess', { n })}
          moreLabel={t('hotelIntl.edit.adultsMore', { n })}
          testId={`${id}-adults`}
          onLess={() => draft.apply((o) => setAdults(o, index, room.adults - 1))}
          onMore={() => draft.apply((o) => setAdults(o, index, room.adults + 1))}
        />
      </View>
      {room.childAges.map((age, c) => (
        <View className="hti-line" key={c} data-testid={`${id}-child-${c}`}>
          <View className="hti-line__label">
            <Text>{t('hotelIntl.edit.child', { n: c + 1 })}</Text>
            <Pressable
              className="hti-link"
              label={t('hotelIntl.edit.removeChild', { n: c + 1 })}
              testId={`${id}-child-${c}-remove`}
              onPress={() => draft.apply((o) => removeChild(o, index, c))}
            >
              <Text aria-hidden>{t('hotelIntl.edit.remove')}</Text>
            </Pressable>
          </View>
          <Stepper
            value={t('hotelIntl.edit.age', { n: age })}
            lessLabel={t('hotelIntl.edit.ageLess', { n: c + 1 })}
            moreLabel={t('hotelIntl.edit.ageMore', { n: c + 1 })}
            testId={`${id}-child-${c}-age`}
            onLess={() => draft.apply((o) => setChildAge(o, index, c, age - 1))}
            onMore={() => draft.apply((o) => setChildAge(o, index, c, age + 1))}
          />
        </View>
      ))}
      {/* No aria-label: the name starts with what the link shows (speech input, axe label-content-name-mismatch);
          hidden text then says which room the child is added to. */}
      <Pressable
        className="hti-link hti-add"
        testId={`${id}-add-child`}
        onPress={() => draft.apply((o) => addChild(o, index))}
      >
        <Text aria-hidden>+ </Text>
        <Text>
          {t('hotelIntl.edit.children')} ({t('hotelIntl.edit.childrenHint')})
        </Text>{' '}
        <Text className="visually-hidden">{t('hotelIntl.edit.addChild', { n })}</Text>
      </Pressable>
    </Card>
  );
});

export const ConditionsScreen = observer(function ConditionsScreen() {
  const { ui } = useStores();
  const { t } = ui;
  const intl = useHotelStores().intl;
  const [draft] = useState(() => new OccupancyDraft(intl.occupancy, intl.nationality));
  const [choosing, setChoosing] = useState(false);
  const nationality = countryName(draft.nationality, ui.locale);
  const save = () => {
    if (intl.setConditions(draft.occupancy, draft.nationality)) void goBack();
  };
  return (
    <PageShell route={INTL_EDIT} title="hotelIntl.edit.title" className="hti-page">
      <View className="hti-body">
        {draft.occupancy.map((room, i) => (
          <RoomEditor key={i} draft={draft} index={i} room={room} />
        ))}
        <Pressable className="hti-link hti-add" testId="add-room" onPress={() => draft.apply(addRoom)}>
          + {t('hotelIntl.edit.addRoom')}
        </Pressable>
        <Text className="hti-sub hti-limits">{t('hotelIntl.edit.limits', LIMIT_VALUES)}</Text>
        {draft.refused ? (
          <Text className="bk-alert" role="alert" data-testid="conditions-refused">
            {t(`hotelIntl.problem.${draft.refused}`, LIMIT_VALUES)}
          </Text>
        ) : null}
        <View className="bk-card">
          <PickerRow
            id="nationality"
            label={t('hotelIntl.edit.nationality')}
            value={nationality}
            placeholder=""
            onClick={() => setChoosing(true)}
          />
        </View>
      </View>
      <View className="hti-bar">
        <Pressable className="ht-btn ht-btn--primary ht-btn--block" testId="conditions-save" onPress={save}>
          {t('hotelIntl.edit.save')}
        </Pressable>
      </View>
      <NationalitySheet
        open={choosing}
        value={draft.nationality}
        onChoose={(code) => draft.setNationality(code)}
        onClose={() => setChoosing(false)}
      />
    </PageShell>
  );
});
