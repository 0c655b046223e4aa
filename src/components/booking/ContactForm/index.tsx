import { useEffect } from 'react';
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { checkMobile } from '../../../domain/validators';
import { contactMobileOf, rememberContactMobile } from '../../../hosts/storage';
import { useStores } from '../../../stores';
import type { ContactInfo } from '../../../stores/booking';
import { TextField } from '../Field';
import { isMaskedMobile } from './ownMobile';
import '../../../i18n/parts/booking';

export interface ContactFormProps {
  value: ContactInfo;
  onChange(patch: Partial<ContactInfo>): void;
  /** Messages per field, from the form's validation. */
  errors?: Partial<Record<keyof ContactInfo, string>>;
}

/**
 * Contact of the order: linkman, linkTel (mobile rule), linkEmail (optional). Prefilled from the signed-in employee
 * (name and e-mail on file; the mobile this employee last typed here, else their own mobile on file, which arrives
 * masked and is sent back so: the server books with the real number, see ./ownMobile.ts), only into empty fields,
 * so nothing the user typed is overwritten; every field stays editable.
 */
export const ContactForm = observer(function ContactForm({ value, onChange, errors = {} }: ContactFormProps) {
  const { ui, session } = useStores();
  const { t } = ui;
  const emp = session.userInfo?.empInfo;
  const empId = emp?.empId ?? '';

  useEffect(() => {
    if (!emp) return;
    const patch: Partial<ContactInfo> = {};
    if (!value.linkman.trim() && emp.empName) patch.linkman = emp.empName;
    const own = isMaskedMobile(emp.phoneNumber) ? emp.phoneNumber.trim() : '';
    const mobile = value.linkTel.trim() ? '' : contactMobileOf(emp.empId) || own;
    if (mobile) patch.linkTel = mobile;
    if (!value.linkEmail.trim() && emp.email) patch.linkEmail = emp.email;
    if (Object.keys(patch).length > 0) onChange(patch);
    // Once per employee and form: later edits (also emptying a field) are the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [empId]);

  const changeTel = (linkTel: string) => {
    onChange({ linkTel });
    // A complete, valid mobile is worth offering next time; half-typed ones are not.
    if (empId && checkMobile(linkTel.trim()) === null) rememberContactMobile(empId, linkTel.trim());
  };

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
        // A number field cannot show the masked own mobile (H5 <input type=number> drops the '*'): text until cleared.
        type={isMaskedMobile(value.linkTel) ? 'text' : 'number'}
        maxlength={11}
        value={value.linkTel}
        required
        error={errors.linkTel}
        onChange={changeTel}
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
