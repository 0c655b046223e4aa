import { ApiError, inFlightCount, request, type HttpRequest, type HttpResponse } from '../../../src/api/transport';
import { flush, setup, TOKEN } from './fakeTransport';

const envelope = (code: number, tips = '', extra: object = {}) => ({ status: 200, data: { code, tips, ...extra } });

async function rejection(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('expected a rejection');
}

describe('request encoding and headers', () => {
  it('POST sends the body as JSON data to baseUrl + path', async () => {
    const h = setup({ baseUrl: 'https://api.example.com' });
    await request('/obt/vipCcsqd/list', { status: 2, pageNum: 1 });
    expect(h.calls).toHaveLength(1);
    const [req] = h.calls;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('https://api.example.com/obt/vipCcsqd/list');
    expect(req.data).toEqual({ status: 2, pageNum: 1 });
    expect(req.headers['Content-Type']).toBe('application/json');
    expect(req.timeout).toBe(60000);
  });

  it('POST without a body sends an empty object', async () => {
    const h = setup();
    await request('/obt/etPageSetList');
    expect(h.calls[0].data).toEqual({});
  });

  it('GET encodes the body as query parameters and sends no data', async () => {
    const h = setup();
    await request(
      '/obt/train/trOrderDetail',
      { orderId: 'a b&c', n: 1, skip: undefined, nil: null, ids: [1, 2], name: '张三' },
      { method: 'GET' },
    );
    const [req] = h.calls;
    expect(req.method).toBe('GET');
    expect(req.data).toBeUndefined();
    expect(req.url).toBe(
      `/obt/train/trOrderDetail?orderId=a%20b%26c&n=1&ids=1&ids=2&name=${encodeURIComponent('张三')}`,
    );
  });

  it('sends Authorization, Accept-Language and Idempotency-Key headers', async () => {
    const h = setup();
    await request('/obt/flight/order/bookV3', {}, { idempotencyKey: 'key-1' });
    expect(h.calls[0].headers).toEqual({
      'Content-Type': 'application/json',
      'Accept-Language': 'en-US',
      Authorization: `Bearer ${TOKEN}`,
      'Idempotency-Key': 'key-1',
    });
  });

  it('omits Authorization without a token and Idempotency-Key when not given', async () => {
    const h = setup({ token: null });
    await request('/obt/vipLogin', {}, { public: true });
    expect(h.calls[0].headers).toEqual({ 'Content-Type': 'application/json', 'Accept-Language': 'en-US' });
  });

  it('uses a per-call timeout', async () => {
    const h = setup();
    await request('/obt/x', {}, { timeout: 5000 });
    expect(h.calls[0].timeout).toBe(5000);
  });
});

describe('no-token whitelist', () => {
  it('lets a public call through without a token', async () => {
    const h = setup({ token: null });
    await expect(request('/obt/vipLogin', {}, { public: true })).resolves.toEqual({ code: 1, tips: '' });
    expect(h.calls).toHaveLength(1);
  });

  it('rejects any other call without a token, without network, indicator or presenter', async () => {
    const h = setup({ token: null });
    const e = await rejection(request('/obt/allOrderList', {}));
    expect(e.kind).toBe('unauthenticated');
    expect(h.calls).toHaveLength(0);
    expect(h.outcomes).toHaveLength(0);
    expect(h.loading).toHaveLength(0);
  });

  it('treats an empty token as none', async () => {
    const h = setup({ token: '' });
    await rejection(request('/obt/allOrderList', {}));
    expect(h.calls).toHaveLength(0);
  });
});

