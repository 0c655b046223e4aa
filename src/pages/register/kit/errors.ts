import { ApiError } from '../../../api/transport';

/**
 * The server's reason for a refused call (its `tips`), kept next to the form after the transport's toast fades;
 * '' for anything else (timeouts and network failures have their own toast).
 */
export function refusalText(error: unknown): string {
  return error instanceof ApiError && error.kind === 'code' ? error.tips : '';
}
