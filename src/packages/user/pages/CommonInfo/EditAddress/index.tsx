import { useEffect, useState } from 'react';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { Address } from '../../../../../api/contract';
import { vipEmpAddrEdit, vipEmpAddrList } from '../../../../../api/people';
import { ApiError } from '../../../../../api/transport';
import { Card, CheckRow, TextField } from '../../../../../components/booking';
import { PageShell } from '../../../../../components/PageShell';
import { Pressable } from '../../../../../components/Pressable';
import { showToast } from '../../../../../hosts/ui';
import { LIMITS } from '../../../../../domain/limits';
import type { MessageKey } from '../../../../../i18n';
import { decodeQuery, goBack } from '../../../../../router';
import { useStores } from '../../../../../stores';
import {
  checkAddressForm,
  formFromAddress,
  newAddressForm,
  toAddressRequest,
  type AddressErrors,
  type AddressForm,
} from '../../../people/addressForm';
import { ActionBar, findInPages } from '../../../people/parts';
import { RecordGate, useRecord } from '../../../../../components/RecordLoader';
import { RegionPicker } from '../../../people/RegionPicker';
import { districtsOf } from '../../../people/regions';
import '../../../people/people.scss';
import '../../../../../i18n/parts/people';

const ROUTE = '/userCenter/CommonInfo/EditAddress/:id?';

const loadAddress = (empAddrId: string): Promise<Address | null> =>
  findInPages<Address>(
    async (pageNum, count) => {
      const answer = await vipEmpAddrList({ pageNum, count });
      return { rows: answer.list ?? [], total: answer.data?.total ?? 0 };
    },
    (row) => row.empAddrId === empAddrId,
  );

/**
 * Add or edit a delivery address (SPEC §2 /userCenter/CommonInfo/EditAddress/:id?, §3 address, §5 address rules):
 * recipient, phone, province / city / district, street address, post code (six digits) and the default flag.
 */
function EditAddressPage() {
  const { ui } = useStores();
  const { t } = ui;
  const id = decodeQuery(useRouter().params).id ?? '';
  const { data: record, state, reload } = useRecord(id ? () => loadAddress(id) : null, [id]);
  const [form, setForm] = useState<AddressForm>(newAddressForm);
  const [manualArea, setManualArea] = useState(false);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!record) return;
    const next = formFromAddress(record);
    setForm(next);
    setManualArea(next.area !== '' && !districtsOf(next.province, next.city).includes(next.area));
  }, [record]);

  const title: MessageKey = id ? 'people.address.editTitle' : 'people.address.newTitle';
  if (id && state !== 'ready') {
    return (
      <PageShell route={ROUTE} title={title} className="pp-page edit-address">
        <RecordGate state={state} onRetry={() => void reload()} notFoundText="people.address.missing" />
      </PageShell>
    );
  }

  const update = (patch: Partial<AddressForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors({});
  };
  const errorText = (key: keyof AddressErrors) => (errors[key] ? t(errors[key] as MessageKey) : undefined);

  const save = async () => {
    if (saving) return;
    const found = checkAddressForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      showToast(t('people.fix'), LIMITS.ui.toastMs);
      return;
    }
    setSaving(true);
    try {
      await vipEmpAddrEdit(toAddressRequest(form));
      showToast(t('people.saved'), LIMITS.ui.toastMs, 'success');
      void goBack();
    } catch (e) {
      if (!(e instanceof ApiError)) showToast(t('common.loadFailed'), LIMITS.ui.failureToastMs);
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageShell route={ROUTE} title={title} className="pp-page edit-address">
      <Card title={t('people.address.title')} id="address-card">
        <TextField
          id="address-recipient"
          label={t('people.address.recipient')}
          value={form.recipient}
          maxlength={60}
          required
          error={errorText('recipient')}
          onChange={(recipient) => update({ recipient })}
        />
        <TextField
          id="address-phone"
          label={t('people.address.phone')}
          placeholder={t('booking.person.phone.placeholder')}
          maxlength={20}
          value={form.phone}
          required={!form.phoneOnFile}
          hint={
            form.phoneOnFile && !form.phone ? t('booking.person.phone.onFile', { masked: form.phoneOnFile }) : undefined
          }
          error={errorText('phone')}
          onChange={(phone) => update({ phone })}
        />
        <RegionPicker
          id="address-region"
          value={form}
          error={manualArea ? undefined : errorText('area')}
          onChange={(region, manual) => {
            update(region);
            setManualArea(manual);
          }}
        />
        {manualArea ? (
          <TextField
            id="address-area"
            label={t('people.address.area')}
            placeholder={t('people.address.areaPlaceholder')}
            value={form.area}
            maxlength={40}
            required
            error={errorText('area')}
            onChange={(area) => update({ area })}
          />
        ) : null}
        <TextField
          id="address-addr"
          label={t('people.address.addr')}
          placeholder={t('people.address.addrPlaceholder')}
          value={form.addr}
          maxlength={120}
          required
          error={errorText('addr')}
          onChange={(addr) => update({ addr })}
        />
        <TextField
          id="address-post"
          label={t('people.address.post')}
          type="number"
          maxlength={6}
          value={form.post}
          error={errorText('post')}
          onChange={(post) => update({ post })}
        />
        <CheckRow
          id="address-default"
          label={t('people.address.setDefault')}
          checked={form.isDefault}
          onToggle={() => update({ isDefault: !form.isDefault })}
        />
      </Card>
      <ActionBar>
        <Pressable
          className="bk-btn bk-btn--primary"
          onPress={() => void save()}
          disabled={saving}
          testId="address-save"
        >
          {t(saving ? 'people.saving' : 'booking.save')}
        </Pressable>
      </ActionBar>
    </PageShell>
  );
}

export default observer(EditAddressPage);
