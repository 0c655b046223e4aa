import { useEffect, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { Pressable } from '../../Pressable';
import { observer } from 'mobx-react-lite';
import type { IdType } from '../../../api/contract';
import { birthDateFromId, checkIdCard, sexFromId } from '../../../domain/validators';
import { useStores } from '../../../stores';
import type { BookingTraveller } from '../../../stores/booking';
import { Sheet } from '../Sheet';
import { DocumentFields } from '../DocumentFields';
import { ChoiceGroup, TextField } from '../Field';
import {
  checkAgainstOthers,
  checkTravellerFields,
  documentFields,
  psgTypeOf,
  type Problem,
  type TravellerField,
} from '../validate';
import '../kit.scss';
import '../../../i18n/parts/booking';

export interface TravellerFormProps {
  open: boolean;
  /** The traveller to edit, or a blank one (see `blankTraveller`) to add. */
  value: BookingTraveller;
  isNew: boolean;
  /** The other travellers of the booking: a duplicate name, document or phone is refused. */
  others: readonly BookingTraveller[];
  /** First travel date 'YYYY-MM-DD': the passenger type is computed for it. */
  travelDate: string;
  /** Last travel date: a passport must be valid 6 months past it. */
  tripEnd: string;
  /** A problem found by a list check, shown when the form opens. */
  initialProblem?: Problem | null;
  onSave(traveller: BookingTraveller): void;
  onCancel(): void;
}

/**
 * Inline add or edit of one traveller: the fields the document type shows (SPEC §3, §5): ID → number with checksum,
 * birth date and sex read from it; passport → number ≤ 9, expiry, nationality, place of issue and of birth; the
 * other documents → number and expiry; sex, birth date and mobile. The passenger type follows the age.
 */
export const TravellerForm = observer(function TravellerForm(props: TravellerFormProps) {
  const { ui } = useStores();
  const { t } = ui;
  const [draft, setDraft] = useState<BookingTraveller>(props.value);
  const [problem, setProblem] = useState<Problem | null>(props.initialProblem ?? null);
  // True while the problem shown is the one the last save found (not one handed in when the form opened).
  const [saveProblem, setSaveProblem] = useState(false);

  useEffect(() => {
    if (props.open) {
      setDraft(props.value);
      setProblem(props.initialProblem ?? null);
      setSaveProblem(false);
    }
    // A new traveller or a new problem resets the form; typing does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.open, props.value.key, props.initialProblem]);

  const fields = documentFields(draft.idType);
  const onFile = draft.documents.find((d) => d.ref === draft.documentRef);
  const idFromNumber = draft.idType === 'ID' && draft.idno !== '' && checkIdCard(draft.idno.trim()) === null;
  const showBornAndSex = fields.bornAndSex || !idFromNumber;

  const update = (patch: Partial<BookingTraveller>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setProblem(null);
    setSaveProblem(false);
  };

  const setIdType = (idType: IdType) => {
    const doc = draft.documents.find((d) => d.idType === idType);
    update({ idType, idno: '', documentRef: doc?.ref ?? '', expiry: doc?.expiry ?? '' });
  };

  const setIdno = (idno: string) => {
    const patch: Partial<BookingTraveller> = { idno };
    if (draft.idType === 'ID' && checkIdCard(idno.trim()) === null) {
      patch.born = birthDateFromId(idno.trim()) ?? draft.born;
      patch.sex = sexFromId(idno.trim()) ?? draft.sex;
    }
    update(patch);
  };

  const save = () => {
    const clean: BookingTraveller = {
      ...draft,
      name: draft.name.trim(),
      idno: draft.idno.trim(),
      phone: draft.phone.trim(),
      documentRef: draft.idno.trim() ? '' : draft.documentRef,
    };
    const found =
      checkTravellerFields(clean, props.travelDate, props.tripEnd) ?? checkAgainstOthers(clean, props.others);
    setProblem(found);
    setSaveProblem(found !== null);
    if (!found) props.onSave(clean);
  };

  const errorOf = (field: TravellerField): string | undefined =>
    problem && problem.field === field ? t(problem.key) : undefined;
  // The field a save found wrong takes the focus, which scrolls it into view when it is below the fold of the sheet
  // (the phone usually is) on every host, and moves screen readers to it.
  const focusOf = (field: TravellerField): boolean => saveProblem && problem?.field === field;
  const psgType = psgTypeOf(draft, props.travelDate);
  const id = (name: string) => `traveller-${name}`;

  return (
    <Sheet
      open={props.open}
      title={t(props.isNew ? 'booking.person.title.new' : 'booking.person.title.edit')}
      onClose={props.onCancel}
      testId="traveller-form"
      footer={
        <Pressable className="bk-btn bk-btn--primary" testId="traveller-save" onPress={save}>
          {t('booking.save')}
        </Pressable>
      }
    >
      <TextField
        id={id('name')}
        label={t('booking.person.name')}
        placeholder={t('booking.person.name.placeholder')}
        value={draft.name}
        maxlength={60}
        required
        error={errorOf('name')}
        focus={focusOf('name')}
        onChange={(name) => update({ name })}
      />
      <DocumentFields
        prefix="traveller"
        value={draft}
        onIdType={setIdType}
        onIdno={setIdno}
        onExpiry={(expiry) => update({ expiry })}
        extras={{ nationality: draft.nationality, placeOfIssue: draft.placeOfIssue, birthPlace: draft.birthPlace }}
        onExtras={update}
        idnoHint={onFile && !draft.idno ? t('booking.person.idno.onFile', { masked: onFile.masked }) : undefined}
        errors={{ idno: errorOf('idno'), expiry: errorOf('expiry'), passportExtra: errorOf('passportExtra') }}
      />
      {showBornAndSex ? (
        <>
          <ChoiceGroup<'M' | 'F'>
            id={id('sex')}
            label={t('booking.person.sex')}
            options={[
              { value: 'M', label: t('booking.sex.M') },
              { value: 'F', label: t('booking.sex.F') },
            ]}
            value={draft.sex || null}
            error={errorOf('sex')}
            onChange={(sex) => update({ sex })}
          />
          <TextField
            id={id('born')}
            label={t('booking.person.born')}
            placeholder={t('booking.person.date.placeholder')}
            maxlength={10}
            value={draft.born}
            required
            error={errorOf('born')}
            focus={focusOf('born')}
            onChange={(born) => update({ born })}
          />
        </>
      ) : (
        <Text className="bk-note" data-testid={id('fromId')}>
          {t('booking.person.fromId')} · {draft.born} · {draft.sex ? t(`booking.sex.${draft.sex}`) : ''}
        </Text>
      )}
      <TextField
        id={id('phone')}
        label={t('booking.person.phone')}
        placeholder={t('booking.person.phone.placeholder')}
        type="number"
        maxlength={11}
        value={draft.phone}
        required={psgType === 1}
        hint={
          draft.phoneNumber && !draft.phone
            ? t('booking.person.phone.onFile', { masked: draft.phoneNumber })
            : undefined
        }
        error={errorOf('phone')}
        focus={focusOf('phone')}
        onChange={(phone) => update({ phone })}
      />
      <Text className="bk-sub" data-testid={id('psgType')}>
        {t('booking.person.type', { type: t(`booking.psgType.${psgType}`) })}
      </Text>
      {problem && !problem.field ? (
        <View className="bk-alert" role="alert" data-testid={id('error')}>
          {t(problem.key)}
        </View>
      ) : null}
    </Sheet>
  );
});
