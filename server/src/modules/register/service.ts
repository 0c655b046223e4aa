/**
 * Registration and enterprise application (SPEC §3 registration, §7 Account).
 *
 * Personal accounts belong to no customer company. Every personally registered person gets a private
 * one-person account space: a `companies` row with account_type 'personal' (one department, the usual
 * products, mobile change allowed, no travel standards) holding only their employee row. Everything that
 * scopes by corp_id (sessions, orders, travellers, booking scope) therefore works unchanged and can never
 * reach another person; a phone has at most one active personal space. Company accounts join an active
 * customer company (by company number or chosen id) in its first top-level department as a plain employee.
 *
 * The SMS code is checked before anything that depends on whether the phone is known, so only the owner of
 * the phone learns that it is already registered.
 */
import type {
  GetRegisterSmsCodeData,
  GetRegisterSmsCodeRequest,
  SaveVipCorpApplyData,
  SaveVipCorpApplyRequest,
  UserRegisterData,
  UserRegisterRequest,
} from '../../../../src/api/contract/accountAdmin';
import { checkEmail, checkName, checkPostCode, checkTelephone } from '../../../../src/domain/validators';
import type { AppContext } from '../../context';
import { translate, type Locale } from '../../i18n/messages';
import { newId, randomDigits } from '../../lib/crypto';
import { invalid, invalidField } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { isUniqueViolation } from '../../plugins/idempotency';
import { bucket } from '../../plugins/rateLimit';
import { PARAM_ALLOW_MODIFY_MOBILE } from '../account/service';
import { newPassword } from '../password/rules';
import { SCENE, type SmsService } from '../sms/service';
import { registerRepository, type JoinableCompany, type NewEmployee } from './repository';

/** Products of a personal space: domestic flights, hotels, trains. */
export const PERSONAL_PRODUCTS = ['10901', '10903', '10904'] as const;
export const REGISTER_PER_IP_HOUR = 20;
export const CORP_APPLY_PER_IP_HOUR = 5;
const HOUR_MS = 3600_000;

