/**
 * Hotel need order calls (SPEC §7 Hotel, version 1: need orders), used by both hotel versions. saveNeedOrder runs
 * under the request's Idempotency-Key (one transaction with the stored answer and the agency's first step), and so
 * does savehtNeedNote.
 */
import type { FastifyInstance } from 'fastify';
import type {
  HotelNeedIdRequest,
  HotelNeedListRequest,
  HotelNeedNoteRequest,
  HotelNeedSaveRequest,
} from '../../../../src/api/contract/hotelNeed';
import type { AppContext } from '../../context';
import { ok, okPage } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { withIdempotency } from '../../plugins/idempotency';
import * as s from './schemas';
import { hotelNeeds } from './service';

const N = '/obt/hotel/need';

export async function hotelNeedRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  const needs = hotelNeeds(ctx);

  app.post<{ Body: HotelNeedSaveRequest }>(`${N}/saveNeedOrder`, { schema: s.saveSchema }, async (req) =>
    withIdempotency(ctx, req, 'hotel.saveNeedOrder', async (trx) => ok(await needs.save(trx, authOf(req), req.body))),
  );

  app.post<{ Body: HotelNeedListRequest }>(`${N}/hotelNeedOrderList`, { schema: s.listSchema }, async (req) => {
    const { list, page } = await needs.list(authOf(req), req.body, req.locale);
    return okPage(list, page);
  });

  app.post<{ Body: HotelNeedIdRequest }>(`${N}/getHtNeedOrderDetail`, { schema: s.detailSchema }, async (req) =>
    ok(await needs.detail(authOf(req), req.body.needId, req.locale)),
  );

  app.post<{ Body: HotelNeedIdRequest }>(`${N}/findHtNeedNote`, { schema: s.notesSchema }, async (req) =>
    ok(await needs.notes(authOf(req), req.body.needId, req.locale)),
  );

  // A remark sent twice (a retry after a lost answer) is written once.
  app.post<{ Body: HotelNeedNoteRequest }>(`${N}/savehtNeedNote`, { schema: s.noteSaveSchema }, async (req) =>
    withIdempotency(ctx, req, 'hotel.savehtNeedNote', async (trx) =>
      ok(await needs.addNote(trx, authOf(req), req.body.needId, req.body.content, req.locale)),
    ),
  );
}
