/** submitBug (public) and saveAppTsInfo. */
import type { FastifyInstance } from 'fastify';
import type { BugReport, SaveAppTsInfoRequest } from '../../../../src/api/contract/common';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import { obj, oneOf, reply, str } from '../../lib/schema';
import { authOf } from '../../plugins/auth';
import { appService } from './service';

const text = (max: number) => str({ maxLength: max });

const submitBugSchema = {
  summary: 'Client error report (personal data is masked before storing)',
  body: obj<BugReport>(
    {
      level: oneOf(['error', 'warn'], 'string'),
      fromSys: text(64),
      userAgent: text(512),
      corpName: text(128),
      userName: text(64),
      requuid: text(64),
      reqPath: text(512),
      pagePath: text(512),
      errCode: text(32),
      errMsg: text(2000),
      tips: text(2000),
      reqData: text(20000),
      resData: text(20000),
    },
    ['level'],
  ),
  response: reply(),
};

const saveAppTsInfoSchema = {
  summary: 'Register the push client id of this device for the employee',
  body: obj<SaveAppTsInfoRequest>({ tsCid: str({ minLength: 1, maxLength: 128 }), tsDevice: oneOf([1, 2]) }, [
    'tsCid',
    'tsDevice',
  ]),
  response: reply(),
};

export async function appRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const service = appService(opts.ctx);

  app.post<{ Body: BugReport }>('/obt/submitBug', { schema: submitBugSchema }, async (req) => {
    await service.submitBug(req.body, req.auth, req.ip);
    return ok();
  });

  app.post<{ Body: SaveAppTsInfoRequest }>('/obt/saveAppTsInfo', { schema: saveAppTsInfoSchema }, async (req) => {
    await service.savePush(authOf(req), req.body);
    return ok();
  });
}
