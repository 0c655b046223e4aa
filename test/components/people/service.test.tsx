/**
 * Customer service (SPEC §2 /service; §1: the main branded family hides the online customer-service entry): the
 * complaint phone with a tap to call, the service hours, and the online entry only for a brand that offers it and
 * only when the page settings name a chat URL.
 */
jest.mock('../../../src/api/account', () => ({ getComplaintPhone: jest.fn() }));
jest.mock('../../../src/app/brand', () => {
  const { BRANDS } = jest.requireActual('../../../src/brands');
  const holder = { brand: BRANDS.default };
  return {
    holder,
    get currentBrand() {
      return holder.brand;
    },
  };
});

import { act } from 'react';
import { runInAction } from 'mobx';
import * as accountApi from '../../../src/api/account';
import type { PageSettings } from '../../../src/api/contract';
import { BRANDS } from '../../../src/brands';
import ServicePage from '../../../src/pages/service/index';
import { onlineServiceUrl } from '../../../src/pages/service/onlineService';
import { byTestId } from '../support/render';
import { ok, setUp, show, tearDown } from './fixtures';

const { holder } = jest.requireMock('../../../src/app/brand') as { holder: { brand: unknown } };
const getComplaintPhone = accountApi.getComplaintPhone as jest.Mock;

const settings = (by1: string): PageSettings => ({
  pageName: '',
  logoUrl: '',
  by1,
  by2: '',
  tSysStyle: '1',
  themeBean: BRANDS.default.theme,
  domainName: '',
});
const CHAT = JSON.stringify({ theme: 'blue', onlineServiceUrl: 'https://chat.example.com/obt' });

beforeEach(() => {
  setUp();
  holder.brand = BRANDS.default;
  getComplaintPhone.mockReturnValue(ok({ phone: '400-820-0000', serviceHours: '7×24小时' }));
});
afterEach(tearDown);

it('reads the chat URL from the page settings, and never for the main branded family', () => {
  expect(onlineServiceUrl(BRANDS.default, settings(CHAT))).toBe('https://chat.example.com/obt');
  expect(onlineServiceUrl(BRANDS.main, settings(CHAT))).toBeNull();
  expect(onlineServiceUrl(BRANDS.default, settings('{"theme":"blue"}'))).toBeNull();
  expect(onlineServiceUrl(BRANDS.default, settings('{"onlineServiceUrl":"javascript:alert(1)"}'))).toBeNull();
  expect(onlineServiceUrl(BRANDS.default, settings('not json'))).toBeNull();
  expect(onlineServiceUrl(BRANDS.default, null)).toBeNull();
});

async function showWith(by1: string) {
  const view = await show(<ServicePage />);
  await act(async () => {
    runInAction(() => {
      view.store.app.pageSettings = settings(by1);
    });
  });
  return view;
}

it('shows the complaint phone to call and the service hours', async () => {
  const { container } = await showWith(CHAT);
  expect(byTestId(container, 'service-phone')?.textContent).toBe('400-820-0000');
  expect(byTestId(container, 'service-phone')?.getAttribute('aria-label')).toBe('拨打服务热线 400-820-0000');
  expect(byTestId(container, 'service-hours')?.textContent).toBe('7×24小时');
  expect(byTestId(container, 'service-online')).not.toBeNull();
  expect(container.querySelector('.service--standard')).not.toBeNull();
});

it('hides the online customer-service entry for the main branded family', async () => {
  holder.brand = BRANDS.main;
  const { container } = await showWith(CHAT);
  expect(byTestId(container, 'service-phone')).not.toBeNull();
  expect(byTestId(container, 'service-online')).toBeNull();
  expect(container.querySelector('.service--branded')).not.toBeNull();
});

it('hides the entry when no chat URL is configured', async () => {
  const { container } = await showWith('{"theme":"blue"}');
  expect(byTestId(container, 'service-online')).toBeNull();
});
