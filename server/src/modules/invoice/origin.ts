/** The scheme and host a request came to, for absolute links in e-mails (e.g. http://localhost:3000). */
import type { FastifyRequest } from 'fastify';

export function requestOrigin(req: FastifyRequest): string {
  const host = req.headers.host ?? 'localhost';
  return `${req.protocol}://${host}`;
}
