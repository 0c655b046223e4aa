import { redact, redactForReport, redactText, truncate } from '../../../src/api/helpers/redact';

describe('redact', () => {
  it('hides secrets by key at any depth', () => {
    expect(
      redact({
        password: 'x',
        pwd: 'y',
        oldPwd: 'z',
        payPwd: '123456',
        token: 'abc',
        ssotoken: 'def',
        validateCode: '123456',
        smsCode: '654321',
        nested: [{ accessToken: 't' }],
      }),
    ).toEqual({
      password: '***',
      pwd: '***',
      oldPwd: '***',
      payPwd: '***',
      token: '***',
      ssotoken: '***',
      validateCode: '***',
      smsCode: '***',
      nested: [{ accessToken: '***' }],
    });
  });

  it('masks phone, ID, passport and card numbers by key', () => {
    expect(
      redact({
        phoneNumber: '13800000001',
        linkTel: '13912345678',
        reciPhone: '010-12345678',
        idno: '110105194912310021',
        idNumber: '110105194912310021',
        passport: 'E12345678',
        cardNumber: '6222020200112233445',
        civilBankId: '6222020200112233445',
        psgName: 'Li Si',
      }),
    ).toEqual({
      phoneNumber: '138****0001',
      linkTel: '139****5678',
      reciPhone: '010*****5678',
      idno: '110***********0021',
      idNumber: '110***********0021',
      passport: 'E1*****78',
      cardNumber: '622************3445',
      civilBankId: '622************3445',
      psgName: 'Li Si',
    });
  });

  it('masks numbers found in free text and under innocent keys', () => {
    expect(redactText('mobile 13800000001, id 11010519491231002X, token 0123456789abcdef0123456789abcdef')).toBe(
      'mobile 138****0001, id 110***********002X, token ***',
    );
    expect(redactText('Authorization: Bearer abc.def')).toBe('Authorization: Bearer ***');
    expect(redact({ loginName: '13800000001', n: 13800000001, count: 20 })).toEqual({
      loginName: '138****0001',
      n: '138****0001',
      count: 20,
    });
    // Not a mobile: too long, or part of a longer number.
    expect(redactText('order 1380000000123')).toBe('order 1380000000123');
  });

  it('redacts JSON text inside a field by key', () => {
    const out = redact({ ssoJsonParam: JSON.stringify({ orderId: '1', token: 'secret', phone: '13800000001' }) }) as {
      ssoJsonParam: string;
    };
    expect(JSON.parse(out.ssoJsonParam)).toEqual({ orderId: '1', token: '***', phone: '138****0001' });
  });

  it('keeps null, empty and non-string values', () => {
    expect(redact({ password: '', phoneNumber: null, ok: true, list: [] })).toEqual({
      password: '',
      phoneNumber: null,
      ok: true,
      list: [],
    });
  });
});

describe('redactForReport', () => {
  it('is JSON text of at most 2000 characters', () => {
    const text = redactForReport({ note: 'x'.repeat(3000) });
    expect(text).toHaveLength(2000);
    expect(text.endsWith('…')).toBe(true);
    expect(redactForReport({ a: 1 })).toBe('{"a":1}');
    expect(redactForReport(undefined)).toBe('');
  });

  it('survives cyclic values', () => {
    const a: Record<string, unknown> = {};
    a.self = a;
    expect(typeof redactForReport(a)).toBe('string');
  });

  it('truncate leaves short text alone', () => {
    expect(truncate('abc', 5)).toBe('abc');
    expect(truncate('abcdef', 5)).toBe('abcd…');
  });
});
