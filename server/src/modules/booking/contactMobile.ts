/**
 * The contact mobile of a new order. The booking form prefills the booker's own mobile as the client has it, masked
 * (SPEC §9: 138****0001), and may send it back so, meaning "my own mobile": it is replaced here by the booker's real
 * number when it matches the booker's own mask. Any other masked value names nobody the booker may use and is refused
 * as a field error on linkTel. A plain number is kept as sent; no read happens then (the usual case costs nothing).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { maskMobile } from '../../../../src/domain/masking';
import { invalidField } from '../../lib/errors';
import { str } from '../../lib/schema';

/** A mobile (SPEC §5 rule), or one in the masked form the server answers with. */
export const CONTACT_MOBILE = str({ pattern: '^1[3-9]\\d(?:\\d{4}|\\*{4})\\d{4}$' });

/** The number to store as the order's contact mobile: `sent`, or the booker's own for their own mask. */
export async function resolveContactMobile(
  db: Kysely<Database>,
  booker: { corpId: string; empId: string },
  sent: string,
): Promise<string> {
  const tel = sent.trim();
  if (!tel.includes('*')) return tel;
  const own = await db
    .selectFrom('employees')
    .select('phone')
    .where('corp_id', '=', booker.corpId)
    .where('id', '=', booker.empId)
    .executeTakeFirst();
  if (own?.phone && maskMobile(own.phone) === tel) return own.phone;
  throw invalidField('linkTel', 'fieldFormat');
}
