import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Pressable } from '../../components/Pressable';
import { saveVipCorpApply } from '../../api/account';
import type { CorpScale, SaveVipCorpApplyRequest } from '../../api/contract';
import {
  checkEmail,
  checkNonEmpty,
  checkPostCode,
  checkTelephone,
  type ValidationResult,
} from '../../domain/validators';
import { validationKey, type MessageKey } from '../../i18n';
import { navigate } from '../../router';
import { useStores } from '../../stores';
import { refusalText } from './kit/errors';
import { Choices, Field, FormMessage, SubmitButton } from './kit/fields';
import '../../i18n/parts/account';

type Draft = Omit<SaveVipCorpApplyRequest, 'corpScale'> & { corpScale: CorpScale | null };
type Key = keyof Draft;

const EMPTY: Draft = {
  fullname: '',
  shortname: '',
  address: '',
  postCode: '',
  linkman: '',
  linkPhone: '',
  email: '',
  province: '',
  city: '',
  industry: '',
  corpScale: null,
};

const SCALES: readonly CorpScale[] = ['1', '2', '3', '4'];

/** Text inputs in form order: [field, label key, required, maxlength]. */
const TEXT_FIELDS: readonly (readonly [Exclude<Key, 'corpScale'>, MessageKey, boolean, number])[] = [
  ['fullname', 'account.apply.fullname', true, 100],
  ['shortname', 'account.apply.shortname', false, 50],
  ['province', 'account.apply.province', true, 30],
  ['city', 'account.apply.city', true, 30],
  ['address', 'account.apply.address', false, 200],
  ['postCode', 'account.apply.postCode', false, 6],
  ['industry', 'account.apply.industry', true, 50],
  ['linkman', 'account.apply.linkman', true, 50],
  ['linkPhone', 'account.apply.linkPhone', true, 20],
  ['email', 'account.apply.email', true, 254],
];

/** The checks of each field (SPEC §5 formats; the contract's required set). */
export function checkCorpApply(d: Draft): Partial<Record<Key, ValidationResult>> {
  const optional = (v: string | undefined, check: (s: string) => ValidationResult) =>
    v?.trim() ? check(v.trim()) : null;
  return {
    fullname: checkNonEmpty(d.fullname),
    province: checkNonEmpty(d.province),
    city: checkNonEmpty(d.city),
    industry: checkNonEmpty(d.industry),
    linkman: checkNonEmpty(d.linkman),
    linkPhone: checkTelephone(d.linkPhone.trim()),
    email: checkEmail(d.email.trim()),
    postCode: optional(d.postCode, checkPostCode),
    corpScale: d.corpScale ? null : 'required',
  };
}

/**
 * The enterprise application (SPEC §3: full and short name, address, post code, contact, phone, e-mail,
 * province, city, industry, scale), stored for the provider to follow up.
 */
export const CorpApplyForm = observer(function CorpApplyForm({ onBack }: { onBack(): void }) {
  const { ui } = useStores();
  const { t } = ui;
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Key, ValidationResult>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const set = (key: Key) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const err = (key: Key) => (errors[key] ? t(validationKey(errors[key] as NonNullable<ValidationResult>)) : null);

  async function submit() {
    const found = checkCorpApply(draft);
    setErrors(found);
    setFailure('');
    if (Object.values(found).some(Boolean) || busy || !draft.corpScale) return;
    setBusy(true);
    try {
      const trimmed = Object.fromEntries(
        Object.entries(draft).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
      ) as Draft;
      const body: SaveVipCorpApplyRequest = {
        fullname: trimmed.fullname,
        linkman: trimmed.linkman,
        linkPhone: trimmed.linkPhone,
        email: trimmed.email,
        province: trimmed.province,
        city: trimmed.city,
        industry: trimmed.industry,
        corpScale: draft.corpScale,
        ...(trimmed.shortname ? { shortname: trimmed.shortname } : {}),
        ...(trimmed.address ? { address: trimmed.address } : {}),
        ...(trimmed.postCode ? { postCode: trimmed.postCode } : {}),
      };
      await saveVipCorpApply(body);
      setDone(true);
    } catch (e) {
      setFailure(refusalText(e));
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <View className="acct-card" data-testid="apply-done">
        <Text className="acct-heading" role="heading" aria-level={1}>
          {t('account.apply.doneTitle')}
        </Text>
        <Text className="acct-sub">{t('account.apply.doneText')}</Text>
        <SubmitButton id="apply-to-login" text={t('account.register.toLogin')} onPress={() => navigate('/login')} />
      </View>
    );
  }

  return (
    <View className="acct-card" data-testid="apply-form">
      <Text className="acct-heading" role="heading" aria-level={1}>
        {t('account.apply.title')}
      </Text>
      <Text className="acct-sub">{t('account.apply.intro')}</Text>
      {TEXT_FIELDS.map(([key, label, required, maxlength]) => (
        <Field
          key={key}
          id={`apply-${key}`}
          label={t(label)}
          type={key === 'postCode' ? 'digit' : 'text'}
          maxlength={maxlength}
          value={draft[key] ?? ''}
          onChange={set(key)}
          error={err(key)}
          required={required}
        />
      ))}
      <Choices
        id="apply-corpScale"
        label={t('account.apply.corpScale')}
        options={SCALES.map((value) => ({ value, label: t(`account.apply.scale.${value}`) }))}
        value={draft.corpScale}
        onChange={(value) => setDraft((d) => ({ ...d, corpScale: value }))}
        error={err('corpScale')}
      />
      <FormMessage id="apply-failure" text={failure} />
      <SubmitButton
        id="apply-submit"
        text={busy ? t('account.submitting') : t('account.apply.submit')}
        busy={busy}
        onPress={() => void submit()}
      />
      <View className="acct-links">
        <Pressable className="acct-link" role="link" testId="apply-back" onPress={onBack}>
          {t('account.apply.back')}
        </Pressable>
      </View>
    </View>
  );
});
