/**
 * The rows of the car place search: a place option (name and address) and the saved places (home and office, set
 * or not, and the others; in edit mode each removes itself).
 */
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { CarPlace, FavoritePlace } from '../../../api/contract/car';
import { Pressable } from '../../../components/Pressable';
import type { Translate } from '../../../components/format';
import { NO_TRANSLATE } from '../components/labels';
import type { CarSearchStore } from './searchStore';
import { Icon } from '../../../components/Icon';
import { close } from '../../../components/Icon/icons';

export function PlaceOption(props: { place: CarPlace; testId: string; onPick(): void; extra?: string }) {
  const { place } = props;
  return (
    <Pressable
      role="option"
      className="carq-opt"
      label={`${props.extra ? `${props.extra} ` : ''}${place.name} ${place.address}`}
      onPress={props.onPick}
      testId={props.testId}
    >
      <View className="carq-opt__text" aria-hidden>
        <Text className="carq-opt__name" {...NO_TRANSLATE}>
          {props.extra ? <Text className="carq-opt__tag">{props.extra} </Text> : null}
          {place.name}
        </Text>{' '}
        <Text className="carq-opt__address" {...NO_TRANSLATE}>
          {place.address}
        </Text>
      </View>
    </Pressable>
  );
}

export const FavoriteChips = observer(function FavoriteChips(props: {
  store: CarSearchStore;
  t: Translate;
  editing: boolean;
  onPick(place: CarPlace): void;
  onSetting(tag: 'home' | 'office'): void;
}) {
  const { store, t, editing } = props;
  const places = store.places;
  const tagName = (tag: FavoritePlace['tag']) =>
    t(tag === 'home' ? 'car.fav.home' : tag === 'office' ? 'car.fav.office' : 'car.fav.other');
  const fixed: ('home' | 'office')[] = ['home', 'office'];
  return (
    <View className="carq-favs" role="group" aria-label={t('car.fav.title')} data-testid="favorites">
      {fixed.map((tag) => {
        const fav = tag === 'home' ? places.home : places.office;
        if (editing && fav) {
          return (
            <Pressable
              key={tag}
              className="carq-chip carq-chip--remove"
              label={t('car.fav.remove', { name: `${tagName(tag)} ${fav.place.name}` })}
              onPress={() => void places.removeFavorite(fav)}
              testId={`fav-remove-${tag}`}
            >
              <Text aria-hidden>{tagName(tag)}</Text>
              <Icon icon={close} />
            </Pressable>
          );
        }
        return (
          <Pressable
            key={tag}
            className="carq-chip"
            label={fav ? `${tagName(tag)} ${fav.place.name}` : t('car.fav.unset', { tag: tagName(tag) })}
            onPress={() => (fav ? props.onPick(fav.place) : props.onSetting(tag))}
            testId={`fav-${tag}`}
          >
            <Text aria-hidden>{tagName(tag)}</Text>{' '}
            <Text className="carq-chip__sub" aria-hidden {...NO_TRANSLATE}>
              {fav ? fav.place.name : t('car.fav.unset', { tag: '' })}
            </Text>
          </Pressable>
        );
      })}
      {places.others.map((fav) => (
        <Pressable
          key={fav.id}
          className={`carq-chip${editing ? ' carq-chip--remove' : ''}`}
          label={editing ? t('car.fav.remove', { name: fav.place.name }) : fav.place.name}
          onPress={() => (editing ? void places.removeFavorite(fav) : props.onPick(fav.place))}
          testId={`fav-${editing ? 'remove-' : ''}${fav.id}`}
        >
          <Text aria-hidden {...NO_TRANSLATE}>
            {fav.place.name}
          </Text>
          {editing ? <Icon icon={close} /> : null}
        </Pressable>
      ))}
    </View>
  );
});
