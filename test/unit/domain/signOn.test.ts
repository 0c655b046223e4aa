/** SPEC §4 single sign-on: the target screen of a WeCom landing and the external sign-on page by brand and production. */
import { externalSignOnUrl, needsLookup, signOnRoute } from '../../../src/domain/signOn';
import { ORDER_TYPE } from '../../../src/domain/codes';

const approval = { orderId: 'O1', orderType: ORDER_TYPE.flight, workItemId: 'W9' };
const order = { orderId: 'O2', orderType: ORDER_TYPE.train };
const trip = { ccsqdId: 'C3' };

describe('signOnRoute (SPEC §4: redirect to the target screen)', () => {
  it('targetModule 1 (the default) with nothing named goes home', () => {
    expect(signOnRoute({ targetModule: '1' }, {})).toBe('/home');
    expect(signOnRoute({ targetModule: '' }, {})).toBe('/home');
  });

  it('opens the approval item, the order detail by type, or the trip detail', () => {
    expect(signOnRoute({ targetModule: '2' }, { approval })).toBe(
      '/approval/Detail?id=O1&workItemId=W9&orderType=11001',
    );
    expect(signOnRoute({ targetModule: '3' }, { order })).toBe('/tr/OrderDetail?orderId=O2&orderType=11009');
    expect(signOnRoute({ targetModule: '4' }, { trip })).toBe('/tripDetail?ccsqdId=C3');
  });

  it('falls back to the module list when the record is not the caller’s', () => {
    expect(signOnRoute({ targetModule: '2' }, {})).toBe('/approvalList');
    expect(signOnRoute({ targetModule: '3' }, { trip })).toBe('/allorder');
    expect(signOnRoute({ targetModule: '4' }, {})).toBe('/tripList');
  });

  it('with the default module picks the most specific record named', () => {
    expect(signOnRoute({ targetModule: '1' }, { approval, order, trip })).toMatch(/^\/approval\/Detail\?/);
    expect(signOnRoute({ targetModule: '1' }, { order, trip })).toMatch(/^\/tr\/OrderDetail\?/);
    expect(signOnRoute({ targetModule: '1' }, { trip })).toBe('/tripDetail?ccsqdId=C3');
  });

  it('asks the server only when an id is named', () => {
    expect(needsLookup({})).toBe(false);
    expect(needsLookup({ travelNo: 'SQ1' })).toBe(true);
    expect(needsLookup({ orderNo: 'N' })).toBe(true);
  });
});

describe('externalSignOnUrl (SPEC §4: host by brand flags and production)', () => {
  const hosts = { production: 'https://sso.example.com/qywx', test: 'https://sso-test.example.com/qywx?v=2' };
  const params = { targetModule: '3', loginCli: 'm', orderNo: 'N 1', workItemId: 'W' };

  it('carries code, corpId, targetModule, loginCli and the ids present', () => {
    expect(externalSignOnUrl(hosts, true, 'c0de', 'wwCorp', params)).toBe(
      'https://sso.example.com/qywx?code=c0de&corpId=wwCorp&targetModule=3&loginCli=m&workItemId=W&orderNo=N%201',
    );
  });

  it('uses the test host outside production, and none for a brand without one', () => {
    expect(externalSignOnUrl(hosts, false, 'c', 'ww', { targetModule: '', loginCli: '' })).toBe(
      'https://sso-test.example.com/qywx?v=2&code=c&corpId=ww&targetModule=1&loginCli=m',
    );
    expect(externalSignOnUrl(undefined, true, 'c', 'ww', params)).toBeUndefined();
    expect(externalSignOnUrl({ production: '', test: '' }, true, 'c', 'ww', params)).toBeUndefined();
  });
});
