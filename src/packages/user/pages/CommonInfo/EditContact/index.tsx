import { useEffect, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { IdType } from '../../../../../api/contract';
import { vipEmpContactsEdit, vipEmpContactsPage } from '../../../../../api/people';
import { ApiError } from '../../../../../api/transport';
import {
  Card,
  ChoiceGroup,
  DocumentFields,
  TextField,
  type DocumentFieldName,
} from '../../../../../components/booking';
import { PageShell } from '../../../../../components/PageShell';
import { Pressable } from '../../../../../components/Pressable';
import { showToast } from '../../../../../hosts/ui';
import { LIMITS } from '../../../../../domain/limits';
import { chinaNow } from '../../../../../domain/time';
import type { MessageKey } from '../../../../../i18n';
import { decodeQuery, goBack } from '../../../../../router';
import { useStores } from '../../../../../stores';
import {
  RELATIONS,
  blankDoc,
  checkContactForm,
  formFromContact,
  hasErrors,
  newContactForm,
  toContactRequest,
  type ContactDoc,
  type ContactErrors,
  type ContactForm,
  type ContactRow,
} from '../../../people/contactForm';
import { fromIdNumber } from '../../../people/documents';
import { ActionBar, findInPages } from '../../../people/parts';
import { RecordGate, useRecord } from '../../../../../components/RecordLoader';
import '../../../people/people.scss';
import '../../../../../i18n/parts/people';
import { clock } from '../../../../../hosts/clock';

const ROUTE = '/userCenter/CommonInfo/EditContact/:id?';

const loadContact = (contactsId: string): Promise<ContactRow | null> =>
  findInPages<ContactRow>(
    async (pageNum, count) => {
      const answer = await vipEmpContactsPage({ pageNum, count });
      return { rows: answer.list ?? [], total: answer.data?.total ?? 0 };
    },
    (row) => row.contactsId === contactsId,
  );

/**
 * Add or edit a frequent traveller (SPEC §2 /userCenter/CommonInfo/EditContact/:id?, §3 frequent traveller): name
 * (Chinese, or SURNAME/GIVEN), English name, relation, documents with the fields their type shows (one per type;
 * a number on file stays masked unless retyped), sex, birth date, mobile and e-mail. Saved travellers are offered
 * in the booking traveller pickers.
 */
function EditContactPage() {
  const { ui } = useStores();
  const { t } = ui;
  const id = decodeQuery(useRouter().params).id ?? '';
  const { data: record, state, reload } = useRecord(id ? () => loadContact(id) : null, [id]);
  const [form, setForm] = useState<ContactForm>(newContactForm);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (record) setForm(formFromContact(record));
  }, [record]);

  const title: MessageKey = id ? 'people.contact.editTitle' : 'people.contact.newTitle';
  if (id && state !== 'ready') {
    return (
      <PageShell route={ROUTE} title={title} className="pp-page edit-contact">
        <RecordGate state={state} onRetry={() => void reload()} notFoundText="people.contact.missing" />
      </PageShell>
    );
  }

  const update = (patch: Partial<ContactForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors({});
  };
  const doc: ContactDoc = form.docs[form.docType] ?? blankDoc();
  const setDoc = (patch: Partial<ContactDoc>, extra: Partial<ContactForm> = {}) =>
    update({ ...extra, docs: { ...form.docs, [form.docType]: { ...doc, ...patch } } });
  const setIdno = (idno: string) => {
    const facts = form.docType === 'ID' ? fromIdNumber(idno) : null;
    setDoc({ idno }, facts ?? {});
  };
  const errorText = (key: MessageKey | undefined) => (key ? t(key) : undefined);
  const docErrors: Partial<Record<DocumentFieldName, string>> = {};
  if (errors.doc && errors.doc.idType === form.docType) {
    for (const [k, v] of Object.entries(errors.doc.errors) as [DocumentFieldName, MessageKey][]) docErrors[k] = t(v);
  }
  const onFile = (Object.entries(form.docs) as [IdType, ContactDoc][]).filter(([, d]) => d.onFile);

  const save = async () => {
    if (saving) return;
    const found = checkContactForm(form, chinaNow(clock.now()).format('YYYY-MM-DD'));
    setErrors(found);
    if (hasErrors(found)) {
      if (found.doc) setForm((f) => ({ ...f, docType: found.doc?.idType ?? f.docType }));
      showToast(t('people.fix'), LIMITS.ui.toastMs);
      return;
    }
    setSaving(true);
    try {
      await vipEmpContactsEdit(toContactRequest(form));
      showToast(t('people.saved'), LIMITS.ui.toastMs, 'success');
      void goBack();
    } catch (e) {
      if (!(e instanceof ApiError)) showToast(t('common.loadFailed'), LIMITS.ui.failureToastMs);
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageShell route={ROUTE} title={title} className="pp-page edit-contact">
      <Card title={t('people.contact.person')} id="contact-person">
        <TextField
          id="contact-name"
          label={t('booking.person.name')}
          placeholder={t('booking.person.name.placeholder')}
          value={form.chName}
          maxlength={60}
          required
          error={errorText(errors.chName)}
          onChange={(chName) => update({ chName })}
        />
        <TextField
          id="contact-enName"
          label={t('people.emp.engName')}
          placeholder="SURNAME/GIVEN"
          value={form.enName}
          maxlength={60}
          error={errorText(errors.enName)}
          onChange={(enName) => update({ enName })}
        />
        <ChoiceGroup
          id="contact-relation"
          label={t('people.contact.relation')}
          options={RELATIONS.map((r) => ({ value: r, label: t(`people.relation.${r}`) }))}
          value={(RELATIONS as readonly string[]).includes(form.relation) ? form.relation : null}
          onChange={(relation) => update({ relation })}
        />
      </Card>
      <Card title={t('people.emp.documents')} id="contact-documents">
        {onFile.length > 0 ? (
          <View className="pp-docs" data-testid="contact-docs-on-file">
            {onFile.map(([type, d]) => (
              <Text key={type} className={`pp-badge ${d.removed ? 'pp-badge--muted' : ''}`}>
                {t(`booking.idType.${type}` as MessageKey)} {d.onFile?.masked}
              </Text>
            ))}
          </View>
        ) : null}
        <DocumentFields
          prefix="contact"
          value={{ idType: form.docType, idno: doc.idno, expiry: doc.expiry }}
          onIdType={(docType) => update({ docType })}
          onIdno={setIdno}
          onExpiry={(expiry) => setDoc({ expiry })}
          extras={form.docType === 'PASSPORT' ? { placeOfIssue: doc.placeOfIssue } : {}}
          onExtras={(patch) => setDoc({ placeOfIssue: patch.placeOfIssue ?? doc.placeOfIssue })}
          idnoRequired={!doc.onFile}
          idnoHint={
            doc.onFile
              ? doc.removed
                ? t('people.doc.willRemove')
                : doc.idno
                  ? undefined
                  : t('booking.person.idno.onFile', { masked: doc.onFile.masked })
              : undefined
          }
          errors={docErrors}
        />
        {doc.onFile ? (
          <Pressable
            className={`pp-link ${doc.removed ? '' : 'pp-link--danger'}`}
            onPress={() => setDoc({ removed: !doc.removed, idno: '' })}
            testId="contact-doc-remove"
          >
            {t(doc.removed ? 'people.doc.keep' : 'people.doc.remove')}
          </Pressable>
        ) : null}
        {errors.documents ? (
          <View className="bk-alert" role="alert" data-testid="contact-documents-error">
            {t(errors.documents)}
          </View>
        ) : null}
        <ChoiceGroup<'M' | 'F'>
          id="contact-sex"
          label={t('booking.person.sex')}
          options={[
            { value: 'M', label: t('booking.sex.M') },
            { value: 'F', label: t('booking.sex.F') },
          ]}
          value={form.sex || null}
          onChange={(sex) => update({ sex })}
        />
        <TextField
          id="contact-born"
          label={t('booking.person.born')}
          placeholder={t('booking.person.date.placeholder')}
          maxlength={10}
          value={form.born}
          error={errorText(errors.born)}
          onChange={(born) => update({ born })}
        />
      </Card>
      <Card title={t('people.contact.reach')} id="contact-reach">
        <TextField
          id="contact-phone"
          label={t('booking.person.phone')}
          placeholder={t('booking.person.phone.placeholder')}
          type="number"
          maxlength={11}
          value={form.phone}
          hint={
            form.phoneOnFile && !form.phone ? t('booking.person.phone.onFile', { masked: form.phoneOnFile }) : undefined
          }
          error={errorText(errors.phone)}
          onChange={(phone) => update({ phone })}
        />
        <TextField
          id="contact-email"
          label={t('people.emp.email')}
          value={form.email}
          maxlength={254}
          error={errorText(errors.email)}
          onChange={(email) => update({ email })}
        />
      </Card>
      <ActionBar>
        <Pressable
          className="bk-btn bk-btn--primary"
          onPress={() => void save()}
          disabled={saving}
          testId="contact-save"
        >
          {t(saving ? 'people.saving' : 'booking.save')}
        </Pressable>
      </ActionBar>
    </PageShell>
  );
}

export default observer(EditContactPage);
