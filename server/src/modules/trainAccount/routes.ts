/** The rail account calls (SPEC §7 Train "Rail account", "Stations and contacts"), all under /obt/train/. */
import type { FastifyInstance } from 'fastify';
import type {
  CheckLocalHytgryRequest,
  CheckRegisterCodeRequest,
  CheckRyxxRequest,
  CityStationsRequest,
  DeleteClkRequest,
  GetCheckResultRequest,
  QueryStationRequest,
  RailAccountIdRequest,
  RecentRailPassengerRequest,
  RegisterAccountRequest,
  SaveClkRequest,
  TrCheckAccountRequest,
} from '../../../../src/api/contract/trainAccount';
import type { AppContext } from '../../context';
import { ok, okList } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { cityStations, queryStation, trainLookups } from './lookups';
import { railPassengerService } from './passengers';
import * as s from './schemas';
import { trainAccountService } from './service';

const P = '/obt/train';

export async function trainAccountRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const accounts = trainAccountService(opts.ctx);
  const passengers = railPassengerService(opts.ctx);
  const lookups = trainLookups(opts.ctx);

  // Rail account ---------------------------------------------------------------------------------
  app.post<{ Body: TrCheckAccountRequest }>(`${P}/trCheckAccount`, { schema: s.trCheckAccountSchema }, async (req) =>
    ok(await accounts.checkAccount(authOf(req), req.body, req.locale)),
  );
  app.get(`${P}/trAccountGetList`, { schema: s.trAccountGetListSchema }, async (req) =>
    okList(await accounts.list(authOf(req))),
  );
  app.get<{ Querystring: RailAccountIdRequest }>(`${P}/trAccountDel`, { schema: s.trAccountDelSchema }, async (req) =>
    ok(await accounts.remove(authOf(req), req.query.railAccountId)),
  );
  app.post<{ Body: RailAccountIdRequest }>(
    `${P}/sendCheckAccountYzm`,
    { schema: s.sendCheckAccountYzmSchema },
    async (req) => ok(await accounts.sendCode(authOf(req), req.body.railAccountId, req.ip)),
  );
  app.post<{ Body: GetCheckResultRequest }>(`${P}/getCheckResult`, { schema: s.getCheckResultSchema }, async (req) =>
    ok(await accounts.checkResult(authOf(req), req.body, req.locale)),
  );
  app.post<{ Body: RailAccountIdRequest }>(`${P}/rlSb`, { schema: s.rlSbSchema }, async (req) =>
    ok(await accounts.faceCheck(authOf(req), req.body.railAccountId, req.locale)),
  );
  app.post<{ Body: RegisterAccountRequest }>(`${P}/registerAccount`, { schema: s.registerAccountSchema }, async (req) =>
    ok(await accounts.register(authOf(req), req.body, req.ip)),
  );
  app.post<{ Body: CheckRegisterCodeRequest }>(
    `${P}/checkRegisterCode`,
    { schema: s.checkRegisterCodeSchema },
    async (req) => ok(await accounts.confirmRegistration(authOf(req), req.body, req.locale)),
  );

  // Identity checks ------------------------------------------------------------------------------
  app.post<{ Body: CheckRyxxRequest }>(`${P}/checkRyxx`, { schema: s.checkRyxxSchema }, async (req) =>
    ok(await passengers.checkIdentity(authOf(req), req.body, req.locale)),
  );
  app.post<{ Body: CheckLocalHytgryRequest }>(
    `${P}/checkLocalHytgry`,
    { schema: s.checkLocalHytgrySchema },
    async (req) => ok(await passengers.localIdentity(authOf(req), req.body)),
  );

  // Rail frequent travellers ---------------------------------------------------------------------
  app.post<{ Body: RailAccountIdRequest }>(`${P}/FindClkList`, { schema: s.findClkListSchema }, async (req) =>
    okList(await passengers.list(authOf(req), req.body.railAccountId)),
  );
  app.post<{ Body: SaveClkRequest }>(`${P}/saveClk`, { schema: s.saveClkSchema }, async (req) =>
    ok(await passengers.save(authOf(req), req.body, req.locale)),
  );
  app.post<{ Body: DeleteClkRequest }>(`${P}/deleteClk`, { schema: s.deleteClkSchema }, async (req) =>
    ok(await passengers.remove(authOf(req), req.body)),
  );

  // Stations, recent passengers, unfinished orders -----------------------------------------------
  app.post<{ Body: QueryStationRequest }>(`${P}/queryStation`, { schema: s.queryStationSchema }, async (req) =>
    okList(queryStation(req.body.keyword, req.locale)),
  );
  app.post<{ Body: CityStationsRequest }>(
    `${P}/getCityDataByName`,
    { schema: s.getCityDataByNameSchema },
    async (req) => okList(cityStations(req.body.cityName, req.locale)),
  );
  app.post<{ Body: RecentRailPassengerRequest }>(`${P}/findCxrList`, { schema: s.findCxrListSchema }, async (req) =>
    okList(await lookups.frequent(authOf(req), req.body.count)),
  );
  app.post<{ Body: RecentRailPassengerRequest }>(`${P}/getNewest`, { schema: s.getNewestSchema }, async (req) =>
    okList(await lookups.newest(authOf(req), req.body.count)),
  );
  app.get(`${P}/queryWcxTrOrder`, { schema: s.queryWcxTrOrderSchema }, async (req) =>
    okList(await lookups.unfinished(authOf(req))),
  );
}
