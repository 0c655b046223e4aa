/**
 * The invoice title form (SPEC §3 swxx: gsmc, nsrsbh, yydzTel, yhxx, jsEmail, unitType) as pure data: the checks
 * (the tax number through src/domain/taxNumber) and the swxx/edit request.
 */
import type { InvoiceUnitType, SwxxEditRequest, SwxxItem } from '../../../../../api/contract/invoice';
import { checkTitleTaxNumber, normalizeTaxNumber, type TaxNumberProblem } from '../../../../../domain/taxNumber';
import { checkEmail } from '../../../../../domain/validators';
import { validationKey, type MessageKey } from '../../../../../i18n';
import '../../../../../i18n/parts/invoice';

export interface TitleForm {
  id: string;
  unitType: InvoiceUnitType;
  gsmc: string;
  nsrsbh: string;
  yydzTel: string;
  yhxx: string;
  jsEmail: string;
}

export type TitleErrors = Partial<Record<'gsmc' | 'nsrsbh' | 'yydzTel' | 'yhxx' | 'jsEmail', MessageKey>>;

/** Field lengths the form allows (the server refuses longer). */
export const TITLE_LIMITS = { gsmc: 100, nsrsbh: 20, yydzTel: 200, yhxx: 200, jsEmail: 254 } as const;

export function newTitleForm(): TitleForm {
  return { id: '', unitType: 1, gsmc: '', nsrsbh: '', yydzTel: '', yhxx: '', jsEmail: '' };
}

export function formFromTitle(t: SwxxItem): TitleForm {
  return {
    id: t.id,
    unitType: t.unitType,
    gsmc: t.gsmc,
    nsrsbh: t.nsrsbh,
    yydzTel: t.yydzTel,
    yhxx: t.yhxx,
    jsEmail: t.jsEmail,
  };
}

const TAX_MESSAGES: Record<TaxNumberProblem, MessageKey> = {
  'taxNumber.required': 'invoice.v.nsrsbh.empty',
  'taxNumber.length': 'invoice.v.nsrsbh.length',
  'taxNumber.chars': 'invoice.v.nsrsbh.chars',
  'taxNumber.checksum': 'invoice.v.nsrsbh.checksum',
};

/** The message of a tax number as typed for a title of `unitType`; undefined when acceptable. */
export function taxNumberError(nsrsbh: string, unitType: InvoiceUnitType): MessageKey | undefined {
  const problem = checkTitleTaxNumber(nsrsbh, unitType);
  return problem ? TAX_MESSAGES[problem] : undefined;
}

/**
 * The name is required; an enterprise needs a valid tax number, an individual or public body may leave it empty (a
 * given one must be valid); the e-mail is optional but must be well formed.
 */
export function checkTitleForm(form: TitleForm): TitleErrors {
  const errors: TitleErrors = {};
  const gsmc = form.gsmc.trim();
  if (!gsmc) errors.gsmc = 'invoice.v.gsmc';
  else if (gsmc.length > TITLE_LIMITS.gsmc) errors.gsmc = 'invoice.v.tooLong';
  const tax = taxNumberError(form.nsrsbh, form.unitType);
  if (tax) errors.nsrsbh = tax;
  if (form.yydzTel.trim().length > TITLE_LIMITS.yydzTel) errors.yydzTel = 'invoice.v.tooLong';
  if (form.yhxx.trim().length > TITLE_LIMITS.yhxx) errors.yhxx = 'invoice.v.tooLong';
  const email = form.jsEmail.trim();
  if (email) {
    const code = checkEmail(email);
    if (code) errors.jsEmail = validationKey(code);
  }
  return errors;
}

/** swxx/edit: trimmed fields, the tax number normalised (no spaces, upper case); the id only when editing. */
export function toSwxxRequest(form: TitleForm): SwxxEditRequest {
  const request: SwxxEditRequest = {
    unitType: form.unitType,
    gsmc: form.gsmc.trim(),
    nsrsbh: normalizeTaxNumber(form.nsrsbh),
    yydzTel: form.yydzTel.trim(),
    yhxx: form.yhxx.trim(),
    jsEmail: form.jsEmail.trim(),
  };
  if (form.id) request.id = form.id;
  return request;
}
