/**
 * getOpenId, getMinOpenId, wxLogin, qyLogin, sso4ParnetCorpId, getSdkQx, generateWxScheme, the WeCom OAuth state
 * (wecom/state, wecom/takeState) and sign-on target (wecom/signOnTarget); demo-only /obt/dev/wxCode and /obt/dev/qyCode.
 */
import type { FastifyInstance } from 'fastify';
import type { GetOpenIdRequest, QyLoginRequest, WxLoginRequest } from '../../../../src/api/contract/account';
import type { DevQyCodeRequest, DevWxCodeRequest, SsoPartnerRequest } from '../../../../src/api/contract/signOn';
import type {
  MinOpenIdRequest,
  SignOnParams,
  TakeSignOnStateRequest,
  WecomSdkSignatureRequest,
  WxSchemeRequest,
} from '../../../../src/api/contract/wecom';
import type { AppContext } from '../../context';
import { authOf } from '../../plugins/auth';
import { ok } from '../../lib/envelope';
import type { IdentityService } from './service';
import {
  devQyCodeSchema,
  devWxCodeSchema,
  getOpenIdSchema,
  minOpenIdSchema,
  signOnStateSchema,
  signOnTargetSchema,
  takeSignOnStateSchema,
  wxSchemeSchema,
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
    ok({ openid: await identity.openIdFor(req.body.code, req.body.corpId) }),
  );

  app.post<{ Body: MinOpenIdRequest }>('/obt/getMinOpenId', { schema: minOpenIdSchema }, async (req) =>
    ok({ openid: await identity.minOpenIdFor(req.body.code) }),
  );

  app.post<{ Body: WxSchemeRequest }>('/obt/generateWxScheme', { schema: wxSchemeSchema }, async (req) =>
    ok(await identity.wxScheme(req.body)),
  );

  app.post<{ Body: Partial<SignOnParams> }>('/obt/wecom/state', { schema: signOnStateSchema }, async (req) =>
    ok(await identity.createState(req.body)),
  );

  app.post<{ Body: TakeSignOnStateRequest }>('/obt/wecom/takeState', { schema: takeSignOnStateSchema }, async (req) =>
    ok(await identity.takeState(req.body.state)),
  );

  app.post<{ Body: Partial<SignOnParams> }>('/obt/wecom/signOnTarget', { schema: signOnTargetSchema }, async (req) =>
    ok(await identity.signOnTarget(authOf(req), req.body)),
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

  app.post<{ Body: WecomSdkSignatureRequest }>('/obt/getSdkQx', { schema: sdkSchema }, async (req) =>
    ok(await identity.sdkSignature(req.body.url, req.body.type)),
  );

  if (opts.ctx.config.demo) {
    await identity.ensureDemoPartner();
    app.post<{ Body: DevWxCodeRequest }>('/obt/dev/wxCode', { schema: devWxCodeSchema }, async (req) =>
      ok(await identity.devWxCode(req.body.openid)),
    );
    app.post<{ Body: DevQyCodeRequest }>('/obt/dev/qyCode', { schema: devQyCodeSchema }, async (req) =>
      ok(await identity.devQyCode(req.body.userid, req.body.corpId)),
    );
  }
}
