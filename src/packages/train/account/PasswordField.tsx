import { View, Text, Input } from '@tarojs/components';
import '../../../components/booking/kit.scss';

/** A labelled, required password input styled like the shared TextField (which has no password mode). */
export function PasswordField(props: {
  id: string;
  label: string;
  placeholder?: string;
  value: string;
  error?: string;
  hint?: string;
  onChange(value: string): void;
}) {
  const { id, label, placeholder, value, error, hint, onChange } = props;
  return (
    <View className={`bk-field ${error ? 'bk-field--error' : ''}`}>
      <Text className="bk-field__label" id={`${id}-label`}>
        {label}
        <Text className="bk-field__required" aria-hidden>
          *
        </Text>
      </Text>
      <View className="bk-field__control">
        <Input
          id={id}
          data-testid={id}
          className="bk-field__input"
          password
          value={value}
          maxlength={64}
          placeholder={placeholder}
          aria-label={label}
          aria-required
          aria-invalid={error ? true : undefined}
          onInput={(e) => onChange(e.detail.value)}
        />
      </View>
      {hint && !error ? <Text className="bk-field__hint">{hint}</Text> : null}
      {error ? (
        <Text className="bk-field__error" role="alert" data-testid={`${id}-error`}>
          {error}
        </Text>
      ) : null}
    </View>
  );
}
