/** getRegisterSmsCode, userRegister, saveVipCorpApply (public calls). */
import type { FastifyInstance } from 'fastify';
import type {
  GetRegisterSmsCodeRequest,
  SaveVipCorpApplyRequest,
  UserRegisterRequest,
} from '../../../../src/api/contract/accountAdmin';
import { ok } from '../../lib/envelope';
import type { RegisterService } from './service';
import { corpApplySchema, registerSmsSchema, userRegisterSchema } from './schemas';

export async function registerRoutes(app: FastifyInstance, opts: { register: RegisterService }): Promise<void> {
  const { register } = opts;

  app.post<{ Body: GetRegisterSmsCodeRequest }>('/obt/getRegisterSmsCode', { schema: registerSmsSchema }, async (req) =>
    ok(await register.smsCode(req.body, req.ip)),
  );

  app.post<{ Body: UserRegisterRequest }>('/obt/userRegister', { schema: userRegisterSchema }, async (req) =>
    ok(await register.register(req.body, req.ip, req.locale)),
  );

  app.post<{ Body: SaveVipCorpApplyRequest }>('/obt/saveVipCorpApply', { schema: corpApplySchema }, async (req) =>
    ok(await register.apply(req.body, req.ip)),
  );
}
