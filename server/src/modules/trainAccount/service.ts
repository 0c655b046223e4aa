/**
 * Rail accounts (SPEC §7 Train "Rail account"): binding at the simulated operator, the verification a new binding
 * may need (SMS code to the account's phone, or a face check), registering a new operator account. Every account is
 * the caller's own (company + employee); another's id answers as not found.
 */
import type {
  CheckRegisterCodeRequest,
  GetCheckResultRequest,
  RailAccount,
  RailAccountData,
  RailCheckResultData,
  RailSmsData,
  RegisterAccountData,
  RegisterAccountRequest,
  RlSbData,
  TrCheckAccountRequest,
} from '../../../../src/api/contract/trainAccount';
import { maskMobile } from '../../../../src/domain/masking';
import { decryptPassword } from '../../../../src/domain/passwordCipher';
import type { AppContext } from '../../context';
import { translate, type Locale } from '../../i18n/messages';
import { newId } from '../../lib/crypto';
import { BizError, invalid, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { bucket } from '../../plugins/rateLimit';
import type { AuthInfo } from '../session/service';
import { SCENE, smsService } from '../sms/service';
import {
  ACCOUNT_NAME,
  BIND_MAX_FAILURES,
  BIND_WINDOW_MS,
  FACE_POLL_SECONDS,
  dummyHash,
  identityOf,
  idnoMalformed,
  passwordAcceptable,
} from './operator';
import * as repo from './repository';
import type { Owner, RailAccountRow } from './repository';

/** SMS scene of a binding's verification (the phone owner confirms) and of a registration. */
const VERIFY_SCENE = SCENE.modifyMobile;
const REGISTER_SCENE = SCENE.register;

const ownerOf = (auth: AuthInfo): Owner => ({ corpId: auth.corpId, empId: auth.empId });
const modeOf = (row: RailAccountRow): 'sms' | 'face' | '' =>
  row.verify_mode === 'sms' || row.verify_mode === 'face' ? row.verify_mode : '';
const statusOf = (row: RailAccountRow): RailAccount['status'] =>
  row.status === 'passed' || row.status === 'failed' ? row.status : 'awaiting';

export function trainAccountService(ctx: AppContext) {
  const db = ctx.db;
  const sms = smsService(ctx);
  const nowMs = () => ctx.now().getTime();

  async function present(row: RailAccountRow): Promise<RailAccount> {
    const operator = await repo.findOperatorAccount(db, row.account_name);
    const passengers = await repo.listPassengers(db, { corpId: row.corp_id, empId: row.emp_id }, row.id);
    return {
      railAccountId: row.id,
      accountName: row.account_name,
      status: statusOf(row),
      verifyMode: modeOf(row),
      phoneNumber: maskMobile(operator?.phone ?? ''),
      passengerCount: passengers.length,
    };
  }

  function stateMessage(row: RailAccountRow, locale: Locale): string {
    if (row.status === 'passed') return '';
    if (row.status === 'failed') return translate(locale, 'trainAccount.verifyFailed');
    return translate(locale, modeOf(row) === 'face' ? 'trainAccount.verifyFace' : 'trainAccount.verifySms');
  }

  async function owned(auth: AuthInfo, id: string): Promise<RailAccountRow> {
    const row = await repo.findAccount(db, ownerOf(auth), id);
    if (!row) throw notFound();
    return row;
  }

  async function reload(auth: AuthInfo, id: string): Promise<RailAccountRow> {
    return owned(auth, id);
  }

  function result(row: RailAccountRow, locale: Locale): RailCheckResultData {
    const message =
      row.status === 'passed' ? translate(locale, 'trainAccount.verifyPassed') : stateMessage(row, locale);
    return { status: statusOf(row), verifyMode: modeOf(row), message };
  }

  /** Binds (or re-binds) an account of the caller, passed or awaiting the operator's verification. */
  async function bindAccount(owner: Owner, accountName: string, verifyMode: string): Promise<RailAccountRow> {
    const now = nowMs();
    const status = verifyMode === '' ? 'passed' : 'awaiting';
    const existing = await repo.findAccountByName(db, owner, accountName);
    if (existing) {
      if (existing.status !== 'passed') {
        await repo.updateAccount(db, owner, existing.id, {
          status,
          verify_mode: verifyMode,
          face_started_at: null,
          updated_at: now,
        });
      }
    } else {
      await repo.insertAccount(db, {
        id: newId(now),
        corp_id: owner.corpId,
        emp_id: owner.empId,
        account_name: accountName,
        status,
        verify_mode: verifyMode,
        face_started_at: null,
        created_at: now,
        updated_at: now,
      });
    }
    const row = await repo.findAccountByName(db, owner, accountName);
    if (!row) throw notFound();
    return row;
  }

  return {
    /** trCheckAccount: the operator checks the password; a new binding may need SMS or face verification. */
    async checkAccount(auth: AuthInfo, req: TrCheckAccountRequest, locale: Locale): Promise<RailAccountData> {
      const accountName = req.accountName.trim();
      const plain = decryptPassword(req.password, ctx.config.pwdKey);
      if (accountName === '' || plain === null || plain === '') throw invalid('trainAccount.accountRequired');
      const failKey = bucket('rail-bind', `${auth.corpId}:${auth.empId}`);
      // Counted before the password is checked, atomically: tries sent at once cannot pass the lock.
      const wait = await ctx.limiter.take(failKey, BIND_WINDOW_MS, BIND_MAX_FAILURES);
      if (wait > 0) throw invalid('trainAccount.tooManyTries', { minutes: Math.ceil(wait / 60_000) });
      const operator = await repo.findOperatorAccount(db, accountName);
      const passed = await verifyPassword(plain, operator?.password_hash ?? (await dummyHash()));
      if (!operator || !passed) throw invalid('trainAccount.wrongPassword');
      await ctx.limiter.clear(failKey);
      const row = await bindAccount(ownerOf(auth), operator.account_name, operator.verify_mode);
      return { account: await present(row), message: stateMessage(row, locale) };
    },

    async list(auth: AuthInfo): Promise<RailAccount[]> {
      const rows = await repo.listAccounts(db, ownerOf(auth));
      return Promise.all(rows.map(present));
    },

    async remove(auth: AuthInfo, railAccountId: string): Promise<{ railAccountId: string }> {
      if (!(await repo.deleteAccount(db, ownerOf(auth), railAccountId))) throw notFound();
      return { railAccountId };
    },

    /** sendCheckAccountYzm: a code to the operator account's phone (the SMS module's limits apply). */
    async sendCode(auth: AuthInfo, railAccountId: string, ip: string): Promise<RailSmsData> {
      const row = await owned(auth, railAccountId);
      if (modeOf(row) !== 'sms' || row.status === 'passed') throw invalid('trainAccount.noSmsVerify');
      const operator = await repo.findOperatorAccount(db, row.account_name);
      if (!operator) throw notFound();
      const sent = await sms.issue({ phoneNumber: operator.phone, scene: VERIFY_SCENE }, ip);
      if (row.status === 'failed') {
        await repo.updateAccount(db, ownerOf(auth), row.id, { status: 'awaiting', updated_at: nowMs() });
      }
      return {
        validateCodeId: sent.validateCodeId,
        resendAfter: sent.resendAfter,
        phoneNumber: maskMobile(operator.phone),
        ...(sent.demoCode ? { demoCode: sent.demoCode } : {}),
      };
    },

    /**
     * getCheckResult: with a code, checks the SMS verification (five wrong codes fail it); without, answers the
     * state. A face check started with rlSb is finished by the operator by the next poll.
     */
    async checkResult(auth: AuthInfo, req: GetCheckResultRequest, locale: Locale): Promise<RailCheckResultData> {
      const owner = ownerOf(auth);
      const row = await owned(auth, req.railAccountId);
      if (row.status === 'passed') return result(row, locale);
      const mode = modeOf(row);
      if (req.code !== undefined && req.code !== '') {
        if (mode !== 'sms') throw invalid('trainAccount.noSmsVerify');
        const operator = await repo.findOperatorAccount(db, row.account_name);
        if (!operator) throw notFound();
        try {
          await sms.verify(operator.phone, req.validateCodeId ?? '', req.code.trim(), 'consume', [VERIFY_SCENE]);
        } catch (err) {
          if (err instanceof BizError && err.key === 'codeLocked') {
            await repo.updateAccount(db, owner, row.id, { status: 'failed', updated_at: nowMs() });
            return result(await reload(auth, row.id), locale);
          }
          throw err;
        }
        await repo.updateAccount(db, owner, row.id, { status: 'passed', updated_at: nowMs() });
        return result(await reload(auth, row.id), locale);
      }
      if (mode === 'face' && row.face_started_at !== null && row.status === 'awaiting') {
        await repo.updateAccount(db, owner, row.id, { status: 'passed', updated_at: nowMs() });
        return result(await reload(auth, row.id), locale);
      }
      return result(row, locale);
    },

    /** rlSb: starts (or restarts) the face check; the state stays awaiting until the next poll. */
    async faceCheck(auth: AuthInfo, railAccountId: string, locale: Locale): Promise<RlSbData> {
      const row = await owned(auth, railAccountId);
      if (row.status === 'passed') return { ...result(row, locale), pollAfter: 0 };
      if (modeOf(row) !== 'face') throw invalid('trainAccount.noFaceVerify');
      const now = nowMs();
      await repo.updateAccount(db, ownerOf(auth), row.id, {
        status: 'awaiting',
        face_started_at: now,
        updated_at: now,
      });
      return {
        status: 'awaiting',
        verifyMode: 'face',
        message: translate(locale, 'trainAccount.faceChecking'),
        pollAfter: FACE_POLL_SECONDS,
      };
    },

    /** registerAccount: a new operator account, confirmed by an SMS code to its phone (checkRegisterCode). */
    async register(auth: AuthInfo, req: RegisterAccountRequest, ip: string): Promise<RegisterAccountData> {
      const accountName = req.accountName.trim();
      const plain = decryptPassword(req.password, ctx.config.pwdKey);
      if (accountName === '' || plain === null || plain === '') throw invalid('trainAccount.accountRequired');
      if (!ACCOUNT_NAME.test(accountName)) throw invalid('trainAccount.nameInvalid');
      if (!passwordAcceptable(plain)) throw invalid('trainAccount.passwordTooShort');
      const idno = req.idno.trim().toUpperCase();
      if (idnoMalformed(req.idType, idno) || identityOf(req.idType, idno) === 'failed') {
        throw invalid('trainAccount.idnoInvalid');
      }
      if (await repo.findOperatorAccount(db, accountName)) throw invalid('trainAccount.nameTaken');
      const sent = await sms.issue({ phoneNumber: req.phoneNumber, scene: REGISTER_SCENE }, ip);
      const now = nowMs();
      const id = newId(now);
      await repo.insertRegistration(db, {
        id,
        corp_id: auth.corpId,
        emp_id: auth.empId,
        account_name: accountName,
        password_hash: await hashPassword(plain),
        holder_name: req.holderName.trim(),
        id_type: req.idType,
        idno,
        phone: req.phoneNumber,
        created_at: now,
        confirmed_at: null,
      });
      return {
        registrationId: id,
        validateCodeId: sent.validateCodeId,
        resendAfter: sent.resendAfter,
        ...(sent.demoCode ? { demoCode: sent.demoCode } : {}),
      };
    },

    /** checkRegisterCode: creates the operator account and binds it, with its holder as first rail traveller. */
    async confirmRegistration(auth: AuthInfo, req: CheckRegisterCodeRequest, locale: Locale): Promise<RailAccountData> {
      const owner = ownerOf(auth);
      const reg = await repo.findRegistration(db, owner, req.registrationId);
      if (!reg) throw notFound();
      if (reg.confirmed_at !== null) throw invalid('trainAccount.registered');
      if (await repo.findOperatorAccount(db, reg.account_name)) throw invalid('trainAccount.nameTaken');
      await sms.verify(reg.phone, req.validateCodeId, req.code.trim(), 'consume', [REGISTER_SCENE]);
      const now = nowMs();
      await db.transaction().execute(async (tx) => {
        await repo.insertOperatorAccount(tx, {
          account_name: reg.account_name,
          password_hash: reg.password_hash,
          holder_name: reg.holder_name,
          id_type: reg.id_type,
          idno: reg.idno,
          phone: reg.phone,
          verify_mode: '',
          created_at: now,
        });
        await repo.confirmRegistration(tx, reg.id, now);
      });
      const row = await bindAccount(owner, reg.account_name, '');
      if (!(await repo.findPassengerByDocument(db, row.id, reg.id_type, reg.idno))) {
        await repo.insertPassenger(db, {
          id: newId(now),
          account_id: row.id,
          corp_id: owner.corpId,
          emp_id: owner.empId,
          psg_name: reg.holder_name,
          id_type: reg.id_type,
          idno: reg.idno,
          phone: reg.phone,
          expiry: '',
          psg_type: 1,
          identity_status: identityOf(reg.id_type, reg.idno),
          created_at: now,
        });
      }
      return { account: await present(row), message: stateMessage(row, locale) };
    },
  };
}
