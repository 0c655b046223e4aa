import { observer } from 'mobx-react-lite';
import type { IdType } from '../../../api/contract';
import { LIMITS } from '../../../domain/limits';
import type { MessageKey } from '../../../i18n';
import { useStores } from '../../../stores';
import { ChoiceGroup, TextField } from '../Field';
import { documentFields, ID_TYPES } from '../validate';
import '../kit.scss';
import '../../../i18n/parts/booking';

/** The document values the fields edit. A field left `undefined` in `extras` is not shown. */
export interface DocumentFieldValues {
  idType: IdType;
  idno: string;
  expiry: string;
}

/** Passport extras (SPEC §5: validity, place of issue and of birth; nationality for travellers). */
export interface PassportExtras {
  nationality?: string;
  placeOfIssue?: string;
  birthPlace?: string;
}

export type DocumentFieldName = 'idType' | 'idno' | 'expiry' | 'passportExtra';

export interface DocumentFieldsProps {
  /** Prefix of the element and test ids: `${prefix}-idno`… */
  prefix: string;
  value: DocumentFieldValues;
  /** Document types offered (default: all of SPEC §9). */
  types?: readonly IdType[];
  onIdType(idType: IdType): void;
  /** Raw input; a passport number arrives upper-cased. */
  onIdno(idno: string): void;
  onExpiry(expiry: string): void;
  extras: PassportExtras;
  onExtras(patch: PassportExtras): void;
  /** Hint under the number (e.g. the masked number on file). */
  idnoHint?: string;
  /** The number is required (default true). */
  idnoRequired?: boolean;
  errors?: Partial<Record<DocumentFieldName, string>>;
}

/**
 * The fields a document type shows (SPEC §3, §5), shared by the booking traveller form and the people screens:
 * type; number (an ID number as 'idcard', a passport ≤ 9 characters upper-cased); expiry for every type but the
 * ID card (required for a passport); for a passport the nationality, place of issue and place of birth.
 */
export const DocumentFields = observer(function DocumentFields(props: DocumentFieldsProps) {
  const { ui } = useStores();
  const { t } = ui;
  const { prefix, value, extras, errors = {} } = props;
  const fields = documentFields(value.idType);
  const id = (name: string) => `${prefix}-${name}`;
  const passport = value.idType === 'PASSPORT';

  return (
    <>
      <ChoiceGroup<IdType>
        id={id('idType')}
        label={t('booking.person.idType')}
        options={(props.types ?? ID_TYPES).map((v) => ({ value: v, label: t(`booking.idType.${v}` as MessageKey) }))}
        value={value.idType}
        error={errors.idType}
        onChange={props.onIdType}
      />
      <TextField
        id={id('idno')}
        label={t('booking.person.idno')}
        placeholder={t('booking.person.idno.placeholder')}
        type={value.idType === 'ID' ? 'idcard' : 'text'}
        maxlength={passport ? LIMITS.input.passportMax : 30}
        value={value.idno}
        required={props.idnoRequired ?? true}
        hint={props.idnoHint}
        error={errors.idno}
        onChange={(raw) => props.onIdno(passport ? raw.toUpperCase() : raw)}
      />
      {fields.expiry && (
        <TextField
          id={id('expiry')}
          label={t('booking.person.expiry')}
          placeholder={t('booking.person.date.placeholder')}
          maxlength={10}
          value={value.expiry}
          required={passport}
          error={errors.expiry}
          onChange={props.onExpiry}
        />
      )}
      {fields.passportExtra && (
        <>
          {extras.nationality !== undefined && (
            <TextField
              id={id('nationality')}
              label={t('booking.person.nationality')}
              placeholder={t('booking.person.nationality.placeholder')}
              value={extras.nationality}
              maxlength={40}
              required
              error={errors.passportExtra}
              onChange={(nationality) => props.onExtras({ nationality })}
            />
          )}
          {extras.placeOfIssue !== undefined && (
            <TextField
              id={id('placeOfIssue')}
              label={t('booking.person.placeOfIssue')}
              value={extras.placeOfIssue}
              maxlength={40}
              required
              error={extras.nationality === undefined ? errors.passportExtra : undefined}
              onChange={(placeOfIssue) => props.onExtras({ placeOfIssue })}
            />
          )}
          {extras.birthPlace !== undefined && (
            <TextField
              id={id('birthPlace')}
              label={t('booking.person.birthPlace')}
              value={extras.birthPlace}
              maxlength={40}
              required
              onChange={(birthPlace) => props.onExtras({ birthPlace })}
            />
          )}
        </>
      )}
    </>
  );
});
