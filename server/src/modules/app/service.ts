/**
 * Bug reports (personal data masked before storing; rate limited: per IP when anonymous, per employee when signed
 * in, 30 per 10 minutes and 200 per day, so an anonymous writer stores at most ~200 × 8 KB a day per address) and
 * push registration.
 */
import type { AppContext } from '../../context';
import type { BugReport, SaveAppTsInfoRequest } from '../../../../src/api/contract/common';
import { newId } from '../../lib/crypto';
import { invalid } from '../../lib/errors';
import { maskPersonalText } from '../../plugins/masking';
import { bucket } from '../../plugins/rateLimit';
import type { AuthInfo } from '../session/service';
import { appRepository } from './repository';

/** Reports per sender: a burst (a client in an error loop) and a day. A real client sends a handful a day. */
export const BUG_LIMITS = [
  { windowMs: 10 * 60_000, max: 30 },
  { windowMs: 24 * 3600_000, max: 200 },
] as const;
const MAX_TEXT = 4000;

const clean = (s: string | undefined) => maskPersonalText((s ?? '').slice(0, MAX_TEXT));

export function appService(ctx: AppContext) {
  const repo = appRepository(ctx.db);

  return {
    async submitBug(report: BugReport, auth: AuthInfo | null, ip: string): Promise<void> {
      // Claimed atomically before anything is stored (parallel calls cannot all pass a check-then-record).
      const sender = auth ? `emp:${auth.empId}` : `ip:${ip}`;
      for (const { windowMs, max } of BUG_LIMITS) {
        const wait = await ctx.limiter.take(bucket(`bug-${windowMs}`, sender), windowMs, max);
        if (wait > 0) throw invalid('smsIpLimit', { minutes: Math.ceil(wait / 60_000) });
      }
      const nowMs = ctx.now().getTime();
      await repo.insertBug({
        id: newId(nowMs),
        corp_id: auth?.corpId ?? null,
        emp_id: auth?.empId ?? null,
        level: report.level,
        from_sys: clean(report.fromSys),
        user_agent: clean(report.userAgent),
        corp_name: clean(report.corpName),
        user_name: clean(report.userName),
        requuid: clean(report.requuid),
        req_path: clean(report.reqPath),
        page_path: clean(report.pagePath),
        err_code: clean(report.errCode),
        err_msg: clean(report.errMsg),
        tips: clean(report.tips),
        req_data: clean(report.reqData),
        res_data: clean(report.resData),
        created_at: nowMs,
      });
    },

    async savePush(auth: AuthInfo, req: SaveAppTsInfoRequest): Promise<void> {
      await repo.upsertPush({
        tsCid: req.tsCid,
        empId: auth.empId,
        corpId: auth.corpId,
        tsDevice: req.tsDevice,
        nowMs: ctx.now().getTime(),
      });
    },
  };
}
