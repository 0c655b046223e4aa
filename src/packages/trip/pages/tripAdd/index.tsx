import { useCallback, useEffect, useRef, useState } from 'react';
import { View, Text, Image } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { CCSQD_ORDER_TYPE, type CcsqdAddMethod } from '../../../../api/contract/trip';
import { vipCcsqdAdd, vipCcsqdInfo } from '../../../../api/trip';
import { ApiError } from '../../../../api/transport';
import { Calendar } from '../../../../components/Calendar';
import { CityPicker } from '../../../../components/CityPicker';
import { PageShell } from '../../../../components/PageShell';
import { Pressable } from '../../../../components/Pressable';
import {
  Card,
  CostCenterPicker,
  PickerRow,
  ProjectPicker,
  TextField,
  TravellerPicker,
} from '../../../../components/booking';
import { LIMITS } from '../../../../domain/limits';
import { formatYuan } from '../../../../domain/money';
import { chinaNow } from '../../../../domain/time';
import { emptyTripBuilder, setTravelers, type TripTraveller } from '../../../../domain/tripBuilder';
import { confirmDialog, showToast } from '../../../../hosts/ui';
import { validationKey, type MessageKey } from '../../../../i18n';
import { decodeQuery, goBack, redirectTo } from '../../../../router';
import { useStores } from '../../../../stores';
import { fromCandidate, useBookingStore, type BookingTraveller } from '../../../../stores/booking';
import { BudgetFields, BudgetTotal } from '../../components/BudgetFields';
import { LegAddActions } from '../../components/LegAddActions';
import { LegList } from '../../components/LegList';
import { TripLoadFallback } from '../../components/TripLoadFallback';
import {
  blankTripForm,
  checkTripForm,
  firstError,
  fromDetail,
  toAddRequest,
  totalFen,
  type TripFormErrors,
} from '../../form';
import { useTripReference } from '../../reference';
import { useTripDraft } from '../../store';
import { attachmentSrc, pickAttachment, uploadAttachment, UploadRefused } from '../../upload';
import '../../trip.scss';
import '../../../../i18n/parts/trip';
import { clock } from '../../../../hosts/clock';
import { NO_TRANSLATE } from '../../../../components/Pressable/noTranslate';
import { Icon } from '../../../../components/Icon';
import { close } from '../../../../components/Icon/icons';

const ROUTE = '/tripAdd';
const PLAN_DAYS = 365;

type LoadState = 'loading' | 'ready' | 'failed' | 'locked';
type Open = 'travellers' | 'city' | 'dates' | null;

/** A traveller of the form as the picker holds it. */
function asPickerTraveller(p: TripTraveller): BookingTraveller {
  return {
    ...fromCandidate({
      clkFlag: p.empId ? 2 : 1,
      empId: p.empId,
      contactsId: '',
      name: p.name,
      enName: '',
      deptName: p.deptName,
      empRank: '',
      sex: '',
      born: '',
      phoneNumber: '',
      email: '',
      documents: [],
    }),
    key: p.key,
  };
}

/**
 * New or draft trip application (SPEC §2 /tripAdd, §3 trip application, §5): travellers (myself by default,
 * colleagues within my booking scope), reason, destination, dates, budgets with the computed total, the route legs of
 * the trip builder (/tripRoute, /tripCarAdd), project, cost centre, subject, remark and the attachment (required to
 * submit). Save as a draft (addMethod 1) or submit (2) → /approval/Send when a rule applies, else the detail.
 */
