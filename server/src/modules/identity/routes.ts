/** getOpenId, wxLogin, qyLogin, sso4ParnetCorpId, getSdkQx; demo-only /obt/dev/wxCode and /obt/dev/qyCode. */
import type { FastifyInstance } from 'fastify';
import type { GetOpenIdRequest, QyLoginRequest, WxLoginRequest } from '../../../../src/api/contract/account';
import type {
  DevQyCodeRequest,
  DevWxCodeRequest,
  SdkSignatureRequest,
  SsoPartnerRequest,
} from '../../../../src/api/contract/signOn';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import type { IdentityService } from './service';
import {
  devQyCodeSchema,
  devWxCodeSchema,
  getOpenIdSchema,
  qyLoginSchema,
  sdkSchema,
  ssoSchema,
  wxLoginSchema,
} from './schemas';

export async function identityRoutes(
  app: FastifyInstance,
  opts: { ctx: AppContext; identity: IdentityService },
): Promise<void> {
  const { identity } = opts;

  app.post<{ Body: GetOpenIdRequest }>('/obt/getOpenId', { schema: getOpenIdSchema }, async (req) =>
    ok({ openid: await identity.openIdFor(req.body.code) }),
  );

  app.post<{ Body: WxLoginRequest }>('/obt/wxLogin', { schema: wxLoginSchema }, async (req) =>
    ok(await identity.wxLogin(req.body.openId, req.body.compId)),
  );

  app.post<{ Body: QyLoginRequest }>('/obt/qyLogin', { schema: qyLoginSchema }, async (req) =>
    ok({ token: await identity.qyLogin(req.body.code, req.body.corpId) }),
  );

  app.post<{ Body: SsoPartnerRequest }>('/obt/sso4ParnetCorpId', { schema: ssoSchema }, async (req) =>
    ok({ token: await identity.partnerSso(req.body) }),
  );

  app.post<{ Body: SdkSignatureRequest }>('/obt/getSdkQx', { schema: sdkSchema }, async (req) =>
    ok(identity.sdkSignature(req.body.url)),
  );

  if (opts.ctx.config.demo) {
    app.post<{ Body: DevWxCodeRequest }>('/obt/dev/wxCode', { schema: devWxCodeSchema }, async (req) =>
      ok(await identity.devWxCode(req.body.openid)),
    );
    app.post<{ Body: DevQyCodeRequest }>('/obt/dev/qyCode', { schema: devQyCodeSchema }, async (req) =>
      ok(await identity.devQyCode(req.body.userid, req.body.corpId)),
    );
  }
}
