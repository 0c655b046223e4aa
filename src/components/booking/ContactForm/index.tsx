import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../../stores';
import type { ContactInfo } from '../../../stores/booking';
import { TextField } from '../Field';
import '../../../i18n/parts/booking';

export interface ContactFormProps {
  value: ContactInfo;
  onChange(patch: Partial<ContactInfo>): void;
  /** Messages per field, from the form's validation. */
  errors?: Partial<Record<keyof ContactInfo, string>>;
}

/** Contact of the order: linkman, linkTel (mobile rule), linkEmail (optional). */
export const ContactForm = observer(function ContactForm({ value, onChange, errors = {} }: ContactFormProps) {
  const { ui } = useStores();
  const { t } = ui;
  return (
    <View data-testid="contact-form">
      <TextField
        id="contact-linkman"
        label={t('booking.contact.linkman')}
        placeholder={t('booking.contact.linkman.placeholder')}
        value={value.linkman}
        maxlength={60}
        required
        error={errors.linkman}
        onChange={(linkman) => onChange({ linkman })}
      />
      <TextField
        id="contact-linkTel"
        label={t('booking.contact.linkTel')}
        placeholder={t('booking.contact.linkTel.placeholder')}
        type="number"
        maxlength={11}
        value={value.linkTel}
        required
        error={errors.linkTel}
        onChange={(linkTel) => onChange({ linkTel })}
      />
      <TextField
        id="contact-linkEmail"
        label={t('booking.contact.linkEmail')}
        placeholder={t('booking.contact.linkEmail.placeholder')}
        value={value.linkEmail}
        maxlength={254}
        error={errors.linkEmail}
        onChange={(linkEmail) => onChange({ linkEmail })}
      />
    </View>
  );
});
