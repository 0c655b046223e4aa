/**
 * The rail-account gate of a train booking (validOrder / trBookOrder call it, inside their transaction): the account
 * belongs to the booking employee of that company, its verification passed, every passenger is in its rail
 * frequent-traveller list and none failed the operator's identity check.
 */
import type { Db } from '../../db';
import { translate, type Locale } from '../../i18n/messages';
import { findAccount, listPassengers, normalizeIdno } from './repository';

export interface RailGatePassenger {
  psgName: string;
  idType: string;
  idno: string;
  /** The rail frequent traveller picked (an id of FindClkList), when the client knows it. */
  clkId?: string;
}

export interface RailGateArgs {
  corpId: string;
  empId: string;
  railAccountId: string;
  passengers: RailGatePassenger[];
  locale: Locale;
}

export type RailGateResult =
  | { ok: true; accountName: string }
  | {
      ok: false;
      reason: 'railVerify' | 'notInRailList' | 'identity' | 'notFound';
      verifyMode?: 'sms' | 'face';
      message: string;
    };

export async function checkRailAccountForBooking(db: Db, args: RailGateArgs): Promise<RailGateResult> {
  const owner = { corpId: args.corpId, empId: args.empId };
  const account = await findAccount(db, owner, args.railAccountId);
  if (!account) return { ok: false, reason: 'notFound', message: translate(args.locale, 'trainAccount.notFound') };
  if (account.status !== 'passed') {
    const verifyMode = account.verify_mode === 'face' ? 'face' : 'sms';
    return {
      ok: false,
      reason: 'railVerify',
      verifyMode,
      message: translate(args.locale, verifyMode === 'face' ? 'trainAccount.verifyFace' : 'trainAccount.verifySms'),
    };
  }
  const list = await listPassengers(db, owner, account.id);
  for (const p of args.passengers) {
    const idno = normalizeIdno(p.idno);
    const name = p.psgName.trim();
    // A number not known here (empty, or masked from a profile) is matched through the picked traveller's id.
    const unknownNo = idno === '' || idno.includes('*');
    const byClk = p.clkId ? list.find((c) => c.id === p.clkId && c.id_type === p.idType) : undefined;
    const match =
      byClk && (byClk.idno === idno || (unknownNo && byClk.psg_name === name))
        ? byClk
        : list.find((c) => c.id_type === p.idType && c.idno === idno && c.psg_name === name);
    if (!match) {
      return {
        ok: false,
        reason: 'notInRailList',
        message: translate(args.locale, 'trainAccount.notInRailList', { name: p.psgName }),
      };
    }
    if (match.identity_status === 'failed') {
      return { ok: false, reason: 'identity', message: translate(args.locale, 'trainAccount.identityFailed') };
    }
  }
  return { ok: true, accountName: account.account_name };
}
