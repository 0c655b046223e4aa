import { useEffect, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { Pressable } from '../../Pressable';
import { observer } from 'mobx-react-lite';
import type { ViolationReason } from '../../../api/contract';
import { useStores } from '../../../stores';
import type { ViolationChoice } from '../../../stores/booking';
import { TextField } from '../Field';
import type { MessageKey } from '../../../i18n';
import '../kit.scss';
import '../../../i18n/parts/booking';
import { Icon } from '../../Icon';
import { check } from '../../Icon/icons';

export interface ViolationReasonPickerProps {
  /** Reasons of the product (vipWbyy/list). */
  reasons: readonly ViolationReason[];
  value: ViolationChoice;
  onChange(value: ViolationChoice): void;
  /** A typed reason is allowed besides the listed ones (BookingRules.freeTextReason, or no listed reason). */
  allowTyped: boolean;
  error?: string;
  /** Prefix of the data-testids and element ids; `violation-reason` unless told. */
  testId?: string;
  /** The wording; the policy violation's unless told. */
  texts?: ViolationReasonTexts;
}

/** Message keys of a reason picker's wording. */
export interface ViolationReasonTexts {
  title: MessageKey;
  hint: MessageKey;
  other: MessageKey;
  typed: MessageKey;
}

const VIOLATION_TEXTS: ViolationReasonTexts = {
  title: 'booking.violation.title',
  hint: 'booking.violation.hint',
  other: 'booking.violation.other',
  typed: 'booking.violation.typed',
};

/** The reason for booking outside the travel policy: one of the company's reasons or a typed one. */
export const ViolationReasonPicker = observer(function ViolationReasonPicker(props: ViolationReasonPickerProps) {
  const { ui } = useStores();
  const { t } = ui;
  const id = props.testId ?? 'violation-reason';
  const texts = props.texts ?? VIOLATION_TEXTS;
  const typedAllowed = props.allowTyped || props.reasons.length === 0;
  const [other, setOther] = useState(props.value.reasonId === '' && props.value.text !== '');
  useEffect(() => {
    if (props.value.reasonId) setOther(false);
  }, [props.value.reasonId]);

  return (
    <View className="bk-field" data-testid={id}>
      <Text className="bk-field__label" id={`${id}-label`}>
        {t(texts.title)}
        <Text className="bk-field__required" aria-hidden>
          *
        </Text>
      </Text>
      <Text className="bk-sub">{t(texts.hint)}</Text>
      <View role="radiogroup" aria-labelledby={`${id}-label`} aria-required>
        {props.reasons.map((r) => (
          <Pressable
            key={r.id}
            className="bk-row"
            role="radio"
            selected={!other && props.value.reasonId === r.id}
            testId={`${id}-${r.id}`}
            onPress={() => {
              setOther(false);
              props.onChange({ reasonId: r.id, text: r.text });
            }}
          >
            <Text className="bk-row__label">{r.text}</Text>
            {!other && props.value.reasonId === r.id ? <Icon icon={check} className="bk-row__chevron" /> : null}
          </Pressable>
        ))}
        {typedAllowed ? (
          <Pressable
            className="bk-row"
            role="radio"
            selected={other}
            testId={`${id}-other`}
            onPress={() => {
              setOther(true);
              props.onChange({ reasonId: '', text: '' });
            }}
          >
            <Text className="bk-row__label">{t(texts.other)}</Text>
            {other ? <Icon icon={check} className="bk-row__chevron" /> : null}
          </Pressable>
        ) : null}
      </View>
      {typedAllowed && other ? (
        <TextField
          id={`${id}-text`}
          label={t(texts.typed)}
          value={props.value.text}
          maxlength={100}
          onChange={(text) => props.onChange({ reasonId: '', text })}
        />
      ) : null}
      {props.error ? (
        <Text className="bk-field__error" role="alert" data-testid={`${id}-error`}>
          {props.error}
        </Text>
      ) : null}
    </View>
  );
});