describe('SPEC §8 codes', () => {
  it('1 resolves with the whole envelope', async () => {
    const h = setup();
    h.respond(() => envelope(1, '', { data: { total: 1, pageNum: 1, count: 20 }, list: [{ id: 'a' }] }));
    await expect(request('/obt/allOrderList', {})).resolves.toEqual({
      code: 1,
      tips: '',
      data: { total: 1, pageNum: 1, count: 20 },
      list: [{ id: 'a' }],
    });
    expect(h.outcomes).toEqual([]);
  });

  it.each([100, 101])('%i presents relogin and sends a bug report from a public host', async (code) => {
    const h = setup();
    h.respond((req) => (req.url.endsWith('/obt/submitBug') ? envelope(1) : envelope(code, 'Please log in again')));
    const e = await rejection(request('/obt/allOrderList', { pageNum: 1 }));
    expect(e).toMatchObject({ kind: 'code', code, tips: 'Please log in again' });
    expect(e.envelope).toEqual({ code, tips: 'Please log in again' });
    expect(h.outcomes).toEqual([{ kind: 'relogin', code, tips: 'Please log in again' }]);
    await flush();
    const bug = h.calls.find((c) => c.url === '/obt/submitBug');
    expect(bug).toBeDefined();
    expect(bug?.method).toBe('POST');
    // The refused token is not sent again.
    expect(bug?.headers.Authorization).toBeUndefined();
    const payload = bug?.data as Record<string, string>;
    expect(Object.keys(payload).sort()).toEqual(
      [
        'level',
        'fromSys',
        'userAgent',
        'corpName',
        'userName',
        'requuid',
        'reqPath',
        'pagePath',
        'errCode',
        'errMsg',
        'tips',
        'reqData',
        'resData',
      ].sort(),
    );
    expect(payload).toMatchObject({
      level: 'error',
      fromSys: 'h5',
      userAgent: 'jest',
      corpName: 'Demo Corp',
      userName: 'Zhang San',
      reqPath: '/obt/allOrderList',
      pagePath: '/home',
      errCode: String(code),
      tips: 'Please log in again',
      reqData: JSON.stringify({ pageNum: 1 }),
      resData: JSON.stringify({ code, tips: 'Please log in again' }),
    });
    expect(payload.requuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // The report never shows the loading indicator or the presenter.
    expect(h.loading).toEqual([true, false]);
    expect(h.outcomes).toHaveLength(1);
  });

  it.each(['localhost', '127.0.0.1', '192.168.1.20', 'http://localhost:10086/'])(
    '100 sends no bug report on local host %s',
    async (host) => {
      const h = setup({ host });
      h.respond(() => envelope(100, 'token invalid'));
      await rejection(request('/obt/allOrderList', {}));
      await flush();
      expect(h.outcomes).toEqual([{ kind: 'relogin', code: 100, tips: 'token invalid' }]);
      expect(h.calls.map((c) => c.url)).toEqual(['/obt/allOrderList']);
    },
  );

  it('3901 presents relogin without a bug report', async () => {
    const h = setup();
    h.respond(() => envelope(3901, 'Login timed out'));
    const e = await rejection(request('/obt/allOrderList', {}));
    expect(e.code).toBe(3901);
    await flush();
    expect(h.outcomes).toEqual([{ kind: 'relogin', code: 3901, tips: 'Login timed out' }]);
    expect(h.calls).toHaveLength(1);
  });

  it('overlapping calls refused for the same token present and report once; a new token presents again', async () => {
    const h = setup();
    h.respond((req) => (req.url.endsWith('/obt/submitBug') ? envelope(1) : envelope(100, 'token invalid')));
    await Promise.all([
      rejection(request('/obt/a', {})),
      rejection(request('/obt/b', {})),
      rejection(request('/obt/c', {})),
    ]);
    await flush();
    expect(h.outcomes).toEqual([{ kind: 'relogin', code: 100, tips: 'token invalid' }]);
    expect(h.calls.filter((c) => c.url === '/obt/submitBug')).toHaveLength(1);
    h.setToken('fedcba9876543210fedcba9876543210');
    await rejection(request('/obt/a', {}));
    expect(h.outcomes).toHaveLength(2);
  });

  it('a failing bug report is swallowed', async () => {
    const h = setup();
    h.respond((req) =>
      req.url.endsWith('/obt/submitBug')
        ? Promise.reject({ kind: 'network', status: 0 })
        : envelope(101, 'other device'),
    );
    await rejection(request('/obt/allOrderList', {}));
    await flush();
    expect(h.outcomes).toEqual([{ kind: 'relogin', code: 101, tips: 'other device' }]);
  });

  it.each([102, 999, 998])('%i presents a dialog, then rejects', async (code) => {
    const h = setup();
    h.respond(() => envelope(code, 'System error'));
    const e = await rejection(request('/obt/x', {}));
    expect(e).toMatchObject({ kind: 'code', code, tips: 'System error' });
    expect(h.outcomes).toEqual([{ kind: 'dialog', code, tips: 'System error' }]);
  });

  it('1201 rejects silently', async () => {
    const h = setup();
    h.respond(() => envelope(1201, 'quiet'));
    const e = await rejection(request('/obt/x', {}));
    expect(e).toMatchObject({ kind: 'code', code: 1201 });
    expect(h.outcomes).toEqual([]);
  });

  it('another code with tips presents a failure toast, then rejects', async () => {
    const h = setup();
    h.respond(() => envelope(2, 'Mobile number is required'));
    const e = await rejection(request('/obt/x', {}));
    expect(e).toMatchObject({ kind: 'code', code: 2, tips: 'Mobile number is required', status: 200 });
    expect(h.outcomes).toEqual([{ kind: 'toast', code: 2, tips: 'Mobile number is required' }]);
  });

  it.each([
    ['empty tips', { status: 200, data: { code: 5, tips: '' } }],
    ['blank tips', { status: 200, data: { code: 5, tips: '   ' } }],
    ['no tips', { status: 200, data: { code: 5 } }],
    ['HTTP status 0', { status: 0, data: { code: 5, tips: 'something' } }],
  ])('another code with %s rejects without a toast', async (_label, answer) => {
    const h = setup();
    h.respond(() => answer as HttpResponse);
    const e = await rejection(request('/obt/x', {}));
    expect(e).toMatchObject({ kind: 'code', code: 5 });
    expect(h.outcomes).toEqual([]);
  });

  it('a 4xx/5xx answer carrying an envelope is read through its code', async () => {
    const h = setup();
    h.respond(() => ({ status: 429, data: { code: 429, tips: 'Too many requests' } }));
    const e = await rejection(request('/obt/x', {}));
    expect(e).toMatchObject({ kind: 'code', code: 429, status: 429 });
    expect(h.outcomes).toEqual([{ kind: 'toast', code: 429, tips: 'Too many requests' }]);
  });

  it('an answer without an envelope presents network and rejects', async () => {
    const h = setup();
    h.respond(() => ({ status: 502, data: '<html>Bad gateway</html>' }));
    const e = await rejection(request('/obt/x', {}));
    expect(e).toMatchObject({ kind: 'network', status: 502 });
    expect(h.outcomes).toEqual([{ kind: 'network' }]);
  });
});

describe('client-side failures', () => {
  it('timeout presents the timeout outcome and rejects', async () => {
    const h = setup();
    h.respond(() => Promise.reject({ kind: 'timeout', status: 0 }));
    const e = await rejection(request('/obt/x', {}));
    expect(e.kind).toBe('timeout');
    expect(h.outcomes).toEqual([{ kind: 'timeout' }]);
    expect(h.loading).toEqual([true, false]);
  });

  it('network failure presents the network outcome and rejects', async () => {
    const h = setup();
    h.respond(() => Promise.reject({ kind: 'network', status: 0 }));
    const e = await rejection(request('/obt/x', {}));
    expect(e.kind).toBe('network');
    expect(h.outcomes).toEqual([{ kind: 'network' }]);
  });

  it('an unexpected adapter error counts as network', async () => {
    const h = setup();
    h.respond(() => Promise.reject(new Error('boom')));
    const e = await rejection(request('/obt/x', {}));
    expect(e.kind).toBe('network');
    expect(h.outcomes).toEqual([{ kind: 'network' }]);
  });

  it('the indicator is cleared before a failure is presented', async () => {
    const h = setup();
    const order: string[] = [];
    h.hooks.onLoadingChange = (v) => order.push(`loading:${v}`);
    h.hooks.present = (o) => order.push(`present:${o.kind}`);
    h.respond(() => Promise.reject({ kind: 'timeout', status: 0 }));
    await rejection(request('/obt/x', {}));
    h.respond(() => envelope(7, 'nope'));
    await rejection(request('/obt/x', {}));
    expect(order).toEqual([
      'loading:true',
      'loading:false',
      'present:timeout',
      'loading:true',
      'loading:false',
      'present:toast',
    ]);
  });
});

describe('loading indicator (SPEC §4 request counter)', () => {
  function deferredAdapter(h: ReturnType<typeof setup>) {
    const pending: Array<{ req: HttpRequest; resolve: (r: HttpResponse) => void; reject: (e: unknown) => void }> = [];
    h.hooks.adapter = (req) =>
      new Promise<HttpResponse>((resolve, reject) => {
        pending.push({ req, resolve, reject });
      });
    return pending;
  }

  it('shows once on 0→1 and hides once on →0 with overlapping requests', async () => {
    const h = setup();
    const pending = deferredAdapter(h);
    const a = request('/obt/a', {});
    const b = request('/obt/b', {});
    const c = request('/obt/c', {});
    expect(inFlightCount()).toBe(3);
    expect(h.loading).toEqual([true]);
    pending[1].resolve(envelope(1));
    await b;
    pending[0].reject({ kind: 'network', status: 0 });
    await a.catch(() => undefined);
    expect(h.loading).toEqual([true]);
    // A new call while one is still in flight does not show again.
    const d = request('/obt/d', {});
    expect(h.loading).toEqual([true]);
    pending[2].resolve(envelope(5, 'x'));
    await c.catch(() => undefined);
    pending[3].resolve(envelope(1));
    await d;
    expect(h.loading).toEqual([true, false]);
    expect(inFlightCount()).toBe(0);
    // The next burst shows again.
    const e = request('/obt/e', {});
    expect(h.loading).toEqual([true, false, true]);
    pending[4].resolve(envelope(1));
    await e;
    expect(h.loading).toEqual([true, false, true, false]);
  });

  it('quiet calls never touch the indicator', async () => {
    const h = setup();
    await request('/obt/totalCount', {}, { quiet: true });
    h.respond(() => Promise.reject({ kind: 'timeout', status: 0 }));
    await request('/obt/totalCount', {}, { quiet: true }).catch(() => undefined);
    expect(h.loading).toEqual([]);
    expect(inFlightCount()).toBe(0);
  });

  it('a quiet call does not end a visible burst', async () => {
    const h = setup();
    const pending = deferredAdapter(h);
    const visible = request('/obt/a', {});
    const quiet = request('/obt/b', {}, { quiet: true });
    pending[1].resolve(envelope(1));
    await quiet;
    expect(h.loading).toEqual([true]);
    pending[0].resolve(envelope(1));
    await visible;
    expect(h.loading).toEqual([true, false]);
  });
});

describe('bug report masking', () => {
  it('masks passwords, tokens, phone and ID numbers and truncates to 2000 characters', async () => {
    const h = setup();
    h.respond((req) =>
      req.url.endsWith('/obt/submitBug')
        ? envelope(1)
        : envelope(100, 'token invalid', {
            data: { token: 'f'.repeat(32), empInfo: { phoneNumber: '13800000001', idNumber: '11010519491231002X' } },
          }),
    );
    const body = {
      loginName: '13800000002',
      password: 'U2FsdGVkX1+secret',
      payPwd: '123456',
      validateCode: '654321',
      psgList: [{ psgName: 'Li Si', idno: '110105194912310021', phoneNumber: '13912345678', passport: 'E12345678' }],
      remark: 'call me at 13700001111 or id 110105194912310021',
      note: 'x'.repeat(5000),
    };
    await rejection(request('/obt/flight/order/bookV3', body));
    await flush();
    const payload = h.calls.find((c) => c.url === '/obt/submitBug')?.data as Record<string, string>;
    const { reqData, resData } = payload;
    expect(reqData.length).toBeLessThanOrEqual(2000);
    expect(resData.length).toBeLessThanOrEqual(2000);
    for (const secret of [
      'U2FsdGVkX1+secret',
      '"123456"',
      '654321',
      '13800000002',
      '110105194912310021',
      '13912345678',
      '13700001111',
      'E12345678',
    ]) {
      expect(reqData).not.toContain(secret);
    }
    expect(reqData).toContain('"password":"***"');
    expect(reqData).toContain('138****0002');
    expect(reqData).toContain('139****5678');
    expect(reqData).toContain('110***********0021');
    expect(reqData).toContain('Li Si');
    expect(reqData.endsWith('…')).toBe(true);
    for (const secret of ['f'.repeat(32), '13800000001', '11010519491231002X']) {
      expect(resData).not.toContain(secret);
    }
    expect(resData).toContain('138****0001');
    expect(JSON.stringify(payload)).not.toContain(TOKEN);
  });
});

describe('bug report limits', () => {
  it('caps short fields like the server schema (user agent 512)', async () => {
    const h = setup();
    const ctx = h.hooks.bugContext();
    h.hooks.bugContext = () => ({ ...ctx, userAgent: 'U'.repeat(900), pagePath: `/p${'x'.repeat(900)}` });
    h.respond((req) => (req.url.endsWith('/obt/submitBug') ? envelope(1) : envelope(101, 'other device')));
    await rejection(request('/obt/x', {}));
    await flush();
    const payload = h.calls.find((c) => c.url === '/obt/submitBug')?.data as Record<string, string>;
    expect(payload.userAgent).toHaveLength(512);
    expect(payload.pagePath).toHaveLength(512);
  });
});

describe('configuration', () => {
  it('fails loudly when the transport is not configured', async () => {
    jest.resetModules();
    const fresh = (await import('../../../src/api/transport')) as typeof import('../../../src/api/transport');
    await expect(fresh.request('/obt/x', {}, { public: true })).rejects.toThrow(/not configured/);
  });
});
