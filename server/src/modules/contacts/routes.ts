/** vipEmpContactsEdit, vipEmpContactsDel, vipEmpAddr/edit, vipEmpAddr/del: always the caller's own. */
import type { FastifyInstance } from 'fastify';
import type {
  ContactIdRequest,
  VipEmpAddrEditRequest,
  VipEmpContactsEditRequest,
} from '../../../../src/api/contract/peopleAdmin';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { addressDelSchema, addressEditSchema, contactDelSchema, contactEditSchema } from './schemas';
import { contactsService } from './service';

export async function contactsRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const contacts = contactsService(opts.ctx);

  app.post<{ Body: VipEmpContactsEditRequest }>('/obt/vipEmpContactsEdit', { schema: contactEditSchema }, async (req) =>
    ok(await contacts.editContact(authOf(req), req.body)),
  );

  app.post<{ Body: ContactIdRequest }>('/obt/vipEmpContactsDel', { schema: contactDelSchema }, async (req) =>
    ok(await contacts.deleteContact(authOf(req), req.body.contactsId)),
  );

  app.post<{ Body: VipEmpAddrEditRequest }>('/obt/vipEmpAddr/edit', { schema: addressEditSchema }, async (req) =>
    ok(await contacts.editAddress(authOf(req), req.body)),
  );

  app.post<{ Body: { empAddrId: string } }>('/obt/vipEmpAddr/del', { schema: addressDelSchema }, async (req) =>
    ok(await contacts.deleteAddress(authOf(req), req.body.empAddrId)),
  );
}
