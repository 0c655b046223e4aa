/** vipCcsqd/list: the employee's trip applications, status default 2 (approved), paged. */
import type { AppContext } from '../../context';
import type { PageData } from '../../../../src/api/contract/envelope';
import type { CcsqdListItem, CcsqdListRequest, CcsqdStatus } from '../../../../src/api/contract/trip';
import { fenToYuan } from '../../../../src/domain/money';
import { pageData, toPage } from '../../lib/paging';
import { chinaDateTime } from '../../lib/time';
import type { AuthInfo } from '../session/service';
import { tripRepository } from './repository';

export const DEFAULT_CCSQD_STATUS = 2;

export function tripService(ctx: AppContext) {
  const repo = tripRepository(ctx.db);

  return {
    async list(auth: AuthInfo, req: CcsqdListRequest): Promise<{ list: CcsqdListItem[]; page: PageData }> {
      const page = toPage(req);
      const status = req.status ?? DEFAULT_CCSQD_STATUS;
      const filter = {
        corpId: auth.corpId,
        empId: auth.empId,
        status: status === -1 ? undefined : status,
        keyword: req.keyword?.trim(),
      };
      const [rows, total] = await Promise.all([repo.list(filter, page.offset, page.count), repo.count(filter)]);
      const list = rows.map<CcsqdListItem>((r) => ({
        ccsqdId: r.id,
        ccsqdNo: r.ccsqd_no,
        ccr: r.ccr,
        ccsy: r.ccsy,
        mdd: r.mdd,
        dateBegin: r.date_begin,
        dateEnd: r.date_end,
        status: r.status as CcsqdStatus,
        jtys: fenToYuan(Number(r.jtys_fen)),
        zsys: fenToYuan(Number(r.zsys_fen)),
        qtys: fenToYuan(Number(r.qtys_fen)),
        zys: fenToYuan(Number(r.zys_fen)),
        createdAt: chinaDateTime(Number(r.created_at)),
      }));
      return { list, page: pageData(page, total) };
    },
  };
}
