/**
 * Invitations (issue 6 People, SPEC §2 /Invitation, §7 vipDeptTreeForEmpQr / userRegisterForQr): a company
 * administrator, or a booker whose scope holds the department, creates a random code valid 7 days (only its hash is
 * stored); anyone with the code sees the company and the department, and joins it as a plain employee (booking only
 * for themselves) with an SMS code of the register scene and a password of the strong rule (SPEC §5).
 */
import type { AppContext } from '../../context';
import type {
  InvitationData,
  InvitationInfo,
  UserRegisterForQrData,
  UserRegisterForQrRequest,
} from '../../../../src/api/contract/peopleAdmin';
import { decryptPassword } from '../../../../src/domain/passwordCipher';
import { checkMobile, checkName, checkPasswordStrong } from '../../../../src/domain/validators';
import type { Locale } from '../../i18n/messages';
import { newId, randomChars, sha256Hex } from '../../lib/crypto';
import { invalid, invalidField, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { chinaDateTime } from '../../lib/time';
import { isUniqueViolation } from '../../plugins/idempotency';
import { deptLabel, flattenTree } from '../employees/departments';
import { employeesRepository } from '../employees/repository';
import { canManageDept } from '../employees/rights';
import { freeEmpNo } from '../employees/service';
import type { AuthInfo } from '../session/service';
import { SCENE, type SmsService } from '../sms/service';
import { invitationRepository } from './repository';

export const INVITATION_TTL_MS = 7 * 24 * 3600_000;
/** 20 characters of 31 (about 99 bits): unguessable, URL-safe, without look-alike characters. */
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 20;

export function invitationService(ctx: AppContext, sms: SmsService) {
  const nowMs = () => ctx.now().getTime();

  /** The live invitation of a code, else code 2 'invitation invalid' (unknown, expired, company closed). */
  async function live(code: string) {
    const row = await invitationRepository(ctx.db).byHash(sha256Hex(code.trim()));
    if (!row || Number(row.expires_at) <= nowMs() || row.corp_valid !== 1) throw invalid('invitationInvalid');
    return row;
  }

  return {
    /** createInvitation: for a department the caller manages (else not found). */
    async create(auth: AuthInfo, deptId: string, locale: Locale): Promise<InvitationData> {
      const repo = employeesRepository(ctx.db);
      const dept = await repo.department(auth.corpId, deptId);
      if (!dept || !canManageDept(auth, deptId)) throw notFound();
      const at = nowMs();
      const code = randomChars(CODE_LENGTH, CODE_ALPHABET);
      const expiresAt = at + INVITATION_TTL_MS;
      await invitationRepository(ctx.db).insert({
        id: newId(at),
        code_hash: sha256Hex(code),
        corp_id: auth.corpId,
        dept_id: deptId,
        created_by: auth.empId,
        created_at: at,
        expires_at: expiresAt,
      });
      const corp = await invitationRepository(ctx.db).company(auth.corpId);
      return {
        code,
        deptId,
        deptName: deptLabel(dept, locale),
        corpName: (locale === 'en-US' && corp?.en_name) || corp?.fullname || '',
        expiresAt: chinaDateTime(expiresAt),
      };
    },

    /** vipDeptTreeForEmpQr (public): the company and the invited department. */
    async info(code: string, locale: Locale): Promise<InvitationInfo> {
      const inv = await live(code);
      const repo = employeesRepository(ctx.db);
      const tree = flattenTree(await repo.departments(inv.corp_id), new Map(), locale);
      const node = tree.find((n) => n.deptId === inv.dept_id);
      return {
        corpName: (locale === 'en-US' && inv.corp_en_name) || inv.fullname,
        deptId: inv.dept_id,
        deptName: node?.deptName ?? '',
        deptPath: node?.path ?? '',
        expiresAt: chinaDateTime(Number(inv.expires_at)),
      };
    },

    /**
     * userRegisterForQr (public): every field is checked before the SMS code is used up; a phone already active in
     * the company is refused only after the code proved the caller holds that phone (no enumeration).
     */
    async join(req: UserRegisterForQrRequest, locale: Locale): Promise<UserRegisterForQrData> {
      const inv = await live(req.code);
      const phone = req.phoneNumber.trim();
      if (checkMobile(phone)) throw invalidField('phoneNumber', 'fieldFormat');
      const name = req.empName.trim();
      const nameCode = checkName(name);
      if (nameCode) throw invalidField('empName', nameCode === 'name.empty' ? 'fieldRequired' : 'fieldFormat');
      const plain = decryptPassword(req.password, ctx.config.pwdKey);
      if (plain === null) throw invalidField('password', 'fieldFormat');
      if (checkPasswordStrong(plain)) throw invalid('passwordRuleStrong');
      await sms.verify(phone, req.validateCodeId, req.smsCode, 'consume', [SCENE.register]);
      const passwordHash = await hashPassword(plain);
      const at = nowMs();
      try {
        return await ctx.db.transaction().execute(async (trx) => {
          const repo = employeesRepository(trx);
          if (await repo.phoneTaken(inv.corp_id, phone, null)) throw invalid('empPhoneTaken');
          const empId = newId(at);
          await repo.insertEmployee({
            id: empId,
            corp_id: inv.corp_id,
            dept_id: inv.dept_id,
            rank_id: null,
            emp_no: await freeEmpNo(trx, inv.corp_id),
            name,
            en_name: '',
            phone,
            email: '',
            sex: '',
            password_hash: passwordHash,
            must_change_pwd: 0,
            is_valid: 1,
            is_admin: 0,
            if_booker: 0,
            if_approver: 0,
            is_director: 0,
            app_book: 1,
            app_travel: 1,
            book_outside: 0,
            book_range: 1,
            sqd_book_type: 1,
            created_at: at,
            updated_at: at,
          });
          const dept = await repo.department(inv.corp_id, inv.dept_id);
          return {
            empId,
            corpName: (locale === 'en-US' && inv.corp_en_name) || inv.fullname,
            deptName: dept ? deptLabel(dept, locale) : '',
          };
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw invalid('empPhoneTaken');
        throw err;
      }
    },
  };
}
