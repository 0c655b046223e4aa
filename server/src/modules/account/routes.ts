/** vipLogin (and its alias user/login), getLoginUserInfo, vipLoginOut, vipCorpFindDetail, getCorpList. */
import type { FastifyInstance } from 'fastify';
import type { VipLoginRequest } from '../../../../src/api/contract/account';
import type { GetCorpListRequest } from '../../../../src/api/contract/signOn';
import { ok, okList } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import type { SessionService } from '../session/service';
import type { AccountService } from './service';
import type { LoginService } from './login';
import { corpDetailSchema, corpListSchema, logoutSchema, userInfoSchema, vipLoginSchema } from './schemas';

export async function accountRoutes(
  app: FastifyInstance,
  opts: { accounts: AccountService; login: LoginService; sessions: SessionService },
): Promise<void> {
  const { accounts, login, sessions } = opts;

  for (const path of ['/obt/vipLogin', '/obt/user/login']) {
    app.post<{ Body: VipLoginRequest }>(path, { schema: vipLoginSchema }, async (req) =>
      ok(await login.login(req.body, req.ip, req.locale)),
    );
  }

  app.post('/obt/getLoginUserInfo', { schema: userInfoSchema }, async (req) =>
    ok(await accounts.userInfo(authOf(req), req.locale)),
  );

  app.post('/obt/vipLoginOut', { schema: logoutSchema }, async (req) => {
    await sessions.close(authOf(req).sessionId);
    return ok();
  });

  app.post('/obt/vipCorpFindDetail', { schema: corpDetailSchema }, async (req) =>
    ok(await accounts.corpDetail(authOf(req))),
  );

  app.post<{ Body: GetCorpListRequest }>('/obt/getCorpList', { schema: corpListSchema }, async (req) =>
    okList(await accounts.corpList(req.body.phoneNumber, req.body.validateCodeId, req.body.validateCode)),
  );
}
