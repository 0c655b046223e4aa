/** empFindList, vipEmpContactsPage, vipEmpAddr/list. */
import type { FastifyInstance } from 'fastify';
import type { PageQuery } from '../../../../src/api/contract/envelope';
import type { TravellerSearchRequest } from '../../../../src/api/contract/booking';
import type { AppContext } from '../../context';
import { okPage } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { peopleService } from './service';
import { addressListSchema, contactsPageSchema, empFindListSchema } from './schemas';

export async function peopleRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const people = peopleService(opts.ctx);

  app.post<{ Body: TravellerSearchRequest }>('/obt/empFindList', { schema: empFindListSchema }, async (req) => {
    const { list, page } = await people.search(authOf(req), req.body, req.locale);
    return okPage(list, page);
  });

  app.post<{ Body: TravellerSearchRequest }>('/obt/vipEmpContactsPage', { schema: contactsPageSchema }, async (req) => {
    const { list, page } = await people.contacts(authOf(req), req.body);
    return okPage(list, page);
  });

  app.post<{ Body: PageQuery }>('/obt/vipEmpAddr/list', { schema: addressListSchema }, async (req) => {
    const { list, page } = await people.addresses(authOf(req), req.body);
    return okPage(list, page);
  });
}
