/** Common settings, page settings, badge counts, privileges, app and bug report (SPEC §3, §7). */

export interface ThemeBean {
  mainColor: string;
  backColor: string;
  lightBackColor: string;
  lightBackColor1: string;
  linearMain1: string;
  linearMain2: string;
  linearMain3: string;
  linearMain4: string;
}

export interface PageSettings {
  pageName: string;
  logoUrl: string;
  /** JSON text: theme and banner URLs for ticket, train, hotel, car queries and home. */
  by1: string;
  /** Text with line breaks (company slogan on the login page). */
  by2: string;
  tSysStyle: string;
  themeBean: ThemeBean;
  domainName: string;
}

/** Badge counts (SPEC §3). */
export interface BadgeCounts {
  /** Unread messages. */
  message: number;
  /** Read messages. */
  readMessage: number;
  approval: number;
  approved: number;
  toPay: number;
  waitApproval: number;
  todoTotal: number;
}

export interface ParameterValue {
  paramNo: string;
  value: string;
}

/** Bug report payload (SPEC §3). */
export interface BugReport {
  level: 'error' | 'warn';
  fromSys: string;
  userAgent: string;
  corpName: string;
  userName: string;
  requuid: string;
  reqPath: string;
  pagePath: string;
  errCode: string;
  errMsg: string;
  tips: string;
  reqData: string;
  resData: string;
}

export interface SaveAppTsInfoRequest {
  tsCid: string;
  /** 1 Android, 2 iOS. */
  tsDevice: 1 | 2;
}
