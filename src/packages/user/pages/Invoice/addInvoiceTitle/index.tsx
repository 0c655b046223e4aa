import { useEffect, useRef, useState } from 'react';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { InvoiceUnitType, SwxxItem } from '../../../../../api/contract/invoice';
import { swxxDetail, swxxEdit } from '../../../../../api/invoice';
import { ApiError } from '../../../../../api/transport';
import { Card, ChoiceGroup, TextField } from '../../../../../components/booking';
import { PageShell } from '../../../../../components/PageShell';
import { Pressable } from '../../../../../components/Pressable';
import { LIMITS } from '../../../../../domain/limits';
import { normalizeTaxNumber } from '../../../../../domain/taxNumber';
import { showToast } from '../../../../../hosts/ui';
import type { MessageKey } from '../../../../../i18n';
import { decodeQuery, goBack } from '../../../../../router';
import { useStores } from '../../../../../stores';
import { ActionBar } from '../../../people/parts';
import { RecordGate, useRecord } from '../../../../../components/RecordLoader';
import {
  TITLE_LIMITS,
  checkTitleForm,
  formFromTitle,
  newTitleForm,
  taxNumberError,
  toSwxxRequest,
  type TitleErrors,
  type TitleForm,
} from '../parts/titleForm';
import '../../../people/people.scss';
import '../parts/invoice.scss';
import '../../../../../i18n/parts/invoice';

const ROUTE = '/userCenter/Invoice/addInvoiceTitle';

const loadTitle = async (id: string): Promise<SwxxItem | null> => (await swxxDetail({ id })).data ?? null;

/**
 * Add or edit an invoice title (SPEC §2 /userCenter/Invoice/addInvoiceTitle, `?id=` to edit; §3 swxx): title type
 * (enterprise or individual / public body), name, tax number (required and checked for an enterprise, checked when
 * given otherwise), registered address and phone, bank and account, the e-mail electronic invoices go to.
 */
function AddInvoiceTitlePage() {
  const { ui } = useStores();
  const { t } = ui;
  const id = decodeQuery(useRouter().params).id ?? '';
  const { data: record, state, reload } = useRecord(id ? () => loadTitle(id) : null, [id]);
  const [form, setForm] = useState<TitleForm>(newTitleForm);
  const [errors, setErrors] = useState<TitleErrors>({});
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);

  useEffect(() => {
    if (record) setForm(formFromTitle(record));
  }, [record]);

  const title: MessageKey = id ? 'invoice.titleForm.edit' : 'invoice.titleForm.new';
  if (id && state !== 'ready') {
    return (
      <PageShell route={ROUTE} title={title} className="pp-page invoice-title">
        <RecordGate state={state} onRetry={() => void reload()} notFoundText="invoice.titleForm.missing" />
      </PageShell>
    );
  }

  const update = (patch: Partial<TitleForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof TitleErrors];
      if ('unitType' in patch) delete next.nsrsbh;
      return next;
    });
  };
  const errorText = (key: keyof TitleErrors) => (errors[key] ? t(errors[key] as MessageKey) : undefined);
  // A credit code (18) or a 20-character number is checked as soon as it is complete, not only on save.
  const changeTax = (nsrsbh: string) => {
    update({ nsrsbh });
    const length = normalizeTaxNumber(nsrsbh).length;
    if (length !== 18 && length !== 20) return;
    const problem = taxNumberError(nsrsbh, form.unitType);
    if (problem) setErrors((e) => ({ ...e, nsrsbh: problem }));
  };

  const save = async () => {
    if (busy.current) return;
    const found = checkTitleForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      showToast(t('invoice.fix'), LIMITS.ui.toastMs);
      return;
    }
    busy.current = true;
    setSaving(true);
    try {
      await swxxEdit(toSwxxRequest(form));
      showToast(t('invoice.saved'), LIMITS.ui.toastMs, 'success');
      void goBack();
    } catch (e) {
      if (!(e instanceof ApiError)) showToast(t('common.loadFailed'), LIMITS.ui.failureToastMs);
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  const enterprise = form.unitType === 1;
  return (
    <PageShell route={ROUTE} title={title} className="pp-page invoice-title">
      <Card title={t(title)} id="invoice-title-card">
        <ChoiceGroup<InvoiceUnitType>
          id="title-unitType"
          label={t('invoice.field.unitType')}
          options={[
            { value: 1, label: t('invoice.unitType.1') },
            { value: 2, label: t('invoice.unitType.2') },
          ]}
          value={form.unitType}
          onChange={(unitType) => update({ unitType })}
        />
        <TextField
          id="title-gsmc"
          label={t('invoice.field.gsmc')}
          placeholder={t('invoice.field.gsmc.placeholder')}
          value={form.gsmc}
          maxlength={TITLE_LIMITS.gsmc}
          required
          error={errorText('gsmc')}
          onChange={(gsmc) => update({ gsmc })}
        />
        <TextField
          id="title-nsrsbh"
          label={t('invoice.field.nsrsbh')}
          placeholder={t(enterprise ? 'invoice.field.nsrsbh.placeholder' : 'invoice.field.optional')}
          value={form.nsrsbh}
          maxlength={TITLE_LIMITS.nsrsbh + 4}
          required={enterprise}
          error={errorText('nsrsbh')}
          onChange={changeTax}
        />
        <TextField
          id="title-yydzTel"
          label={t('invoice.field.yydzTel')}
          placeholder={t('invoice.field.optional')}
          value={form.yydzTel}
          maxlength={TITLE_LIMITS.yydzTel}
          error={errorText('yydzTel')}
          onChange={(yydzTel) => update({ yydzTel })}
        />
        <TextField
          id="title-yhxx"
          label={t('invoice.field.yhxx')}
          placeholder={t('invoice.field.optional')}
          value={form.yhxx}
          maxlength={TITLE_LIMITS.yhxx}
          error={errorText('yhxx')}
          onChange={(yhxx) => update({ yhxx })}
        />
        <TextField
          id="title-jsEmail"
          label={t('invoice.field.jsEmail')}
          placeholder={t('invoice.field.optional')}
          value={form.jsEmail}
          maxlength={TITLE_LIMITS.jsEmail}
          error={errorText('jsEmail')}
          onChange={(jsEmail) => update({ jsEmail })}
        />
      </Card>
      <ActionBar>
        <Pressable className="bk-btn bk-btn--primary" onPress={() => void save()} disabled={saving} testId="title-save">
          {t(saving ? 'invoice.saving' : 'invoice.save')}
        </Pressable>
      </ActionBar>
    </PageShell>
  );
}

export default observer(AddInvoiceTitlePage);
