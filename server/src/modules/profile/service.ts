/**
 * The signed-in user's own account (SPEC §2 user centre settings and userInfo, §6 other rules):
 * - phoneBinding: change the mobile only when the company allows it ('not open, contact the administrator'
 *   otherwise), proven by an SMS code sent to the new phone, never onto a phone another active employee of
 *   the company has;
 * - vipCancel: close the account after re-entering the password, refused while orders wait for payment;
 * - vipEmpEditInfoObt: e-mail, English name, sex and birth date only;
 * - revealPersonalData: the caller's own phone and documents unmasked after re-entering the password,
 *   limited per hour. Nothing here takes an employee id: every call acts on the session's employee.
 */
import type {
  OwnProfile,
  PhoneBindingData,
  PhoneBindingRequest,
  RevealedPersonalData,
  RevealPersonalDataRequest,
  VipCancelRequest,
  VipEmpEditInfoObtRequest,
} from '../../../../src/api/contract/accountAdmin';
import type { IdType } from '../../../../src/api/contract/booking';
import { TO_PAY_STATUSES } from '../../../../src/domain/orderStatus';
import { checkEmail } from '../../../../src/domain/validators';
import type { AppContext } from '../../context';
import { invalid, invalidField, notFound } from '../../lib/errors';
import { chinaDay, isCalendarDate } from '../../lib/time';
import { isUniqueViolation } from '../../plugins/idempotency';
import { maskMobile } from '../../plugins/masking';
import { bucket } from '../../plugins/rateLimit';
import { PARAM_ALLOW_MODIFY_MOBILE } from '../account/service';
import { commonRepository } from '../common/repository';
import { slashName } from '../people/service';
import { passwordGuard } from '../password/rules';
import type { AuthInfo } from '../session/service';
import { SCENE, type SmsService } from '../sms/service';
import { profileRepository, type ProfilePatch, type ProfileRow } from './repository';

/** How long the client may show revealed data before masking it again. */
export const REVEAL_SHOW_SECONDS = 300;
/** Successful reveals per employee per hour. */
export const REVEAL_PER_HOUR = 10;
const HOUR_MS = 3600_000;
const LATIN_NAME = /^[A-Z]+(?: [A-Z]+)*\/[A-Z]+(?: [A-Z]+)*$/;

function sexOf(value: string): 'M' | 'F' | '' {
  return value === 'M' || value === 'F' ? value : '';
}

function toProfile(row: ProfileRow): OwnProfile {
  return {
    empId: row.id,
    empName: row.name,
    email: row.email,
    engName: slashName(row.en_name),
    sex: sexOf(row.sex),
    born: row.born,
    phoneNumber: maskMobile(row.phone),
  };
}

export function profileService(ctx: AppContext, sms: SmsService) {
  const repo = profileRepository(ctx.db);
  const common = commonRepository(ctx.db);
  const guard = passwordGuard(ctx);
  const nowMs = () => ctx.now().getTime();

  async function me(auth: AuthInfo): Promise<ProfileRow> {
    const row = await repo.employee(auth.empId, auth.corpId);
    if (!row) throw notFound();
    return row;
  }

  return {
    async bindPhone(auth: AuthInfo, req: PhoneBindingRequest): Promise<PhoneBindingData> {
      const params = await common.parameterValues(auth.corpId, [PARAM_ALLOW_MODIFY_MOBILE]);
      if (params.get(PARAM_ALLOW_MODIFY_MOBILE) !== '1') throw invalid('modifyMobileClosed');
      const row = await me(auth);
      if (row.phone === req.phoneNumber) throw invalid('phoneSameAsCurrent');
      await sms.verify(req.phoneNumber, req.validateCodeId, req.validateCode, 'verify', [SCENE.modifyMobile]);
      // Told only to whoever proved they hold the new phone.
      if (await repo.phoneTaken(auth.corpId, req.phoneNumber, auth.empId)) throw invalid('empPhoneTaken');
      await sms.verify(req.phoneNumber, req.validateCodeId, req.validateCode, 'consume', [SCENE.modifyMobile]);
      try {
        await repo.setPhone(auth.empId, req.phoneNumber, nowMs());
      } catch (err) {
        if (isUniqueViolation(err)) throw invalid('empPhoneTaken');
        throw err;
      }
      return { phoneNumber: maskMobile(req.phoneNumber) };
    },

    async close(auth: AuthInfo, req: VipCancelRequest): Promise<void> {
      const row = await me(auth);
      await guard.check(auth, req.pwd, 'pwd', 'passwordWrong');
      if ((await repo.unpaidOrders(auth.empId, auth.corpId, TO_PAY_STATUSES)) > 0) {
        throw invalid('unpaidOrdersBlockClose');
      }
      await repo.close(auth.empId, auth.corpId, row.account_type === 'personal', nowMs());
    },

    async editInfo(auth: AuthInfo, req: VipEmpEditInfoObtRequest): Promise<OwnProfile> {
      const patch: ProfilePatch = {};
      if (req.email !== undefined) {
        const email = req.email.trim();
        if (email !== '' && checkEmail(email) !== null) throw invalidField('email', 'fieldFormat');
        patch.email = email;
      }
      if (req.engName !== undefined) {
        const engName = slashName(req.engName);
        if (engName !== '' && (engName.length > 60 || !LATIN_NAME.test(engName))) {
          throw invalidField('engName', 'fieldFormat');
        }
        patch.en_name = engName;
      }
      if (req.sex !== undefined) patch.sex = req.sex;
      if (req.born !== undefined) {
        const born = req.born.trim();
        if (born !== '' && (!isCalendarDate(born) || born < '1900-01-01' || born > chinaDay(nowMs()))) {
          throw invalidField('born', 'fieldInvalid');
        }
        patch.born = born;
      }
      await me(auth);
      if (Object.keys(patch).length > 0) await repo.updateProfile(auth.empId, patch, nowMs());
      return toProfile(await me(auth));
    },

    async reveal(auth: AuthInfo, req: RevealPersonalDataRequest): Promise<RevealedPersonalData> {
      const row = await me(auth);
      const key = bucket('reveal', auth.empId);
      // Claimed before the password is checked, atomically (parallel reveals cannot pass the hourly count); a
      // refused password gives the reveal back (the guard counts those tries itself).
      const wait = await ctx.limiter.take(key, HOUR_MS, REVEAL_PER_HOUR);
      if (wait > 0) throw invalid('revealTooOften', { minutes: Math.ceil(wait / 60_000) });
      try {
        await guard.check(auth, req.password, 'password', 'passwordWrong');
      } catch (err) {
        await ctx.limiter.release(key);
        throw err;
      }
      const docs = await repo.documents(auth.empId, auth.corpId);
      return {
        phoneNumber: row.phone,
        documents: docs.map((d) => ({
          idType: d.id_type as IdType,
          idNo: d.id_no,
          expiry: d.expiry,
          issuePlace: d.issue_place,
        })),
        showSeconds: REVEAL_SHOW_SECONDS,
      };
    },
  };
}

export type ProfileService = ReturnType<typeof profileService>;
