/**
 * Rail frequent travellers of an account (FindClkList, saveClk, deleteClk) and the operator's identity check of a
 * person (checkRyxx, checkLocalHytgry). Documents are masked in every answer and log line.
 */
import type {
  CheckLocalHytgryData,
  CheckLocalHytgryRequest,
  CheckRyxxData,
  CheckRyxxRequest,
  DeleteClkData,
  DeleteClkRequest,
  RailIdentityStatus,
  RailPassenger,
  RailPsgType,
  SaveClkData,
  SaveClkRequest,
} from '../../../../src/api/contract/trainAccount';
import { idTypeOf } from '../../../../src/domain/documentTypes';
import { maskMobile } from '../../../../src/domain/masking';
import type { AppContext } from '../../context';
import { translate, type Locale, type MsgKey } from '../../i18n/messages';
import { newId } from '../../lib/crypto';
import { invalid, notFound } from '../../lib/errors';
import { documentByRef } from '../people/repository';
import type { AuthInfo } from '../session/service';
import { RAIL_LIST_MAX, identityOf, idnoMalformed, maskDocumentNo } from './operator';
import * as repo from './repository';
import type { Owner, RailPassengerRow } from './repository';

const MOBILE = /^1[3-9]\d{9}$/;

const IDENTITY_TEXT: Record<RailIdentityStatus, MsgKey> = {
  passed: 'trainAccount.identityPassed',
  pending: 'trainAccount.identityPending',
  failed: 'trainAccount.identityFailed',
};

const identityStatus = (s: string): RailIdentityStatus => (s === 'passed' || s === 'failed' ? s : 'pending');
const psgTypeOf = (n: number): RailPsgType => (n === 2 || n === 3 ? n : 1);

export function presentPassenger(row: RailPassengerRow): RailPassenger {
  return {
    clkId: row.id,
    railAccountId: row.account_id,
    psgName: row.psg_name,
    idType: idTypeOf(row.id_type),
    idno: maskDocumentNo(row.id_type, row.idno),
    phoneNumber: maskMobile(row.phone),
    psgType: psgTypeOf(row.psg_type),
    identityStatus: identityStatus(row.identity_status),
  };
}

export function railPassengerService(ctx: AppContext) {
  const db = ctx.db;
  const ownerOf = (auth: AuthInfo): Owner => ({ corpId: auth.corpId, empId: auth.empId });

  async function account(auth: AuthInfo, railAccountId: string) {
    const row = await repo.findAccount(db, ownerOf(auth), railAccountId);
    if (!row) throw notFound();
    return row;
  }

  /** The document to save: typed in, or one on file (documentRef) the caller may book for. */
  async function documentOf(
    auth: AuthInfo,
    req: SaveClkRequest,
  ): Promise<{ idType: string; idno: string; expiry: string }> {
    const expiry = req.idType === 'ID' ? '' : (req.expiry ?? '');
    if (req.documentRef) {
      const doc = await documentByRef(db, auth.corpId, auth.empId, req.documentRef);
      if (!doc) throw notFound();
      return { idType: doc.idType, idno: repo.normalizeIdno(doc.idno), expiry: doc.expiry || expiry };
    }
    const idno = repo.normalizeIdno(req.idno);
    if (idno === '') throw invalid('trainAccount.documentRequired');
    if (idnoMalformed(req.idType, idno)) throw invalid('trainAccount.idnoInvalid');
    return { idType: req.idType, idno, expiry };
  }

  return {
    async list(auth: AuthInfo, railAccountId: string): Promise<RailPassenger[]> {
      const acc = await account(auth, railAccountId);
      return (await repo.listPassengers(db, ownerOf(auth), acc.id)).map(presentPassenger);
    },

    /** saveClk: adds the person, or updates the traveller with the same document; the operator checks identity. */
    async save(auth: AuthInfo, req: SaveClkRequest, locale: Locale): Promise<SaveClkData> {
      const owner = ownerOf(auth);
      const acc = await account(auth, req.railAccountId);
      const { idType, idno, expiry } = await documentOf(auth, req);
      const typed = (req.phoneNumber ?? '').trim();
      // A masked phone (from a profile) is not sent back to the operator: the traveller keeps none.
      const phone = typed.includes('*') ? '' : typed;
      if (phone !== '' && !MOBILE.test(phone)) throw invalid('trainAccount.phoneInvalid');
      const status = identityOf(idType, idno);
      const existing = await repo.findPassengerByDocument(db, acc.id, idType, idno);
      const now = ctx.now().getTime();
      let clkId: string;
      if (existing) {
        clkId = existing.id;
        await repo.updatePassenger(db, owner, existing.id, {
          psg_name: req.psgName.trim(),
          phone: phone || existing.phone,
          expiry: expiry || existing.expiry,
          psg_type: req.psgType,
          identity_status: status,
        });
      } else {
        const count = (await repo.listPassengers(db, owner, acc.id)).length;
        if (count >= RAIL_LIST_MAX) throw invalid('trainAccount.listFull', { max: RAIL_LIST_MAX });
        clkId = newId(now);
        await repo.insertPassenger(db, {
          id: clkId,
          account_id: acc.id,
          corp_id: owner.corpId,
          emp_id: owner.empId,
          psg_name: req.psgName.trim(),
          id_type: idType,
          idno,
          phone,
          expiry,
          psg_type: req.psgType,
          identity_status: status,
          created_at: now,
        });
      }
      ctx.log.info(
        { railAccountId: acc.id, clkId, idType, idno: maskDocumentNo(idType, idno), identity: status },
        'rail frequent traveller saved',
      );
      return { clkId, identityStatus: status, message: translate(locale, IDENTITY_TEXT[status]) };
    },

    async remove(auth: AuthInfo, req: DeleteClkRequest): Promise<DeleteClkData> {
      const acc = await account(auth, req.railAccountId);
      const row = await repo.findPassenger(db, ownerOf(auth), req.clkId);
      if (!row || row.account_id !== acc.id) throw notFound();
      await repo.deletePassenger(db, ownerOf(auth), row.id);
      return { clkId: row.id };
    },

    /** checkRyxx: the operator's check; the caller's rail travellers with that document take the result. */
    async checkIdentity(auth: AuthInfo, req: CheckRyxxRequest, locale: Locale): Promise<CheckRyxxData> {
      const idno = repo.normalizeIdno(req.idno);
      if (idnoMalformed(req.idType, idno)) throw invalid('trainAccount.idnoInvalid');
      const status = identityOf(req.idType, idno);
      await repo.setIdentityStatus(db, ownerOf(auth), req.idType, idno, status);
      return { status, message: translate(locale, IDENTITY_TEXT[status]) };
    },

    /** checkLocalHytgry: what the caller's rail travellers with that document know. */
    async localIdentity(auth: AuthInfo, req: CheckLocalHytgryRequest): Promise<CheckLocalHytgryData> {
      const rows = await repo.passengersWithDocument(db, ownerOf(auth), req.idType, req.idno);
      const statuses = rows.map((r) => identityStatus(r.identity_status));
      const status: RailIdentityStatus | '' = statuses.includes('passed')
        ? 'passed'
        : statuses.includes('failed')
          ? 'failed'
          : statuses.length > 0
            ? 'pending'
            : '';
      return { passed: status === 'passed', status };
    },
  };
}
