import {
  CLIENT_ERROR,
  LOCATION_ERROR_CODE,
  classifyCode,
  isLocalHost,
  shouldReportBug,
  shouldShowFailureToast,
} from '../../../src/domain';

describe('SPEC §8 server response codes', () => {
  it('classifies the codes of the table', () => {
    expect(classifyCode(1)).toBe('ok');
    for (const c of [100, 101, 3901]) expect(classifyCode(c)).toBe('relogin');
    for (const c of [102, 999, 998]) expect(classifyCode(c)).toBe('dialog');
    expect(classifyCode(1201)).toBe('silent');
    for (const c of [0, 2, 500, 3900, 1200, -1]) expect(classifyCode(c)).toBe('toast');
  });

  it('any other code toasts only when not 0 and tips exist', () => {
    expect(shouldShowFailureToast(2, 'mobile is wrong')).toBe(true);
    expect(shouldShowFailureToast(2, '')).toBe(false);
    expect(shouldShowFailureToast(2, undefined)).toBe(false);
    expect(shouldShowFailureToast(0, 'x')).toBe(false);
    expect(shouldShowFailureToast(102, 'x')).toBe(false);
    expect(shouldShowFailureToast(1, 'x')).toBe(false);
  });
});

describe('SPEC §8 bug reports on 100 and 101 except on local hosts', () => {
  it('reports 100 and 101 on public hosts only', () => {
    expect(shouldReportBug(100, 'obt.example.com')).toBe(true);
    expect(shouldReportBug(101, 'https://obt.example.com:8443/obt/vipLogin')).toBe(true);
    expect(shouldReportBug(3901, 'obt.example.com')).toBe(false);
    expect(shouldReportBug(2, 'obt.example.com')).toBe(false);
    expect(shouldReportBug(100, 'localhost:10086')).toBe(false);
  });

  it.each([
    'localhost',
    'LOCALHOST:3000',
    'http://localhost/obt',
    'dev.localhost',
    'box.local',
    '127.0.0.1',
    '127.8.9.10:80',
    '::1',
    '[::1]:3000',
    'http://[::1]:3000/',
    '0.0.0.0',
    '10.1.2.3',
    '192.168.0.5:8080',
    '172.16.0.1',
    '172.31.255.255',
  ])('%s is local', (host) => {
    expect(isLocalHost(host)).toBe(true);
  });

  it.each([
    'obt.example.com',
    '8.8.8.8',
    '172.15.0.1',
    '172.32.0.1',
    '192.169.0.1',
    '11.0.0.1',
    'local.example.com',
    'localhost.example.com',
  ])('%s is not local', (host) => {
    expect(isLocalHost(host)).toBe(false);
  });
});

describe('SPEC §8 client-side errors', () => {
  it('has distinct keys and the native location codes -1501 to -1505', () => {
    const keys = Object.values(CLIENT_ERROR);
    expect(new Set(keys).size).toBe(keys.length);
    expect(CLIENT_ERROR.timeout).toBeDefined();
    expect(Object.values(LOCATION_ERROR_CODE).sort((a, b) => b - a)).toEqual([-1501, -1502, -1503, -1504, -1505]);
  });
});
