import { useEffect, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { IdType } from '../../../../api/contract';
import { EMP_ROLE_IDS, type DeptNode, type EmpDetail, type EmpRoleId } from '../../../../api/contract/peopleAdmin';
import {
  vipDeptFindList,
  vipEmpDel,
  vipEmpEditDetail,
  vipEmpFindDetail,
  vipEmpSaveDetail,
} from '../../../../api/people';
import { ApiError } from '../../../../api/transport';
import {
  Card,
  CheckRow,
  ChoiceGroup,
  DocumentFields,
  OptionPicker,
  TextField,
  type DocumentFieldName,
} from '../../../../components/booking';
import { PageShell } from '../../../../components/PageShell';
import { Pressable } from '../../../../components/Pressable';
import { showToast } from '../../../../hosts/ui';
import { LIMITS } from '../../../../domain/limits';
import { chinaNow } from '../../../../domain/time';
import type { MessageKey } from '../../../../i18n';
import { decodeQuery, goBack, redirectTo } from '../../../../router';
import { useStores } from '../../../../stores';
import { fromIdNumber } from '../../people/documents';
import {
  APPROVAL_MODES,
  FLAG_FIELDS,
  asOther,
  checkEmpForm,
  documentOfError,
  flip,
  formFromDetail,
  grantableRanges,
  newEmpForm,
  toEditRequest,
  toSaveRequest,
  type EmpDocument,
  type EmpEditMode,
  type EmpErrors,
  type EmpForm,
} from '../../people/empForm';
import { ActionBar, InfoLine, useConfirmedAction } from '../../people/parts';
import { RecordGate, useRecord } from '../../../../components/RecordLoader';
import { canManageOthers } from '../../../../app/peopleRights';
import '../../people/people.scss';
import './index.scss';
import '../../../../i18n/parts/people';
import { clock } from '../../../../hosts/clock';

const ROUTE = '/userCenter/empEdit/:id?';

const loadEmp = async (empId: string): Promise<EmpDetail | null> => (await vipEmpFindDetail({ empId })).data ?? null;

/** The record field holding the number of a document type. */
const numberField = (t: IdType): EmpDocument =>
  t === 'ID' ? 'idNumber' : t === 'PASSPORT' ? 'passport' : 'otherNumber';

/**
 * An employee record (SPEC §2 /userCenter/empEdit/:id?, §3 employee record, §6 flags and scope): create (no id)
 * or edit. An administrator or a booker in range edits every field (roles only an administrator); a plain
 * employee on their own record sees only the personal fields. 'Departed' ends the employee's sessions at once.
 */
function EmpEditPage() {
  const { session, ui } = useStores();
  const { t } = ui;
  const id = decodeQuery(useRouter().params).id ?? '';
  const me = session.userInfo?.empInfo;
  const { data: record, state, reload } = useRecord(id ? () => loadEmp(id) : null, [id]);
  const [form, setForm] = useState<EmpForm>(() => newEmpForm());
  const [errors, setErrors] = useState<EmpErrors>({});
  const [depts, setDepts] = useState<DeptNode[]>([]);
  const [saving, setSaving] = useState(false);
  const departure = useConfirmedAction();

  const mode: EmpEditMode | null = !id
    ? canManageOthers(me)
      ? 'create'
      : null
    : record?.canManage === 1
      ? 'manage'
      : record?.canEdit === 1
        ? 'personal'
        : null;

  useEffect(() => {
    if (record) {
      setForm(formFromDetail(record));
      setErrors({});
    }
  }, [record]);
  useEffect(() => {
    if (mode !== 'create' && mode !== 'manage') return;
    vipDeptFindList()
      .then((answer) => setDepts(answer.list ?? []))
      .catch(() => undefined);
  }, [mode]);

  const title: MessageKey = id ? 'people.emp.editTitle' : 'people.emp.newTitle';
  if (id && state !== 'ready') {
    return (
      <PageShell route={ROUTE} title={title} className="pp-page emp-edit">
        <RecordGate state={state} onRetry={() => void reload()} notFoundText="common.loadFailed" />
      </PageShell>
    );
  }
  if (!mode) {
    return (
      <PageShell route={ROUTE} title={title} className="pp-page emp-edit">
        <View className="pp-note" role="note" data-testid="emp-edit-denied">
          <Text>{t('people.emp.denied')}</Text>
        </View>
      </PageShell>
    );
  }

  const personal = mode === 'personal';
  const isAdmin = me?.isAdmin === 1;
  const today = chinaNow(clock.now()).format('YYYY-MM-DD');
  const update = (patch: Partial<EmpForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors({});
  };

  // Documents: the shown type's number, expiry and places.
  const shown = form.docType;
  const field = numberField(shown);
  const other = asOther(shown);
  const otherOnFileType = record?.otherIdType ?? '';
  const docValue = {
    idType: shown,
    idno: other && form.otherIdType !== other ? '' : form[field],
    expiry: shown === 'PASSPORT' ? form.passportPeriod : other && form.otherIdType === other ? form.otherPeriod : '',
  };
  const onFileMasked = other ? (otherOnFileType === other ? form.onFile.otherNumber : '') : form.onFile[field];
  const removed = form.removed[field] && onFileMasked !== '';
  const idnoHint = removed
    ? t('people.doc.willRemove')
    : onFileMasked && !docValue.idno
      ? t('booking.person.idno.onFile', { masked: onFileMasked })
      : other && otherOnFileType && otherOnFileType !== other && form.onFile.otherNumber
        ? t('people.emp.otherReplaces', { type: t(`booking.idType.${otherOnFileType}` as MessageKey) })
        : undefined;
  const docErrors: Partial<Record<DocumentFieldName, string>> = {};
  const put = (k: DocumentFieldName, key: MessageKey | undefined) => {
    if (key) docErrors[k] = t(key);
  };
  if (shown === 'ID') put('idno', errors.idNumber);
  else if (shown === 'PASSPORT') {
    put('idno', errors.passport);
    put('expiry', errors.passportPeriod);
    put('passportExtra', errors.passportExtra);
  } else {
    put('idType', errors.otherIdType);
    put('idno', errors.otherNumber);
    put('expiry', errors.otherPeriod);
  }

  const setIdno = (value: string) => {
    if (other) {
      update({ otherIdType: other, otherNumber: value });
      return;
    }
    const patch: Partial<EmpForm> = { [field]: value };
    if (shown === 'ID') {
      const facts = fromIdNumber(value);
      if (facts) Object.assign(patch, facts);
    }
    update(patch);
  };
  const setExpiry = (value: string) => {
    if (shown === 'PASSPORT') update({ passportPeriod: value });
    else if (other) update({ otherIdType: other, otherPeriod: value });
  };
  const toggleRemoved = () => update({ removed: { ...form.removed, [field]: !form.removed[field] }, [field]: '' });

  const onFileDocs: { type: IdType; masked: string }[] = [
    { type: 'ID' as IdType, masked: form.onFile.idNumber },
    { type: 'PASSPORT' as IdType, masked: form.onFile.passport },
    { type: (otherOnFileType || 'OTHER') as IdType, masked: form.onFile.otherNumber },
  ].filter((d) => d.masked !== '');

  const errorText = (key: keyof EmpErrors) => (errors[key] ? t(errors[key] as MessageKey) : undefined);

  const save = async () => {
    if (saving) return;
    const found = checkEmpForm(form, mode, today);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const doc = documentOfError(found, form);
      if (doc) setForm((f) => ({ ...f, docType: doc }));
      showToast(t('people.fix'), LIMITS.ui.toastMs);
      return;
    }
    setSaving(true);
    try {
      if (mode === 'create') {
        const answer = await vipEmpSaveDetail(toSaveRequest(form, isAdmin));
        showToast(t('people.saved'), LIMITS.ui.toastMs, 'success');
        const empId = answer.data?.empId;
        if (empId) void redirectTo(`/userCenter/empEdit/${empId}`);
        else void goBack();
        return;
      }
      if (!record) return;
      const request = toEditRequest(form, record, { personalOnly: personal, withRoles: isAdmin });
      if (Object.keys(request).length > 1) await vipEmpEditDetail(request);
      showToast(t('people.saved'), LIMITS.ui.toastMs, 'success');
      if (record.empId === me?.empId) void session.loadUserInfo().catch(() => undefined);
      await reload();
    } catch (e) {
      if (!(e instanceof ApiError)) showToast(t('common.loadFailed'), LIMITS.ui.failureToastMs);
    } finally {
      setSaving(false);
    }
  };

  const depart = async () => {
    if (!record) return;
    const done = await departure.run(
      {
        title: 'people.emp.departTitle',
        content: 'people.emp.departConfirm',
        done: 'people.emp.departed',
        values: { name: record.empName },
      },
      () => vipEmpDel({ empId: record.empId }),
    );
    if (done) await reload();
  };

  const ranks = grantableRanges(isAdmin, me?.bookRange ?? 1);

  return (
    <PageShell route={ROUTE} title={title} className="pp-page emp-edit">
      <Card title={t('people.emp.basic')} id="emp-basic">
        {record?.isValid === 0 ? (
          <View className="bk-alert" role="status" data-testid="emp-is-departed">
            {t('people.emp.isDeparted')}
          </View>
        ) : null}
        {personal ? (
          <>
            <InfoLine label={t('people.emp.name')} value={record?.empName ?? ''} testId="emp-name-info" />
            <InfoLine label={t('people.emp.dept')} value={record?.deptName ?? ''} />
            <InfoLine label={t('people.emp.phone')} value={form.onFile.phoneNumber} />
            <View className="bk-note" data-testid="emp-personal-note">
              {t('people.emp.personalOnly')}
            </View>
          </>
        ) : (
          <>
            <TextField
              id="emp-name"
              label={t('people.emp.name')}
              placeholder={t('booking.person.name.placeholder')}
              value={form.empName}
              maxlength={60}
              required
              error={errorText('empName')}
              onChange={(empName) => update({ empName })}
            />
            <TextField
              id="emp-no"
              label={t('people.emp.no')}
              value={form.empNo}
              maxlength={30}
              hint={mode === 'create' ? t('people.emp.no.auto') : undefined}
              error={errorText('empNo')}
              onChange={(empNo) => update({ empNo })}
            />
            <OptionPicker
              id="emp-dept"
              title={t('people.emp.dept')}
              options={
                depts.length > 0
                  ? depts.map((d) => ({ id: d.deptId, name: d.deptName, code: d.level > 0 ? d.path : '' }))
                  : form.deptId
                    ? [{ id: form.deptId, name: form.deptName, code: '' }]
                    : []
              }
              valueId={form.deptId || null}
              required
              error={errorText('deptId')}
              onChange={(deptId) =>
                update({ deptId: deptId ?? '', deptName: depts.find((d) => d.deptId === deptId)?.deptName ?? '' })
              }
            />
            <TextField
              id="emp-phone"
              label={t('people.emp.phone')}
              placeholder={t('booking.person.phone.placeholder')}
              type="number"
              maxlength={11}
              value={form.phoneNumber}
              required={mode === 'create'}
              hint={
                form.onFile.phoneNumber && !form.phoneNumber
                  ? t('booking.person.phone.onFile', { masked: form.onFile.phoneNumber })
                  : t('people.emp.phoneIsLogin')
              }
              error={errorText('phoneNumber')}
              onChange={(phoneNumber) => update({ phoneNumber })}
            />
          </>
        )}
        <TextField
          id="emp-phone2"
          label={t('people.emp.phone2')}
          value={form.phoneNumber2}
          maxlength={20}
          hint={
            form.onFile.phoneNumber2 && !form.phoneNumber2
              ? t('booking.person.phone.onFile', { masked: form.onFile.phoneNumber2 })
              : undefined
          }
          error={errorText('phoneNumber2')}
          onChange={(phoneNumber2) => update({ phoneNumber2 })}
        />
        <TextField
          id="emp-email"
          label={t('people.emp.email')}
          value={form.email}
          maxlength={254}
          error={errorText('email')}
          onChange={(email) => update({ email })}
        />
        <TextField
          id="emp-engName"
          label={t('people.emp.engName')}
          placeholder="SURNAME/GIVEN"
          value={form.engName}
          maxlength={60}
          error={errorText('engName')}
          onChange={(engName) => update({ engName })}
        />
      </Card>

      <Card title={t('people.emp.documents')} id="emp-documents">
        {onFileDocs.length > 0 ? (
          <View className="pp-docs" data-testid="emp-docs-on-file">
            {onFileDocs.map((d) => (
              <Text key={d.type} className="pp-badge emp-edit__doc">
                {t(`booking.idType.${d.type}` as MessageKey)} {d.masked}
              </Text>
            ))}
          </View>
        ) : null}
        <DocumentFields
          prefix="emp"
          value={docValue}
          onIdType={(docType) => update({ docType })}
          onIdno={setIdno}
          onExpiry={setExpiry}
          extras={shown === 'PASSPORT' ? { placeOfIssue: form.placeOfIssue, birthPlace: form.birthPlace } : {}}
          onExtras={(patch) => update(patch as Partial<EmpForm>)}
          idnoHint={idnoHint}
          idnoRequired={false}
          errors={docErrors}
        />
        {onFileMasked ? (
          <Pressable
            className={`pp-link ${removed ? '' : 'pp-link--danger'}`}
            onPress={toggleRemoved}
            testId="emp-doc-remove"
          >
            {t(removed ? 'people.doc.keep' : 'people.doc.remove')}
          </Pressable>
        ) : null}
        <ChoiceGroup<'M' | 'F'>
          id="emp-sex"
          label={t('booking.person.sex')}
          options={[
            { value: 'M', label: t('booking.sex.M') },
            { value: 'F', label: t('booking.sex.F') },
          ]}
          value={form.sex || null}
          onChange={(sex) => update({ sex })}
        />
        <TextField
          id="emp-born"
          label={t('booking.person.born')}
          placeholder={t('booking.person.date.placeholder')}
          maxlength={10}
          value={form.born}
          error={errorText('born')}
          onChange={(born) => update({ born })}
        />
        <TextField
          id="emp-nation"
          label={t('booking.person.nationality')}
          placeholder={t('people.emp.nation.placeholder')}
          value={form.nation}
          maxlength={3}
          error={errorText('nation')}
          onChange={(nation) => update({ nation })}
        />
      </Card>

      {personal ? null : (
        <Card title={t('people.emp.rights')} id="emp-rights">
          {isAdmin ? (
            <View role="group" aria-label={t('people.emp.roles')} data-testid="emp-roles">
              <Text className="bk-field__label">{t('people.emp.roles')}</Text>
              {EMP_ROLE_IDS.map((role: EmpRoleId) => (
                <CheckRow
                  key={role}
                  id={`emp-role-${role}`}
                  label={t(`people.role.${role}`)}
                  checked={form.roleIds.includes(role)}
                  onToggle={() =>
                    update({
                      roleIds: form.roleIds.includes(role)
                        ? form.roleIds.filter((r) => r !== role)
                        : [...form.roleIds, role],
                    })
                  }
                />
              ))}
            </View>
          ) : null}
          {FLAG_FIELDS.map((flag) => (
            <CheckRow
              key={flag}
              id={`emp-${flag}`}
              label={t(`people.emp.flag.${flag}`)}
              checked={form[flag] === 1}
              onToggle={() => update({ [flag]: flip(form[flag]) })}
            />
          ))}
          <ChoiceGroup
            id="emp-bookRange"
            label={t('user.scope')}
            options={ranks.map((r) => ({ value: r, label: t(`user.scope.${r}`) }))}
            value={form.bookRange}
            onChange={(bookRange) => update({ bookRange })}
          />
          <TextField
            id="emp-rank"
            label={t('user.rank')}
            placeholder={t('people.emp.rank.placeholder')}
            value={form.empRank}
            maxlength={20}
            hint={record?.empRankName ? t('people.emp.rank.current', { name: record.empRankName }) : undefined}
            error={errorText('empRank')}
            onChange={(empRank) => update({ empRank })}
          />
          <ChoiceGroup
            id="emp-approvalMode"
            label={t('people.emp.approvalMode')}
            options={APPROVAL_MODES.map((m) => ({ value: m, label: t(`people.emp.approvalMode.${m}`) }))}
            value={form.approvalMode}
            onChange={(approvalMode) => update({ approvalMode })}
          />
          {record && record.isValid === 0 ? (
            <CheckRow
              id="emp-isValid"
              label={t('people.emp.restore')}
              checked={form.isValid === 1}
              onToggle={() => update({ isValid: flip(form.isValid) })}
            />
          ) : null}
        </Card>
      )}

      <ActionBar>
        {record && record.canDelete === 1 && record.isValid === 1 && record.empId !== me?.empId ? (
          <Pressable className="bk-btn" onPress={() => void depart()} disabled={departure.busy} testId="emp-depart">
            {t('people.emp.depart')}
          </Pressable>
        ) : null}
        <Pressable className="bk-btn bk-btn--primary" onPress={() => void save()} disabled={saving} testId="emp-save">
          {t(saving ? 'people.saving' : 'booking.save')}
        </Pressable>
      </ActionBar>
    </PageShell>
  );
}

export default observer(EmpEditPage);
