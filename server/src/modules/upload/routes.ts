/**
 * POST /obt/upload (SPEC §7: the file-upload path): one image per request, multipart field `file`, checked by the
 * SPEC §5 rule (jpg, jpeg, gif, png or bmp, at most 10 MB) on its bytes, not its name. The answer's URL is an
 * unguessable capability link served by GET /obt/upload/:name, so an <img> can show it without a token.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { LIMITS } from '../../../../src/domain/limits';
import { checkImageFile } from '../../../../src/domain/documentValidators';
import { CODE, fail, ok } from '../../lib/envelope';
import { int, obj, reply, str } from '../../lib/schema';
import { authOf } from '../../plugins/auth';
import { t } from '../../plugins/i18n';
import { sniffImage } from './sniff';

const NAME = /^([0-9a-f]{32})\.(jpg|gif|png|bmp)$/;
const uploadSchema = {
  summary: 'Upload one image (multipart field `file`); answers data.url',
  response: reply(obj<{ url: string; name: string; size: number }>({ url: str(), name: str(), size: int() })),
};

export async function uploadRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  const maxBytes = LIMITS.input.uploadMaxBytes;
  await app.register(multipart, { limits: { fileSize: maxBytes + 1, files: 1, fields: 5 } });

  app.post('/obt/upload', { schema: uploadSchema }, async (req) => {
    const auth = authOf(req);
    if (!req.isMultipart()) return fail(CODE.invalid, t(req, 'uploadMissing'));
    const part = await req.file();
    if (!part) return fail(CODE.invalid, t(req, 'uploadMissing'));
    const bytes = await part.toBuffer().catch(() => null);
    if (!bytes || part.file.truncated || bytes.length > maxBytes) return fail(CODE.invalid, t(req, 'uploadTooLarge'));
    const kind = sniffImage(bytes.subarray(0, 16));
    if (!kind || checkImageFile(part.filename || `file.${kind.ext}`, bytes.length))
      return fail(CODE.invalid, t(req, 'uploadType'));
    const id = randomBytes(16).toString('hex');
    const name = `${id}.${kind.ext}`;
    await mkdir(ctx.config.uploadDir, { recursive: true });
    await writeFile(path.join(ctx.config.uploadDir, name), bytes);
    const scene =
      typeof (part.fields.scene as { value?: unknown } | undefined)?.value === 'string'
        ? String((part.fields.scene as { value: string }).value).slice(0, 40)
        : '';
    await ctx.db
      .insertInto('uploads')
      .values({
        id,
        corp_id: auth.corpId,
        emp_id: auth.empId,
        name: (part.filename || name).slice(0, 200),
        mime: kind.mime,
        size: bytes.length,
        scene,
        created_at: ctx.now().getTime(),
      })
      .execute();
    return ok({ url: `/obt/upload/${name}`, name: part.filename || name, size: bytes.length });
  });

  app.get<{ Params: { name: string } }>('/obt/upload/:name', async (req, reply) => {
    const m = NAME.exec(req.params.name);
    if (!m) return reply.code(404).send(fail(404, t(req, 'notFound')));
    const row = await ctx.db.selectFrom('uploads').select(['mime']).where('id', '=', m[1]).executeTakeFirst();
    const file = path.join(ctx.config.uploadDir, req.params.name);
    const exists = row
      ? await stat(file).then(
          () => true,
          () => false,
        )
      : false;
    if (!row || !exists) return reply.code(404).send(fail(404, t(req, 'notFound')));
    reply.header('cache-control', 'private, max-age=31536000, immutable');
    reply.header('x-content-type-options', 'nosniff');
    return reply.type(row.mime).send(createReadStream(file));
  });
}
