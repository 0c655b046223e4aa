import { useEffect, useState } from 'react';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { HotelMembership } from '../../../../../api/contract/peopleAdmin';
import { vipEmpJdhyEdit, vipEmpJdhyList } from '../../../../../api/people';
import { ApiError } from '../../../../../api/transport';
import { Card, ChoiceGroup, TextField } from '../../../../../components/booking';
import { PageShell } from '../../../../../components/PageShell';
import { Pressable } from '../../../../../components/Pressable';
import { showToast } from '../../../../../hosts/ui';
import { LIMITS } from '../../../../../domain/limits';
import type { MessageKey } from '../../../../../i18n';
import { decodeQuery, goBack } from '../../../../../router';
import { useStores } from '../../../../../stores';
import {
  checkMembershipForm,
  formFromMembership,
  newMembershipForm,
  platformChoices,
  toMembershipRequest,
  type MembershipErrors,
  type MembershipForm,
} from '../../../people/membership';
import { ActionBar, findInPages } from '../../../people/parts';
import { RecordGate, useRecord } from '../../../../../components/RecordLoader';
import '../../../people/people.scss';
import '../../../../../i18n/parts/people';

const ROUTE = '/userCenter/CommonInfo/EditVipEmpJdhy/:id?';

const loadMembership = (id: string): Promise<HotelMembership | null> =>
  findInPages<HotelMembership>(
    async (pageNum, count) => {
      const answer = await vipEmpJdhyList({ pageNum, count });
      return { rows: answer.list ?? [], total: answer.data?.total ?? 0 };
    },
    (row) => row.id === id,
  );

/** Add or edit a hotel membership card (SPEC §2 /userCenter/CommonInfo/EditVipEmpJdhy/:id?): card number, platform. */
function EditVipEmpJdhyPage() {
  const { ui } = useStores();
  const { t } = ui;
  const id = decodeQuery(useRouter().params).id ?? '';
  const { data: record, state, reload } = useRecord(id ? () => loadMembership(id) : null, [id]);
  const [form, setForm] = useState<MembershipForm>(newMembershipForm);
  const [errors, setErrors] = useState<MembershipErrors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (record) setForm(formFromMembership(record));
  }, [record]);

  const title: MessageKey = id ? 'people.membership.editTitle' : 'people.membership.newTitle';
  if (id && state !== 'ready') {
    return (
      <PageShell route={ROUTE} title={title} className="pp-page edit-membership">
        <RecordGate state={state} onRetry={() => void reload()} notFoundText="people.membership.missing" />
      </PageShell>
    );
  }

  const update = (patch: Partial<MembershipForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors({});
  };

  const save = async () => {
    if (saving) return;
    const found = checkMembershipForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      showToast(t('people.fix'), LIMITS.ui.toastMs);
      return;
    }
    setSaving(true);
    try {
      await vipEmpJdhyEdit(toMembershipRequest(form));
      showToast(t('people.saved'), LIMITS.ui.toastMs, 'success');
      void goBack();
    } catch (e) {
      if (!(e instanceof ApiError)) showToast(t('common.loadFailed'), LIMITS.ui.failureToastMs);
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageShell route={ROUTE} title={title} className="pp-page edit-membership">
      <Card title={t('people.membership.title')} id="membership-card">
        <ChoiceGroup<string>
          id="membership-plat"
          label={t('people.membership.plat')}
          options={platformChoices(form.interfacePlat, ui.locale)}
          value={form.interfacePlat || null}
          error={errors.interfacePlat ? t(errors.interfacePlat) : undefined}
          onChange={(interfacePlat) => update({ interfacePlat })}
        />
        <TextField
          id="membership-card-no"
          label={t('people.membership.card')}
          value={form.hykh}
          maxlength={30}
          required
          error={errors.hykh ? t(errors.hykh) : undefined}
          onChange={(hykh) => update({ hykh })}
        />
      </Card>
      <ActionBar>
        <Pressable
          className="bk-btn bk-btn--primary"
          onPress={() => void save()}
          disabled={saving}
          testId="membership-save"
        >
          {t(saving ? 'people.saving' : 'booking.save')}
        </Pressable>
      </ActionBar>
    </PageShell>
  );
}

export default observer(EditVipEmpJdhyPage);
