/** empFindList (its administrator mode 'manage' is served by the employees module), vipEmpContactsPage, vipEmpAddr/list. */
import type { FastifyInstance } from 'fastify';
import type { PageQuery } from '../../../../src/api/contract/envelope';
import type { TravellerCandidate, TravellerSearchRequest } from '../../../../src/api/contract/booking';
import type { EmpManageListRequest } from '../../../../src/api/contract/peopleAdmin';
import type { AppContext } from '../../context';
import { okPage } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { peopleService } from './service';
import { empFindListSchema } from '../employees/schemas';
import { employeesService } from '../employees/service';
import { addressListSchema, contactsPageSchema } from './schemas';

export async function peopleRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const people = peopleService(opts.ctx);
  const employees = employeesService(opts.ctx);

  app.post<{ Body: TravellerSearchRequest | EmpManageListRequest }>(
    '/obt/empFindList',
    { schema: empFindListSchema },
    async (req) => {
      const body = req.body;
      const { list, page } =
        body.kind === 'manage'
          ? await employees.manageList(authOf(req), body, req.locale)
          : await people.search(authOf(req), body, req.locale);
      return okPage<TravellerCandidate>(list, page);
    },
  );

  app.post<{ Body: TravellerSearchRequest }>('/obt/vipEmpContactsPage', { schema: contactsPageSchema }, async (req) => {
    const { list, page } = await people.contacts(authOf(req), req.body);
    return okPage(list, page);
  });

  app.post<{ Body: PageQuery }>('/obt/vipEmpAddr/list', { schema: addressListSchema }, async (req) => {
    const { list, page } = await people.addresses(authOf(req), req.body);
    return okPage(list, page);
  });
}
