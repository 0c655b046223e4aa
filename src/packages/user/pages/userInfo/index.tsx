import { useEffect, useRef, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Pressable } from '../../../../components/Pressable';
import { revealPersonalData, vipEmpEditInfoObt } from '../../../../api/account';
import type { EmpDetail, RevealedPersonalData } from '../../../../api/contract';
import { vipEmpFindDetail } from '../../../../api/people';
import { EmptyState } from '../../../../components/EmptyState';
import { PageShell } from '../../../../components/PageShell';
import { checkNonEmpty } from '../../../../domain/validators';
import { showToast } from '../../../../hosts/ui';
import { hasKey, validationKey, type MessageKey } from '../../../../i18n';
import { useStores } from '../../../../stores';
import { cipherPassword } from '../../../../pages/register/kit/cipher';
import { refusalText } from '../../../../pages/register/kit/errors';
import { Choices, Field, FormMessage, PasswordField, SubmitButton } from '../../../../pages/register/kit/fields';
import { useCountdown } from '../../../../pages/register/kit/useCountdown';
import { InfoRow } from '../settings/rows';
import { checkProfile, profileRequest, type ProfileDraft, type ProfileProblems } from './profile';
import '../../../../pages/register/kit/account.scss';
import '../../../../i18n/parts/account';
import '../../../../i18n/parts/booking';
import { clock } from '../../../../hosts/clock';
import { NO_TRANSLATE } from '../../../../components/Pressable/noTranslate';

const ROUTE = '/userCenter/userInfo';

type Load = { state: 'loading' } | { state: 'ready'; emp: EmpDetail } | { state: 'failed' };

/**
 * Own profile (SPEC §2 /userCenter/userInfo, §9 personal data): the phone and documents stay masked until the
 * password is entered again ('reveal'), then show for the seconds the server allows; e-mail, English name, sex
 * and birth date are editable here (vipEmpEditInfoObt).
 */
