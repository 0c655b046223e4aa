/**
 * The frequent-traveller form (SPEC §3 frequent traveller: chName, enName, relation and the identity fields; §5
 * name, ID, passport, mobile and e-mail rules) as pure data. Several documents (one per type): each starts with
 * its number on file masked, kept unless retyped or removed.
 */
import type { IdType, TravellerCandidate } from '../../../api/contract';
import type { ContactDocumentInput, VipEmpContactsEditRequest } from '../../../api/contract/peopleAdmin';
import { checkEmail, checkMobile, checkName } from '../../../domain/validators';
import { hasKey, validationKey, type MessageKey } from '../../../i18n';
import { checkBorn, checkDocument, checkEnglishName, normaliseEnglishName, type DocErrors } from './documents';
import '../../../i18n/parts/people';

/** Relations offered as choices (free text is accepted by the server; these are stored as their codes). */
export const RELATIONS = ['family', 'colleague', 'friend', 'other'] as const;

export interface ContactDoc {
  /** New number ('' keeps the one on file). */
  idno: string;
  expiry: string;
  placeOfIssue: string;
  /** The document on file (masked), if any. */
  onFile: { masked: string; ref: string } | null;
  removed: boolean;
}

export interface ContactForm {
  contactsId: string;
  chName: string;
  enName: string;
  relation: string;
  sex: 'M' | 'F' | '';
  born: string;
  /** New mobile ('' keeps the masked one on file). */
  phone: string;
  phoneOnFile: string;
  email: string;
  /** The document whose fields are shown. */
  docType: IdType;
  docs: Partial<Record<IdType, ContactDoc>>;
}

/** A frequent traveller row as vipEmpContactsPage answers it (relation when the server sends it). */
export type ContactRow = TravellerCandidate & { relation?: string };

export const blankDoc = (): ContactDoc => ({ idno: '', expiry: '', placeOfIssue: '', onFile: null, removed: false });

export function newContactForm(): ContactForm {
  return {
    contactsId: '',
    chName: '',
    enName: '',
    relation: '',
    sex: '',
    born: '',
    phone: '',
    phoneOnFile: '',
    email: '',
    docType: 'ID',
    docs: {},
  };
}

export function formFromContact(c: ContactRow): ContactForm {
  const docs: Partial<Record<IdType, ContactDoc>> = {};
  for (const d of c.documents) {
    docs[d.idType] = { ...blankDoc(), expiry: d.expiry, onFile: { masked: d.masked, ref: d.ref } };
  }
  return {
    ...newContactForm(),
    contactsId: c.contactsId,
    chName: c.name,
    enName: c.enName,
    relation: c.relation ?? '',
    sex: c.sex,
    born: c.born,
    phoneOnFile: c.phoneNumber,
    email: c.email,
    docType: c.documents[0]?.idType ?? 'ID',
    docs,
  };
}

/** A document that will be on file after saving. */
const kept = (d: ContactDoc | undefined): d is ContactDoc =>
  d !== undefined && (d.idno.trim() !== '' || (d.onFile !== null && !d.removed));

export interface ContactErrors {
  chName?: MessageKey;
  enName?: MessageKey;
  /** The first document with a problem, and what it is. */
  doc?: { idType: IdType; errors: DocErrors };
  /** No document at all. */
  documents?: MessageKey;
  born?: MessageKey;
  phone?: MessageKey;
  email?: MessageKey;
}

export function hasErrors(e: ContactErrors): boolean {
  return Object.values(e).some((v) => v !== undefined);
}

/**
 * SPEC §5: a name (Chinese, or SURNAME/GIVEN), the English name's form, every newly typed document by its type (a
 * passport with its expiry and place of issue), at least one document, birth date, mobile and e-mail formats.
 */
export function checkContactForm(form: ContactForm, today: string): ContactErrors {
  const errors: ContactErrors = {};
  const name = checkName(form.chName);
  if (name) errors.chName = validationKey(name);
  const en = checkEnglishName(form.enName);
  if (en) errors.enName = en;
  for (const [idType, doc] of Object.entries(form.docs) as [IdType, ContactDoc][]) {
    const found = checkDocument({
      idType,
      typed: doc.idno,
      expiry: doc.expiry,
      extras: idType === 'PASSPORT' ? [doc.placeOfIssue] : [],
    });
    if (Object.keys(found).length > 0) {
      errors.doc = { idType, errors: found };
      break;
    }
  }
  if (!Object.values(form.docs).some(kept)) errors.documents = validationKey('document.required');
  const born = checkBorn(form.born, today);
  if (born) errors.born = born;
  if (form.phone.trim()) {
    const code = checkMobile(form.phone.trim());
    if (code) errors.phone = validationKey(code);
  }
  if (form.email.trim()) {
    const code = checkEmail(form.email.trim());
    if (code) errors.email = validationKey(code);
  }
  return errors;
}

/** vipEmpContactsEdit: kept documents (a retyped number replaces the one on file; an untouched one goes by ref). */
export function toContactRequest(form: ContactForm): VipEmpContactsEditRequest {
  const documents: ContactDocumentInput[] = [];
  for (const [idType, doc] of Object.entries(form.docs) as [IdType, ContactDoc][]) {
    if (!kept(doc)) continue;
    const idno = doc.idno.trim();
    const input: ContactDocumentInput = { idType, idno };
    if (!idno && doc.onFile) input.ref = doc.onFile.ref;
    if (doc.expiry.trim()) input.expiry = doc.expiry.trim();
    if (idType === 'PASSPORT' && doc.placeOfIssue.trim()) input.placeOfIssue = doc.placeOfIssue.trim();
    documents.push(input);
  }
  const request: VipEmpContactsEditRequest = {
    chName: form.chName.trim(),
    enName: normaliseEnglishName(form.enName),
    relation: form.relation,
    sex: form.sex,
    born: form.born.trim(),
    email: form.email.trim(),
    documents,
  };
  if (form.contactsId) request.contactsId = form.contactsId;
  if (form.phone.trim()) request.phoneNumber = form.phone.trim();
  return request;
}

/** The label of a relation code (free text from elsewhere shows as it is). */
export function relationLabel(t: (key: MessageKey) => string, relation: string): string {
  const key = `people.relation.${relation}`;
  return relation && hasKey(key) ? t(key) : relation;
}
