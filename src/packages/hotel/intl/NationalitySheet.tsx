/** The guests' nationality: a searchable list of countries and regions (SPEC §9 default CN). */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Sheet, TextField } from '../../../components/booking';
import { Pressable } from '../../../components/Pressable';
import { useStores } from '../../../stores';
import { NO_TRANSLATE } from '../detail/format';
import { searchCountries } from './countries';
import '../../../i18n/parts/hotelIntl';

export const NationalitySheet = observer(function NationalitySheet(props: {
  open: boolean;
  value: string;
  onChoose(code: string): void;
  onClose(): void;
}) {
  const { ui } = useStores();
  const { t } = ui;
  const [text, setText] = useState('');
  const found = searchCountries(text);
  return (
    <Sheet open={props.open} title={t('hotelIntl.edit.nationality')} onClose={props.onClose} testId="nationality-sheet">
      <TextField
        id="nationality-search"
        label={t('hotelIntl.edit.nationality.search')}
        value={text}
        placeholder={t('hotelIntl.edit.nationality.search')}
        onChange={setText}
      />
      <View role="radiogroup" aria-label={t('hotelIntl.edit.nationality')} className="hti-countries">
        {found.map((c) => (
          <Pressable
            key={c.code}
            role="radio"
            selected={props.value === c.code}
            className={`hti-country${props.value === c.code ? ' hti-country--on' : ''}`}
            testId={`nationality-${c.code}`}
            onPress={() => {
              props.onChoose(c.code);
              props.onClose();
            }}
          >
            <Text>{ui.locale === 'en-US' ? c.en : c.zh}</Text>
            <Text className="hti-sub" {...NO_TRANSLATE}>
              {c.code}
            </Text>
          </Pressable>
        ))}
        {found.length === 0 ? (
          <Text className="hti-sub" role="status">
            {t('hotelIntl.edit.nationality.none')}
          </Text>
        ) : null}
      </View>
    </Sheet>
  );
});