function UserInfoPage() {
  const { session, ui } = useStores();
  const { t } = ui;
  const empId = session.userInfo?.empInfo.empId ?? '';
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [revealed, setRevealed] = useState<RevealedPersonalData | null>(null);
  const [asking, setAsking] = useState(false);
  const [editing, setEditing] = useState(false);
  const countdown = useCountdown();
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const fetch = () => {
    if (!empId) {
      setLoad({ state: 'failed' });
      return;
    }
    setLoad({ state: 'loading' });
    vipEmpFindDetail({ empId })
      .then((answer) => setLoad(answer.data ? { state: 'ready', emp: answer.data } : { state: 'failed' }))
      .catch(() => setLoad({ state: 'failed' }));
  };
  // Refetch when the session's employee becomes known (a reload restores it asynchronously).
  useEffect(fetch, [empId]);
  // Nothing personal stays on a timer after the page is gone.
  useEffect(
    () => () => {
      if (hideTimer.current) clearTimeout(hideTimer.current);
    },
    [],
  );

  function hide() {
    if (hideTimer.current) clearTimeout(hideTimer.current);
    hideTimer.current = null;
    setRevealed(null);
  }

  function show(data: RevealedPersonalData) {
    hide();
    setRevealed(data);
    setAsking(false);
    const seconds = Math.max(1, data.showSeconds || 60);
    countdown.start(seconds);
    hideTimer.current = setTimeout(() => setRevealed(null), seconds * 1000);
  }

  if (load.state !== 'ready') {
    return (
      <PageShell route={ROUTE} title="account.userInfo.title" className="acct-page user-info-page">
        {load.state === 'loading' ? (
          <View role="status" className="acct-sub">
            {t('common.loading')}
          </View>
        ) : (
          <EmptyState text={t('common.loadFailed')} actionText={t('common.retry')} onAction={fetch} />
        )}
      </PageShell>
    );
  }

  const { emp } = load;
  const idTypeName = (idType: string) => {
    const key = `booking.idType.${idType}`;
    return hasKey(key) ? t(key as MessageKey) : idType;
  };
  const documents = revealed
    ? revealed.documents.map((d) => ({ idType: d.idType, number: d.idNo, expiry: d.expiry }))
    : emp.documents.map((d) => ({ idType: d.idType, number: d.masked, expiry: d.expiry }));

  return (
    <PageShell route={ROUTE} title="account.userInfo.title" className="acct-page user-info-page">
      <Text className="acct-heading" role="heading" aria-level={1} data-testid="user-info-name" {...NO_TRANSLATE}>
        {emp.empName}
      </Text>
      <View className="acct-list">
        <InfoRow id="ui-empNo" label={t('account.userInfo.empNo')} value={emp.empNo} />
        <InfoRow id="ui-dept" label={t('user.dept')} value={emp.deptName} />
        {emp.empRankName ? <InfoRow id="ui-rank" label={t('user.rank')} value={emp.empRankName} /> : null}
      </View>

      <View className="acct-list" data-testid="ui-private" data-revealed={revealed ? 'yes' : 'no'}>
        <InfoRow id="ui-phone" label={t('user.phone')} value={revealed ? revealed.phoneNumber : emp.phoneNumber} />
        {documents.length === 0 ? (
          <InfoRow
            id="ui-docs-none"
            label={t('account.userInfo.documents')}
            value={t('account.userInfo.noDocuments')}
          />
        ) : (
          documents.map((d, i) => (
            <InfoRow
              key={`${d.idType}-${i}`}
              id={`ui-doc-${i}`}
              label={idTypeName(d.idType)}
              value={d.expiry ? `${d.number} (${t('account.userInfo.expiry', { date: d.expiry })})` : d.number}
            />
          ))
        )}
        <View className="acct-row acct-row--center">
          {revealed ? (
            <Pressable className="acct-link" role="button" testId="ui-hide" onPress={hide}>
              {t('account.userInfo.hideNow', { seconds: countdown.left })}
            </Pressable>
          ) : (
            <Pressable className="acct-link" role="button" testId="ui-reveal" onPress={() => setAsking(true)}>
              {t('account.userInfo.reveal')}
            </Pressable>
          )}
        </View>
      </View>
      {asking && !revealed ? <RevealForm onRevealed={show} onCancel={() => setAsking(false)} /> : null}

      {editing ? (
        <EditForm
          emp={emp}
          onSaved={(saved) => {
            setLoad({ state: 'ready', emp: { ...emp, ...saved } });
            setEditing(false);
            void session.loadUserInfo().catch(() => undefined);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <View className="acct-list" data-testid="ui-editable">
          <InfoRow id="ui-email" label={t('account.userInfo.email')} value={emp.email || t('account.userInfo.unset')} />
          <InfoRow
            id="ui-engName"
            label={t('account.userInfo.engName')}
            value={emp.engName || t('account.userInfo.unset')}
          />
          <InfoRow
            id="ui-sex"
            label={t('account.userInfo.sex')}
            value={
              emp.sex
                ? t(emp.sex === 'M' ? 'account.userInfo.sex.M' : 'account.userInfo.sex.F')
                : t('account.userInfo.unset')
            }
          />
          <InfoRow id="ui-born" label={t('account.userInfo.born')} value={emp.born || t('account.userInfo.unset')} />
          <View className="acct-row acct-row--center">
            <Pressable className="acct-link" role="button" testId="ui-edit" onPress={() => setEditing(true)}>
              {t('account.userInfo.edit')}
            </Pressable>
          </View>
        </View>
      )}
    </PageShell>
  );
}

/** The password re-check before personal data is shown unmasked. */
const RevealForm = observer(function RevealForm(props: {
  onRevealed(data: RevealedPersonalData): void;
  onCancel(): void;
}) {
  const { ui } = useStores();
  const { t } = ui;
  const [pwd, setPwd] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit() {
    setError(checkNonEmpty(pwd) ? t('v.password.empty') : null);
    setFailure('');
    if (checkNonEmpty(pwd) || busy) return;
    setBusy(true);
    try {
      const answer = await revealPersonalData({ password: await cipherPassword(pwd) });
      if (answer.data) props.onRevealed(answer.data);
    } catch (e) {
      setFailure(refusalText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <View className="acct-card" role="group" aria-labelledby="ui-reveal-title" data-testid="ui-reveal-form">
      <Text className="acct-sub" id="ui-reveal-title">
        {t('account.userInfo.revealHint')}
      </Text>
      <PasswordField
        id="ui-reveal-pwd"
        label={t('account.field.oldPassword')}
        placeholder={t('account.field.oldPassword.placeholder')}
        value={pwd}
        onChange={setPwd}
        error={error}
        required
        onConfirm={() => void submit()}
      />
      <FormMessage id="ui-reveal-failure" text={failure} />
      <SubmitButton
        id="ui-reveal-submit"
        text={t('account.userInfo.revealSubmit')}
        busy={busy}
        onPress={() => void submit()}
      />
      <View className="acct-links">
        <Pressable className="acct-link" role="button" onPress={props.onCancel}>
          {t('common.cancel')}
        </Pressable>
      </View>
    </View>
  );
});

const PROBLEM_KEY = (p: NonNullable<ProfileProblems[keyof ProfileProblems]>): MessageKey =>
  p === 'born' ? 'account.userInfo.bornFormat' : validationKey(p);

/** Edit of the fields an employee may change on their own profile. */
const EditForm = observer(function EditForm(props: {
  emp: EmpDetail;
  onSaved(saved: Partial<EmpDetail>): void;
  onCancel(): void;
}) {
  const { ui } = useStores();
  const { t } = ui;
  const [draft, setDraft] = useState<ProfileDraft>({
    email: props.emp.email,
    engName: props.emp.engName,
    sex: props.emp.sex,
    born: props.emp.born,
  });
  const [problems, setProblems] = useState<ProfileProblems>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (key: 'email' | 'engName' | 'born') => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const err = (key: keyof ProfileDraft) => {
    const p = problems[key];
    return p ? t(PROBLEM_KEY(p)) : null;
  };

  async function save() {
    const found = checkProfile(draft, clock.now());
    setProblems(found);
    setFailure('');
    if (Object.keys(found).length > 0 || busy) return;
    setBusy(true);
    try {
      const answer = await vipEmpEditInfoObt(profileRequest(draft));
      const saved = answer.data;
      showToast(t('account.userInfo.saved'), 3000, 'success');
      props.onSaved(
        saved
          ? { email: saved.email, engName: saved.engName, sex: saved.sex, born: saved.born }
          : { ...profileRequest(draft), sex: draft.sex },
      );
    } catch (e) {
      setFailure(refusalText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <View className="acct-card" data-testid="ui-edit-form">
      <Field
        id="ui-edit-email"
        label={t('account.userInfo.email')}
        maxlength={254}
        value={draft.email}
        onChange={set('email')}
        error={err('email')}
      />
      <Field
        id="ui-edit-engName"
        label={t('account.userInfo.engName')}
        placeholder={t('account.userInfo.engName.placeholder')}
        maxlength={60}
        value={draft.engName}
        onChange={set('engName')}
        error={err('engName')}
      />
      <Choices
        id="ui-edit-sex"
        label={t('account.userInfo.sex')}
        options={[
          { value: 'M' as const, label: t('account.userInfo.sex.M') },
          { value: 'F' as const, label: t('account.userInfo.sex.F') },
        ]}
        value={draft.sex || null}
        onChange={(sex) => setDraft((d) => ({ ...d, sex }))}
      />
      <Field
        id="ui-edit-born"
        label={t('account.userInfo.born')}
        placeholder="YYYY-MM-DD"
        maxlength={10}
        value={draft.born}
        onChange={set('born')}
        error={err('born')}
      />
      <FormMessage id="ui-edit-failure" text={failure} />
      <SubmitButton
        id="ui-edit-save"
        text={busy ? t('account.submitting') : t('account.userInfo.save')}
        busy={busy}
        onPress={() => void save()}
      />
      <View className="acct-links">
        <Pressable className="acct-link" role="button" onPress={props.onCancel}>
          {t('common.cancel')}
        </Pressable>
      </View>
    </View>
  );
});

export default observer(UserInfoPage);
