/**
 * My frequent travellers (vipEmpContactsEdit / vipEmpContactsDel) and my delivery addresses (vipEmpAddr/edit, del):
 * always the caller's own, another person's id answers as not found. Documents are checked by type (SPEC §5: ID with
 * checksum, passport ≤ 9 with its expiry) and a masked value sent back means 'unchanged'. Addresses: recipient,
 * phone, province/city/area, address, post code; at most one default — the first address becomes it, choosing
 * another moves it, deleting it passes it to the newest remaining address.
 */
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type {
  AddressSaveData,
  ContactDocumentInput,
  ContactSaveData,
  VipEmpContactsEditRequest,
} from '../../../../src/api/contract/peopleAdmin';
import type { VipEmpAddrEditRequest } from '../../../../src/api/contract/peopleAdmin';
import { birthDateFromId, sexFromId } from '../../../../src/domain/idCard';
import { maskMobile } from '../../../../src/domain/masking';
import { checkEmail, checkMobile, checkName, checkPostCode, checkTelephone } from '../../../../src/domain/validators';
import { newId } from '../../lib/crypto';
import { invalid, invalidField, notFound } from '../../lib/errors';
import { chinaDay, isCalendarDate } from '../../lib/time';
import { contactDocRef } from '../people/repository';
import { maskDocument } from '../people/service';
import { isEngName, normaliseDocNumber } from '../employees/record';
import type { AuthInfo } from '../session/service';
import { contactsRepository } from './repository';

interface StoredDoc {
  id: string;
  id_type: string;
  id_no: string;
  expiry: string;
  issue_place: string;
}

interface DocPlan {
  /** The document kept and updated, or null for a new one. */
  existingId: string | null;
  id_type: string;
  id_no: string;
  expiry: string;
  issue_place: string;
}

/** A phone sent back masked as answered means the stored one; '' clears it. */
function phoneOf(field: string, sent: string | undefined, stored: string, rule: 'mobile' | 'telephone'): string {
  const v = (sent ?? stored).trim();
  if (v === '' || v === stored) return v;
  if (v.includes('*') && v === maskMobile(stored)) return stored;
  const code = rule === 'mobile' ? checkMobile(v) : checkTelephone(v);
  if (code) throw invalidField(field, 'fieldFormat');
  return v;
}

function planDocuments(docs: readonly ContactDocumentInput[], stored: readonly StoredDoc[]): DocPlan[] {
  if (docs.length === 0) throw invalid('docRequired');
  const types = new Set<string>();
  return docs.map((d) => {
    if (types.has(d.idType)) throw invalid('docTypeDuplicate');
    types.add(d.idType);
    const existing = d.ref ? stored.find((s) => contactDocRef(s.id) === d.ref) : undefined;
    if (d.ref && !existing) throw invalidField('documents', 'fieldInvalid');
    const sent = d.idno.trim();
    const keep =
      existing &&
      existing.id_type === d.idType &&
      (sent === '' || sent === existing.id_no || sent === maskDocument(existing.id_type, existing.id_no));
    const idno = keep ? existing.id_no : normaliseDocNumber('idno', d.idType, sent);
    const expiry = (d.expiry ?? '').trim();
    if (expiry && !isCalendarDate(expiry)) throw invalidField('expiry', 'fieldFormat');
    if (d.idType === 'PASSPORT' && !expiry) throw invalidField('expiry', 'fieldRequired');
    return {
      existingId: existing?.id ?? null,
      id_type: d.idType,
      id_no: idno,
      expiry,
      issue_place: (d.placeOfIssue ?? '').trim(),
    };
  });
}