export function registerService(ctx: AppContext, sms: SmsService) {
  const repo = registerRepository(ctx.db);
  const nowMs = () => ctx.now().getTime();

  async function limitPerIp(kind: string, ip: string, max: number): Promise<void> {
    const key = bucket(kind, ip);
    const wait = await ctx.limiter.take(key, HOUR_MS, max);
    if (wait > 0) throw invalid('smsIpLimit', { minutes: Math.ceil(wait / 60_000) });
  }

  const newEmpNo = (now: number) => `R${now.toString(36).toUpperCase()}${randomDigits(4)}`;
  const newCorpNo = (now: number) => `P${now.toString(36).toUpperCase()}${randomDigits(6)}`;

  /** Where the new account goes: an existing customer company, or a new personal space. */
  async function target(req: UserRegisterRequest): Promise<{ company: JoinableCompany; deptId: string } | null> {
    if (req.regType === 1) return null;
    const compId = req.compId?.trim();
    const corpNo = req.corpNo?.trim();
    if (!compId && !corpNo) throw invalid('registerCompanyRequired');
    const company = await repo.joinableCompany({ compId, corpNo });
    const deptId = company ? await repo.entryDepartment(company.id) : undefined;
    if (!company || !deptId) throw invalid('registerCompanyUnknown');
    if (company.needs_civil_bank_id === 1 && !req.civilBankId?.trim()) {
      throw invalidField('civilBankId', 'fieldRequired');
    }
    return { company, deptId };
  }

  return {
    /** getRegisterSmsCode: a scene-2 code with the usual SMS limits. */
    async smsCode(req: GetRegisterSmsCodeRequest, ip: string): Promise<GetRegisterSmsCodeData> {
      return sms.issue({ phoneNumber: req.phoneNumber, scene: SCENE.register }, ip);
    },

    async register(req: UserRegisterRequest, ip: string, locale: Locale): Promise<UserRegisterData> {
      if (checkName(req.userName) !== null) throw invalidField('userName', 'fieldFormat');
      const plain = newPassword(ctx.config.pwdKey, 'register', req.pwd, req.confirmPwd, true);
      const into = await target(req);
      await limitPerIp('register-ip', ip, REGISTER_PER_IP_HOUR);

      // The phone's owner is proven first; only then may the answer depend on what the phone already has.
      await sms.verify(req.phoneNumber, req.validateCodeId, req.smsCode, 'verify', [SCENE.register]);
      const taken = into
        ? await repo.hasActiveEmployee(into.company.id, req.phoneNumber)
        : await repo.hasPersonalAccount(req.phoneNumber);
      if (taken) throw invalid(into ? 'registerPhoneTaken' : 'registerPersonalTaken');
      const passwordHash = await hashPassword(plain);
      await sms.verify(req.phoneNumber, req.validateCodeId, req.smsCode, 'consume', [SCENE.register]);

      const now = nowMs();
      const employee: NewEmployee = {
        id: newId(now),
        corpId: into?.company.id ?? newId(now),
        deptId: into?.deptId ?? newId(now),
        empNo: newEmpNo(now),
        name: req.userName.trim(),
        phone: req.phoneNumber,
        passwordHash,
        civilBankId: into ? (req.civilBankId?.trim() ?? '') : '',
        // A personal account books for itself and for people outside any company (family, friends).
        bookOutside: into ? 0 : 1,
        nowMs: now,
      };
      if (into) {
        try {
          await repo.insertEmployee(employee);
        } catch (err) {
          if (isUniqueViolation(err)) throw invalid('registerPhoneTaken');
          throw err;
        }
        return { compId: into.company.id, corpName: into.company.fullname, regType: 2 };
      }
      const name = translate(locale, 'personalAccountName');
      await repo.insertPersonalSpace(
        {
          corpId: employee.corpId,
          corpNo: newCorpNo(now),
          deptId: employee.deptId,
          fullname: name,
          shortname: name,
          enName: translate('en-US', 'personalAccountName'),
          products: PERSONAL_PRODUCTS,
          parameters: [{ paramNo: PARAM_ALLOW_MODIFY_MOBILE, value: '1', name: 'allowModifyMobile' }],
          nowMs: now,
        },
        employee,
      );
      return { compId: employee.corpId, corpName: name, regType: 1 };
    },

    /** saveVipCorpApply: checked field by field, stored as pending for the provider. */
    async apply(req: SaveVipCorpApplyRequest, ip: string): Promise<SaveVipCorpApplyData> {
      const text = (v: string | undefined) => (v ?? '').trim();
      for (const f of ['fullname', 'linkman', 'province', 'city', 'industry'] as const) {
        if (!text(req[f])) throw invalidField(f, 'fieldRequired');
      }
      if (checkTelephone(req.linkPhone) !== null) throw invalidField('linkPhone', 'fieldFormat');
      if (checkEmail(req.email) !== null)
        throw invalidField('email', text(req.email) ? 'fieldFormat' : 'fieldRequired');
      if (text(req.postCode) && checkPostCode(req.postCode) !== null) throw invalidField('postCode', 'fieldFormat');
      await limitPerIp('corp-apply-ip', ip, CORP_APPLY_PER_IP_HOUR);
      const now = nowMs();
      const id = newId(now);
      await repo.insertApplication({
        id,
        fullname: text(req.fullname),
        shortname: text(req.shortname),
        address: text(req.address),
        postCode: text(req.postCode),
        linkman: text(req.linkman),
        linkPhone: req.linkPhone,
        email: req.email,
        province: text(req.province),
        city: text(req.city),
        industry: text(req.industry),
        corpScale: req.corpScale,
        nowMs: now,
      });
      ctx.log.info({ applyId: id }, 'enterprise application saved');
      return { applyId: id };
    },
  };
}

export type RegisterService = ReturnType<typeof registerService>;
