/** A capturing transport set-up for the API unit tests (no Taro, no network). */
import {
  configureTransport,
  type HttpRequest,
  type HttpResponse,
  type Outcome,
  type TransportHooks,
} from '../../../src/api/transport';

export interface Harness {
  hooks: TransportHooks;
  calls: HttpRequest[];
  outcomes: Outcome[];
  loading: boolean[];
  /** Next answers, consumed in order; a function answers per request. */
  respond: (fn: (req: HttpRequest) => Promise<HttpResponse> | HttpResponse) => void;
  setToken: (token: string | null) => void;
  setHost: (host: string) => void;
}

export const TOKEN = '0123456789abcdef0123456789abcdef';

export function setup(options: { token?: string | null; host?: string; baseUrl?: string } = {}): Harness {
  let token: string | null = options.token === undefined ? TOKEN : options.token;
  let host = options.host ?? 'travel.example.com';
  const calls: HttpRequest[] = [];
  const outcomes: Outcome[] = [];
  const loading: boolean[] = [];
  let responder: (req: HttpRequest) => Promise<HttpResponse> | HttpResponse = () => ({
    status: 200,
    data: { code: 1, tips: '' },
  });
  const hooks: TransportHooks = {
    baseUrl: options.baseUrl ?? '',
    adapter: async (req) => {
      calls.push(req);
      return responder(req);
    },
    getToken: () => token,
    getLocale: () => 'en-US',
    onLoadingChange: (visible) => loading.push(visible),
    present: (outcome) => outcomes.push(outcome),
    bugContext: () => ({
      corpName: 'Demo Corp',
      userName: 'Zhang San',
      pagePath: '/home',
      userAgent: 'jest',
      host,
      fromSys: 'h5',
    }),
  };
  configureTransport(hooks);
  return {
    hooks,
    calls,
    outcomes,
    loading,
    respond: (fn) => {
      responder = fn;
    },
    setToken: (t) => {
      token = t;
    },
    setHost: (h) => {
      host = h;
    },
  };
}

/** Lets fire-and-forget work (bug reports) run. */
export const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