export function contactsService(ctx: AppContext) {
  const nowMs = () => ctx.now().getTime();

  async function writeDocuments(
    db: Db,
    corpId: string,
    contactsId: string,
    plans: DocPlan[],
    stored: readonly StoredDoc[],
    at: number,
  ): Promise<void> {
    const repo = contactsRepository(db);
    const kept = new Set(plans.map((p) => p.existingId).filter((id): id is string => id !== null));
    await repo.deleteDocuments(
      contactsId,
      stored.filter((s) => !kept.has(s.id)).map((s) => s.id),
    );
    for (const [sort, p] of plans.entries()) {
      const values = { id_type: p.id_type, id_no: p.id_no, expiry: p.expiry, issue_place: p.issue_place, sort };
      if (p.existingId) await repo.updateDocument(contactsId, p.existingId, values);
      else await repo.insertDocument({ id: newId(at), corp_id: corpId, traveller_id: contactsId, ...values });
    }
  }

  return {
    /** vipEmpContactsEdit: create (no contactsId) or update one of my frequent travellers. */
    async editContact(auth: AuthInfo, req: VipEmpContactsEditRequest): Promise<ContactSaveData> {
      const at = nowMs();
      return ctx.db.transaction().execute(async (trx) => {
        const repo = contactsRepository(trx);
        const current = req.contactsId ? await repo.contact(auth.corpId, auth.empId, req.contactsId) : undefined;
        if (req.contactsId && !current) throw notFound();
        const stored = current ? await repo.contactDocuments(current.id) : [];

        const name = req.chName.trim();
        const nameCode = checkName(name);
        if (nameCode) throw invalidField('chName', nameCode === 'name.empty' ? 'fieldRequired' : 'fieldFormat');
        const enName = (req.enName ?? '').trim().toUpperCase();
        if (enName && !isEngName(enName)) throw invalidField('enName', 'fieldFormat');
        const email = (req.email ?? current?.email ?? '').trim();
        if (email && checkEmail(email)) throw invalidField('email', 'fieldFormat');
        const phone = phoneOf('phoneNumber', req.phoneNumber, current?.phone ?? '', 'mobile');
        const plans = planDocuments(req.documents, stored);
        const idCard = plans.find((p) => p.id_type === 'ID');
        const born = (req.born ?? '').trim() || birthDateFromId(idCard?.id_no) || '';
        if (born && (!isCalendarDate(born) || born > chinaDay(at))) throw invalidField('born', 'fieldFormat');
        const sex = req.sex || sexFromId(idCard?.id_no) || '';
        const values = {
          name,
          en_name: enName,
          // An edit that does not send the relation keeps it.
          relation: (req.relation ?? current?.relation ?? '').trim(),
          sex,
          born,
          phone,
          email,
          updated_at: at,
        };

        const contactsId = current?.id ?? newId(at);
        if (current) {
          await repo.updateContact(contactsId, values);
        } else {
          await repo.insertContact({
            id: contactsId,
            corp_id: auth.corpId,
            owner_emp_id: auth.empId,
            created_at: at,
            ...values,
          });
        }
        await writeDocuments(trx, auth.corpId, contactsId, plans, stored, at);
        return { contactsId };
      });
    },

    /** vipEmpContactsDel: one of my frequent travellers, with their documents. */
    async deleteContact(auth: AuthInfo, contactsId: string): Promise<ContactSaveData> {
      return ctx.db.transaction().execute(async (trx) => {
        const repo = contactsRepository(trx);
        if (!(await repo.contact(auth.corpId, auth.empId, contactsId))) throw notFound();
        await repo.deleteContact(contactsId);
        return { contactsId };
      });
    },

    /** vipEmpAddr/edit: create (no empAddrId) or update one of my addresses. */
    async editAddress(auth: AuthInfo, req: VipEmpAddrEditRequest): Promise<AddressSaveData> {
      const at = nowMs();
      return ctx.db.transaction().execute(async (trx) => {
        const repo = contactsRepository(trx);
        const current = req.empAddrId ? await repo.address(auth.corpId, auth.empId, req.empAddrId) : undefined;
        if (req.empAddrId && !current) throw notFound();
        const recipient = req.recipient.trim();
        if (!recipient) throw invalidField('recipient', 'fieldRequired');
        const phone = phoneOf('phoneNumber', req.phoneNumber, current?.phone ?? '', 'telephone');
        if (!phone) throw invalidField('phoneNumber', 'fieldRequired');
        const [province, city, area, addr] = [req.province, req.city, req.area, req.addr].map((v) => v.trim());
        if (!province || !city || !area)
          throw invalidField(!province ? 'province' : !city ? 'city' : 'area', 'fieldRequired');
        if (!addr) throw invalidField('addr', 'fieldRequired');
        const post = (req.post ?? '').trim();
        if (post && checkPostCode(post)) throw invalidField('post', 'fieldFormat');

        const first = !current && (await repo.addressCount(auth.corpId, auth.empId)) === 0;
        const isDefault = first || req.isDefault === 1 ? 1 : req.isDefault === 0 ? 0 : (current?.is_default ?? 0);
        const addrId = current?.id ?? newId(at);
        // The old default gives way first: the partial unique index allows one default per employee.
        if (isDefault === 1) await repo.clearDefault(auth.empId, addrId);
        const values = { recipient, phone, province, city, area, addr, post, is_default: isDefault, updated_at: at };
        if (current) await repo.updateAddress(addrId, auth.empId, values);
        else
          await repo.insertAddress({ id: addrId, corp_id: auth.corpId, emp_id: auth.empId, created_at: at, ...values });
        return { empAddrId: addrId };
      });
    },

    /** vipEmpAddr/del: one of my addresses; a deleted default passes to the newest remaining address. */
    async deleteAddress(auth: AuthInfo, addrId: string): Promise<AddressSaveData> {
      const at = nowMs();
      return ctx.db.transaction().execute(async (trx) => {
        const repo = contactsRepository(trx);
        const current = await repo.address(auth.corpId, auth.empId, addrId);
        if (!current) throw notFound();
        await repo.deleteAddress(addrId, auth.empId);
        if (current.is_default === 1) {
          const heir = await repo.newestAddress(auth.corpId, auth.empId);
          if (heir) await repo.updateAddress(heir.id, auth.empId, { is_default: 1, updated_at: at });
        }
        return { empAddrId: addrId };
      });
    },
  };
}
