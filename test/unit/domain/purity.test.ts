import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as domain from '../../../src/domain';

const DIR = join(__dirname, '../../../src/domain');
const files = readdirSync(DIR).filter((f) => f.endsWith('.ts'));

describe('ARCHITECTURE §2 domain purity (imported by app and server)', () => {
  it.each(files)('%s imports only relative modules, dayjs and crypto-js', (file) => {
    // Comments may mention anything; only code counts.
    const src = readFileSync(join(DIR, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:])\/\/.*$/gm, '$1');
    const specs = [...src.matchAll(/(?:from|import)\s+['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');
    for (const spec of specs) expect(spec).toMatch(/^(\.\/[\w]+|dayjs(\/plugin\/\w+)?|crypto-js(\/[\w-]+)?)$/);
    // Browser globals (the string code 'document.required' is fine).
    expect(src).not.toMatch(/\brequire\(|process\.env|\bwindow\.|\blocalStorage\b|\bdocument\.(?!required)/);
  });

  it('index re-exports every module', () => {
    const index = readFileSync(join(DIR, 'index.ts'), 'utf8') + readFileSync(join(DIR, 'validators.ts'), 'utf8');
    for (const file of files.filter((f) => f !== 'index.ts')) {
      expect(index).toContain(`'./${file.replace(/\.ts$/, '')}'`);
    }
  });

  it('exposes the names other layers import', () => {
    const names = [
      'PRODUCT',
      'PLATFORM',
      'ORDER_TYPE',
      'REAL_TIME_CAR',
      'PARAM_NO',
      'LIMITS',
      'VALIDATION_CODES',
      'checkPasswordStrong',
      'checkPasswordAlnum',
      'checkPasswordAny',
      'checkMobile',
      'checkTelephone',
      'checkEmail',
      'checkNonEmpty',
      'checkIdCard',
      'convertId15To18',
      'birthDateFromId',
      'sexFromId',
      'checkSixDigitCode',
      'checkCreditCard',
      'checkCardExpiry',
      'checkImageFile',
      'checkRemark',
      'checkHotelNote',
      'checkPassportNo',
      'checkPassportValidity',
      'checkSignOnToken',
      'SMS_LOGIN_MARKER',
      'checkPasswordsMatch',
      'checkName',
      'checkPostCode',
      'personTypeFromAge',
      'splitEnglishName',
      'maskMobile',
      'maskIdNumber',
      'maskPassport',
      'maskEmail',
      'isOutsideChina',
      'orderDetailTarget',
      'REFUND_APPLY_ROUTES',
      'QUERY_ROUTES',
      'isIntlRefundBlocked',
      'yuanToFen',
      'fenToYuan',
      'formatYuan',
      'roundHalfUpFen',
      'flightChangeFeeFen',
      'flightRefundFee',
      'isVisibleFor',
      'isHiddenForSK',
      'classifyCode',
      'shouldReportBug',
      'CLIENT_ERROR',
      'isCacheExpired',
      'STORAGE_KEYS',
      'encryptPassword',
      'decryptPassword',
      'DEFAULT_PWD_KEY',
      'CHINA_TZ',
      'chinaNow',
      'chinaDate',
      'platformCode',
      'pushDevice',
      'transitionBetween',
    ];
    const exported = domain as Record<string, unknown>;
    for (const name of names) expect(exported[name]).toBeDefined();
  });
});
