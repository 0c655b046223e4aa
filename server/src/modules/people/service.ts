/**
 * The traveller picker's people (SPEC §3 traveller, employee, frequent traveller; §6 booking scope) and delivery
 * addresses. Phones and document numbers are masked in every answer; a document travels as a `ref` that only
 * documentByRef (bookV3) turns back into the number.
 */
import type { AppContext } from '../../context';
import type { PageData } from '../../../../src/api/contract/envelope';
import type { Address, TravellerCandidate, TravellerSearchRequest } from '../../../../src/api/contract/booking';
import { idTypeOf } from '../../../../src/domain/documentTypes';
import { birthDateFromId } from '../../../../src/domain/idCard';
import { maskIdNumber, maskMobile, maskPassport } from '../../../../src/domain/masking';
import type { Locale } from '../../i18n/messages';
import { notFound } from '../../lib/errors';
import { pageData, toPage, type Page } from '../../lib/paging';
import type { AuthInfo } from '../session/service';
import { contactDocRef, employeeDocRef, findBooker, peopleRepository, type Booker } from './repository';

/** ID numbers keep 3+4, every other document 2+2 (src/domain/masking). */
export function maskDocument(idType: string, idno: string): string {
  return idType === 'ID' ? maskIdNumber(idno) : maskPassport(idno);
}

/** 'SURNAME/GIVEN' (SPEC §3): kept when already slashed, else the first word of a pinyin name is the surname. */
export function slashName(enName: string): string {
  const s = enName.trim().replace(/\s+/g, ' ');
  if (s === '') return '';
  if (s.includes('/')) return s.toUpperCase();
  const i = s.indexOf(' ');
  return (i < 0 ? s : `${s.slice(0, i)}/${s.slice(i + 1).replace(/ /g, '')}`).toUpperCase();
}

function sexOf(value: string): 'M' | 'F' | '' {
  return value === 'M' || value === 'F' ? value : '';
}

interface DocRow {
  id: string;
  id_type: string;
  id_no: string;
  expiry: string;
}

function documents(rows: DocRow[], ref: (id: string) => string): TravellerCandidate['documents'] {
  return rows.map((d) => ({
    idType: idTypeOf(d.id_type),
    masked: maskDocument(d.id_type, d.id_no),
    ref: ref(d.id),
    expiry: d.expiry,
  }));
}

function groupBy<T>(rows: T[], key: (r: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) out.set(key(r), [...(out.get(key(r)) ?? []), r]);
  return out;
}

export function peopleService(ctx: AppContext) {
  const repo = peopleRepository(ctx.db);

  async function bookerOf(auth: AuthInfo): Promise<Booker> {
    const booker = await findBooker(ctx.db, auth.corpId, auth.empId);
    // The session resolver already refuses departed employees; this is the same rule, read in one place.
    if (!booker) throw notFound();
    return booker;
  }

  async function employees(booker: Booker, keyword: string, offset: number, limit: number, locale: Locale) {
    if (limit <= 0) return [];
    const rows = await repo.employees(booker, keyword, offset, limit);
    const docs = groupBy(await repo.employeeDocuments(rows.map((r) => r.id)), (d) => d.emp_id);
    return rows.map<TravellerCandidate>((r) => {
      const own = docs.get(r.id) ?? [];
      const idCard = own.find((d) => d.id_type === 'ID');
      return {
        clkFlag: 2,
        empId: r.id,
        contactsId: '',
        name: r.name,
        enName: slashName(r.en_name),
        deptName: (locale === 'en-US' && r.dept_en_name) || r.dept_name,
        empRank: r.rank_code ?? '',
        sex: sexOf(r.sex),
        born: (idCard && birthDateFromId(idCard.id_no)) || '',
        phoneNumber: maskMobile(r.phone),
        email: r.email,
        documents: documents(own, employeeDocRef),
      };
    });
  }

  async function contacts(booker: Booker, keyword: string, offset: number, limit: number) {
    if (limit <= 0) return [];
    const rows = await repo.contacts(booker, keyword, offset, limit);
    const docs = groupBy(await repo.contactDocuments(rows.map((r) => r.id)), (d) => d.traveller_id);
    return rows.map<TravellerCandidate>((r) => ({
      clkFlag: 1,
      empId: '',
      contactsId: r.id,
      name: r.name,
      enName: slashName(r.en_name),
      deptName: '',
      empRank: '',
      relation: r.relation,
      sex: sexOf(r.sex),
      born: r.born,
      phoneNumber: maskMobile(r.phone),
      email: r.email,
      documents: documents(docs.get(r.id) ?? [], contactDocRef),
    }));
  }

  return {
    /**
     * empFindList: employees within my booking scope (kind 'employee', the default), my frequent travellers
     * ('contact'), or both ('all': frequent travellers first, then employees, paged across the two).
     */
    async search(
      auth: AuthInfo,
      req: TravellerSearchRequest,
      locale: Locale,
    ): Promise<{ list: TravellerCandidate[]; page: PageData }> {
      const booker = await bookerOf(auth);
      const page: Page = toPage(req);
      const keyword = (req.keyword ?? '').trim();
      const kind = req.kind ?? 'employee';
      if (kind === 'contact') {
        const [list, total] = await Promise.all([
          contacts(booker, keyword, page.offset, page.count),
          repo.contactCount(booker, keyword),
        ]);
        return { list, page: pageData(page, total) };
      }
      if (kind === 'employee') {
        const [list, total] = await Promise.all([
          employees(booker, keyword, page.offset, page.count, locale),
          repo.employeeCount(booker, keyword),
        ]);
        return { list, page: pageData(page, total) };
      }
      const [contactTotal, employeeTotal] = await Promise.all([
        repo.contactCount(booker, keyword),
        repo.employeeCount(booker, keyword),
      ]);
      const fromContacts = await contacts(
        booker,
        keyword,
        page.offset,
        Math.min(page.count, contactTotal - page.offset),
      );
      const rest = page.count - fromContacts.length;
      const employeeOffset = Math.max(0, page.offset - contactTotal);
      const fromEmployees = await employees(booker, keyword, employeeOffset, rest, locale);
      return { list: [...fromContacts, ...fromEmployees], page: pageData(page, contactTotal + employeeTotal) };
    },

    /** vipEmpContactsPage: my frequent travellers. */
    async contacts(
      auth: AuthInfo,
      req: TravellerSearchRequest,
    ): Promise<{ list: TravellerCandidate[]; page: PageData }> {
      const booker = await bookerOf(auth);
      const page = toPage(req);
      const keyword = (req.keyword ?? '').trim();
      const [list, total] = await Promise.all([
        contacts(booker, keyword, page.offset, page.count),
        repo.contactCount(booker, keyword),
      ]);
      return { list, page: pageData(page, total) };
    },

    /** vipEmpAddr/list: my delivery addresses, the default first. */
    async addresses(
      auth: AuthInfo,
      req: { pageNum?: number; count?: number },
    ): Promise<{ list: Address[]; page: PageData }> {
      const page = toPage(req);
      const [rows, total] = await Promise.all([
        repo.addresses(auth.corpId, auth.empId, page.offset, page.count),
        repo.addressCount(auth.corpId, auth.empId),
      ]);
      const list = rows.map<Address>((r) => ({
        empAddrId: r.id,
        recipient: r.recipient,
        phoneNumber: maskMobile(r.phone),
        province: r.province,
        city: r.city,
        area: r.area,
        addr: r.addr,
        post: r.post,
        isDefault: r.is_default === 1 ? 1 : 0,
      }));
      return { list, page: pageData(page, total) };
    },
  };
}
