import { useState } from 'react';
import { View, Text, Input } from '@tarojs/components';
import { Pressable } from '../../Pressable';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../../stores';
import { Sheet } from '../Sheet';
import { PickerRow } from '../Field';
import '../kit.scss';
import '../../../i18n/parts/booking';
import { Icon } from '../../Icon';
import { check } from '../../Icon/icons';

/** One choosable item (cost centre, project…). */
export interface OptionItem {
  id: string;
  name: string;
  code: string;
}

export interface OptionPickerProps {
  /** Test and element id of the row. */
  id: string;
  title: string;
  options: readonly OptionItem[];
  valueId: string | null;
  onChange(id: string | null): void;
  required?: boolean;
  error?: string;
}

/** A form row opening a searchable single-choice sheet (cost centre, project). */
export const OptionPicker = observer(function OptionPicker(props: OptionPickerProps) {
  const { ui } = useStores();
  const { t } = ui;
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const chosen = props.options.find((o) => o.id === props.valueId) ?? null;
  const k = keyword.trim().toLowerCase();
  const shown = k
    ? props.options.filter((o) => o.name.toLowerCase().includes(k) || o.code.toLowerCase().includes(k))
    : props.options;
  const pick = (id: string | null) => {
    props.onChange(id);
    setOpen(false);
    setKeyword('');
  };

  return (
    <>
      <PickerRow
        id={props.id}
        label={props.title}
        value={chosen ? chosen.name : ''}
        placeholder={t(props.required ? 'booking.choose' : 'booking.optional')}
        required={props.required}
        error={props.error}
        onClick={() => setOpen(true)}
      />
      <Sheet open={open} title={props.title} onClose={() => setOpen(false)} testId={`${props.id}-sheet`}>
        {props.options.length > 8 ? (
          <View className="bk-field">
            <Input
              className="bk-field__input"
              type="text"
              value={keyword}
              placeholder={t('booking.picker.search')}
              aria-label={t('booking.picker.search')}
              onInput={(e) => setKeyword(e.detail.value)}
            />
          </View>
        ) : null}
        <View role="radiogroup" aria-label={props.title}>
          {props.required ? null : (
            <Pressable
              className="bk-row"
              role="radio"
              selected={props.valueId === null}
              testId={`${props.id}-option-none`}
              onPress={() => pick(null)}
            >
              <Text className="bk-row__label">{t('booking.none')}</Text>
            </Pressable>
          )}
          {shown.map((o) => (
            <Pressable
              key={o.id}
              className="bk-row"
              role="radio"
              selected={props.valueId === o.id}
              testId={`${props.id}-option-${o.id}`}
              onPress={() => pick(o.id)}
            >
              <Text className="bk-row__label">{o.name}</Text>
              <Text className="bk-row__value bk-sub">{o.code}</Text>
              {props.valueId === o.id ? <Icon icon={check} className="bk-row__chevron" /> : null}
            </Pressable>
          ))}
          {shown.length === 0 ? (
            <Text className="bk-sub" role="status">
              {t('booking.picker.empty')}
            </Text>
          ) : null}
        </View>
      </Sheet>
    </>
  );
});
