/**
 * /login asks for the company's page settings (logo, name, slogan) after its first paint, in a task of its own, not
 * in the effects of the page's first commit (issue 17, Lighthouse TBT: that request's set-up made the commit's task
 * longer; index.html's first screen already shows the product's name).
 */
jest.mock('../../../src/api/agreements', () => ({ agreementAccept: jest.fn(), agreementStatus: jest.fn() }));
jest.mock('../../../src/hosts/login', () => ({ hostSignIn: jest.fn(), wecomLanding: jest.fn() }));
jest.mock('../../../src/app/afterPaint', () => jest.requireActual('../support/heldPaint').heldAfterPaint);

import * as hostLogin from '../../../src/hosts/login';
import LoginPage from '../../../src/pages/login/index';
import { dropHeldPaints, paint } from '../support/heldPaint';
import { setUp, show, tearDown } from './harness';

const host = hostLogin as unknown as Record<string, jest.Mock>;

beforeEach(() => {
  setUp();
  dropHeldPaints();
  host.hostSignIn.mockResolvedValue({ kind: 'none' });
});
afterEach(tearDown);

it('loads the page settings once the first screen has painted', async () => {
  const { store } = await show(<LoginPage />, { loggedIn: false });
  const load = jest.spyOn(store.app, 'loadPageSettings');
  expect(load).not.toHaveBeenCalled();
  await paint();
  expect(load).toHaveBeenCalledTimes(1);
});
