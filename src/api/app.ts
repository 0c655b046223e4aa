/** Native-app shell calls and quality reports (SPEC §7 App). */
import { request } from './transport';
import { type Answer, type Obj, QUIET } from './call';
import type { BugReport, SaveAppTsInfoRequest } from './contract/common';

export const getAppUrl = (body: Obj = {}): Answer => request('/obt/getAppUrl', body);
export const getAppMsgPush = (body: Obj = {}): Answer => request('/obt/getAppMsgPush', body);
/** Push registration: the client id, 20 s after the app is ready when logged in (tsDevice 1 Android, 2 iOS). */
export const saveAppTsInfo = (body: SaveAppTsInfoRequest): Answer => request('/obt/saveAppTsInfo', body, QUIET);
/** Records push data. */
export const appPushLog = (body: Obj): Answer => request('/obt/app/pushLog', body, QUIET);
/** One bug report (SPEC §3 fields). The transport sends its own login-invalid reports directly. */
export const submitBug = (body: BugReport): Answer => request('/obt/submitBug', body, { public: true, quiet: true });
/** Several bug reports at once. */
export const submitBugBatch = (body: { list: BugReport[] }): Answer =>
  request('/obt/submitBug/batch', body, { public: true, quiet: true });