function TripAddPage() {
  const { session, ui } = useStores();
  const { t } = ui;
  const draft = useTripDraft();
  const booking = useBookingStore();
  const emp = session.userInfo?.empInfo ?? null;
  const ccsqdId = decodeQuery(useRouter().params).ccsqdId ?? '';
  const owner = emp ? `${emp.empId}|add:${ccsqdId || 'new'}` : '';
  const [load, setLoad] = useState<LoadState>('loading');
  const ref = useTripReference(emp !== null);
  const [open, setOpen] = useState<Open>(null);
  // After the first save attempt the form is checked live, so a fixed field loses its message as it is typed.
  const [checked, setChecked] = useState<CcsqdAddMethod | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const start = useCallback(async () => {
    if (!emp) return;
    if (draft.owns(owner)) {
      setLoad('ready');
      return;
    }
    if (!ccsqdId) {
      const me: TripTraveller = { key: `e:${emp.empId}`, empId: emp.empId, name: emp.empName, deptName: emp.deptName };
      draft.begin(owner, 'add', '', { form: blankTripForm(), builder: setTravelers(emptyTripBuilder(), [me]) });
      setLoad('ready');
      return;
    }
    setLoad('loading');
    try {
      const answer = await vipCcsqdInfo({ ccsqdId });
      const detail = answer.data;
      if (!detail) {
        setLoad('failed');
        return;
      }
      if (!detail.canEdit) {
        setLoad('locked');
        return;
      }
      draft.begin(owner, 'add', ccsqdId, fromDetail(detail));
      setLoad('ready');
    } catch {
      setLoad('failed');
    }
    // The draft store and the employee are stable for a given owner.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owner]);

  useEffect(() => {
    void start();
  }, [start]);

  const title: MessageKey = ccsqdId ? 'trip.add.editTitle' : 'trip.add.title';
  if (!emp || load !== 'ready') {
    return (
      <TripLoadFallback
        route={ROUTE}
        title={title}
        loading={load === 'loading'}
        text={load === 'locked' ? 'trip.add.locked' : 'common.loadFailed'}
        onRetry={load === 'failed' ? () => void start() : undefined}
      />
    );
  }

  const { form, builder } = draft;
  const errors: TripFormErrors = checked ? checkTripForm(form, builder, checked, ref.rules) : {};
  const err = (key: keyof TripFormErrors) => (errors[key] ? t(errors[key]) : undefined);
  const today = chinaNow(clock.now()).format('YYYY-MM-DD');
  const maxDay = chinaNow(clock.now()).add(PLAN_DAYS, 'day').format('YYYY-MM-DD');
  const project = ref.projects.find((p) => p.projectId === form.projectId) ?? null;
  const costCenter = ref.costCenters.find((c) => c.costCenterId === form.costCenterId) ?? null;

  const pickAttachmentFile = async () => {
    if (uploading) return;
    const picked = await pickAttachment();
    if (!picked) return;
    if (picked.kind === 'invalid') {
      setUploadError(t(validationKey(picked.code)));
      return;
    }
    setUploading(true);
    setUploadError(null);
    try {
      const url = await uploadAttachment(picked.file, session.token, process.env.TARO_APP_API_BASE ?? '');
      draft.setForm({ attachment: { url, name: picked.file.name } });
    } catch (e) {
      setUploadError(e instanceof UploadRefused && e.tips ? e.tips : t('trip.attachment.failed'));
    } finally {
      setUploading(false);
    }
  };

  const clearAll = async () => {
    const sure = await confirmDialog({
      title: t('trip.legs.clearAll'),
      content: t('trip.legs.clearAll.confirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (sure) draft.clearAll();
  };

  const save = async (method: CcsqdAddMethod) => {
    if (busyRef.current || uploading) return;
    const found = checkTripForm(draft.form, draft.builder, method, ref.rules);
    setChecked(method);
    const first = firstError(found);
    if (first) {
      showToast(t(found[first] ?? 'trip.fix'), LIMITS.ui.toastMs);
      return;
    }
    busyRef.current = true;
    setBusy(true);
    try {
      const answer = await vipCcsqdAdd(toAddRequest(draft.form, draft.builder, method, draft.ccsqdId));
      const data = answer.data;
      draft.reset();
      if (!data || method === 1 || data.nextStep === 'draft') {
        showToast(t('trip.saved'), LIMITS.ui.toastMs, 'success');
        await goBack();
      } else if (data.nextStep === 'approval') {
        await redirectTo('/approval/Send', {
          query: { orderId: data.ccsqdId, orderType: String(CCSQD_ORDER_TYPE) },
        });
      } else {
        showToast(t('trip.submitted'), LIMITS.ui.toastMs, 'success');
        await redirectTo('/tripDetail', { query: { ccsqdId: data.ccsqdId } });
      }
    } catch (e) {
      // A refusal was shown by the transport (its tips name the field); the form keeps everything typed.
      if (!(e instanceof ApiError)) showToast(t('common.loadFailed'), LIMITS.ui.failureToastMs);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const zys = totalFen(builder.params);

  return (
    <PageShell route={ROUTE} title={title} className="trip-page trip-add">
      <Card
        id="trip-travellers"
        title={t('trip.travellers')}
        action={
          <Pressable className="trip-link" onPress={() => setOpen('travellers')} testId="trip-travellers-add">
            {t('trip.travellers.add')}
          </Pressable>
        }
      >
        <View className="bk-selected" data-testid="trip-traveller-list">
          {builder.travelerList.map((p) => (
            <View key={p.key} className="bk-selected__chip" data-key={p.key}>
              <Text {...NO_TRANSLATE}>{p.name}</Text>
              {p.deptName ? <Text className="bk-sub">{p.deptName}</Text> : null}
              <Pressable
                className="bk-icon-btn"
                onPress={() => draft.setTravellers(builder.travelerList.filter((x) => x.key !== p.key))}
                label={t('trip.travellers.remove', { name: p.name })}
                testId={`trip-traveller-remove-${p.key}`}
              >
                <Icon icon={close} />
              </Pressable>
            </View>
          ))}
        </View>
        {errors.travellers ? (
          <Text className="bk-field__error" role="alert" data-testid="trip-travellers-error">
            {t(errors.travellers)}
          </Text>
        ) : null}
      </Card>

      <Card id="trip-basics" title={t('trip.basics')}>
        <TextField
          id="trip-ccsy"
          label={t('trip.reason')}
          placeholder={t('trip.reason.placeholder')}
          value={form.ccsy}
          maxlength={100}
          required
          error={err('ccsy')}
          onChange={(ccsy) => draft.setForm({ ccsy })}
        />
        <PickerRow
          id="trip-mdd"
          label={t('trip.destination')}
          value={form.mdd}
          placeholder={t('trip.destination.placeholder')}
          required
          error={err('mdd')}
          onClick={() => setOpen('city')}
        />
        <PickerRow
          id="trip-dates"
          label={t('trip.travelDates')}
          value={form.dateBegin ? t('trip.dates', { begin: form.dateBegin, end: form.dateEnd || '…' }) : ''}
          placeholder={t('trip.travelDates.placeholder')}
          required
          error={err('dates')}
          onClick={() => setOpen('dates')}
        />
      </Card>

      <Card id="trip-budget" title={t('trip.budget')}>
        <BudgetFields
          idPrefix="trip"
          budgetText={form.budgetText}
          error={err}
          onChange={(key, text) => draft.setBudgetText(key, text)}
        />
        <BudgetTotal label={t('trip.budget.total')} amount={formatYuan(zys)} testId="trip-zys" />
      </Card>

      <Card id="trip-routes" title={t('trip.routes')} action={<LegAddActions />}>
        <LegList
          builder={builder}
          onRemove={(area, index) => draft.removeLeg(area, index)}
          onClear={(area) => draft.clear(area)}
          onClearAll={() => void clearAll()}
        />
        {errors.routes ? (
          <Text className="bk-field__error" role="alert" data-testid="trip-routes-error">
            {t(errors.routes)}
          </Text>
        ) : null}
      </Card>

      <Card id="trip-more" title={t('trip.more')}>
        <ProjectPicker
          options={ref.projects}
          value={project ?? (form.projectId ? { projectId: form.projectId, name: form.projectName, code: '' } : null)}
          required={ref.rules.projectRequired}
          error={err('project')}
          onChange={(p) => draft.setForm({ projectId: p?.projectId ?? '', projectName: p?.name ?? '' })}
        />
        <CostCenterPicker
          options={ref.costCenters}
          value={
            costCenter ??
            (form.costCenterId ? { costCenterId: form.costCenterId, name: form.costCenterName, code: '' } : null)
          }
          required={ref.rules.costCenterRequired}
          error={err('costCenter')}
          onChange={(c) => draft.setForm({ costCenterId: c?.costCenterId ?? '', costCenterName: c?.name ?? '' })}
        />
        <TextField
          id="trip-subject"
          label={t('trip.subject')}
          placeholder={t('trip.optional')}
          value={form.subjectCode}
          maxlength={40}
          onChange={(subjectCode) => draft.setForm({ subjectCode })}
        />
        <TextField
          id="trip-remark"
          label={t('trip.remark')}
          placeholder={t('trip.optional')}
          value={form.remark}
          maxlength={LIMITS.input.remarkMax}
          error={err('remark')}
          hint={t('trip.remark.count', { count: Array.from(form.remark).length, max: LIMITS.input.remarkMax })}
          onChange={(remark) => draft.setForm({ remark })}
        />
        <View className={`bk-field ${errors.attachment || uploadError ? 'bk-field--error' : ''}`}>
          <Text className="bk-field__label" id="trip-attachment-label">
            {t('trip.attachment')}
            <Text className="bk-field__hint">{t('trip.attachment.hint')}</Text>
          </Text>
          {form.attachment ? (
            <View className="trip-attachment" data-testid="trip-attachment">
              <Image
                className="trip-attachment__img"
                src={attachmentSrc(form.attachment.url)}
                mode="aspectFill"
                aria-label={form.attachment.name}
              />
              <Text className="trip-attachment__name">{form.attachment.name}</Text>
              <Pressable
                className="bk-icon-btn"
                onPress={() => draft.setForm({ attachment: null })}
                label={t('trip.attachment.remove')}
                testId="trip-attachment-remove"
              >
                <Icon icon={close} />
              </Pressable>
            </View>
          ) : (
            <Pressable
              className="bk-btn bk-btn--inline"
              onPress={() => void pickAttachmentFile()}
              disabled={uploading}
              testId="trip-attachment-pick"
            >
              {t(uploading ? 'trip.attachment.uploading' : 'trip.attachment.pick')}
            </Pressable>
          )}
          {uploadError || errors.attachment ? (
            <Text className="bk-field__error" role="alert" data-testid="trip-attachment-error">
              {uploadError ?? (errors.attachment ? t(errors.attachment) : '')}
            </Text>
          ) : null}
        </View>
      </Card>

      <View className="trip-bar">
        <Pressable
          className="bk-btn"
          onPress={() => void save(1)}
          disabled={busy || uploading}
          testId="trip-save-draft"
        >
          {t('trip.saveDraft')}
        </Pressable>
        <Pressable
          className="bk-btn bk-btn--primary"
          onPress={() => void save(2)}
          disabled={busy || uploading}
          testId="trip-submit"
        >
          {t(busy ? 'trip.saving' : 'trip.submit')}
        </Pressable>
      </View>

      <TravellerPicker
        open={open === 'travellers'}
        value={builder.travelerList.map(asPickerTraveller)}
        onChange={(next) =>
          draft.setTravellers(next.map((p) => ({ key: p.key, empId: p.empId, name: p.name, deptName: p.deptName })))
        }
        onClose={() => setOpen(null)}
        search={(source, keyword, pageNum) => booking.searchTravellers(source, keyword, pageNum)}
        travelDate={form.dateBegin || today}
        tripEnd={form.dateEnd || form.dateBegin || today}
        allowNew={false}
        bookRange={emp.bookRange}
        strict={false}
      />
      <CityPicker
        open={open === 'city'}
        title={t('trip.destination')}
        productCode={10903}
        history={[]}
        current={form.mddCode}
        onSelect={(place) => {
          draft.setForm({ mdd: place.name, mddCode: place.cityCode || place.code });
          setOpen(null);
        }}
        onClose={() => setOpen(null)}
      />
      <Calendar
        open={open === 'dates'}
        title={t('trip.travelDates')}
        mode="range"
        start={form.dateBegin}
        end={form.dateEnd || undefined}
        min={today}
        max={maxDay}
        startLabel={t('trip.dateBegin')}
        endLabel={t('trip.dateEnd')}
        onConfirm={(begin, end) => {
          draft.setForm({ dateBegin: begin, dateEnd: end || begin });
          setOpen(null);
        }}
        onClose={() => setOpen(null)}
      />
    </PageShell>
  );
}

export default observer(TripAddPage);
