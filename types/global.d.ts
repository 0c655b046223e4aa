/// <reference types="@tarojs/taro" />

declare module '*.png';
declare module '*.gif';
declare module '*.jpg';
declare module '*.jpeg';
declare module '*.svg';
declare module '*.css';
declare module '*.scss';

/** Our targets: the three builds, plus the hosts the H5 build detects at run time (src/hosts/runtime). */
type TaroTarget = 'h5' | 'weapp' | 'qywx';

declare namespace NodeJS {
  interface ProcessEnv {
    TARO_ENV: TaroTarget;
    NODE_ENV: 'development' | 'production' | 'test';
    /** Base URL of the /obt API; empty on H5 (same origin). */
    TARO_APP_API_BASE: string;
    /** Fixed key of the password cipher (SPEC §9). */
    TARO_APP_PWD_KEY: string;
    /** '1' lets visitors browse without login (SPEC §1). */
    TARO_APP_VISITOR_MODE: string;
    /** Brand code choosing the shell/home/message/service variants. */
    TARO_APP_BRAND: string;
    TARO_APP_WECOM_CORP_ID: string;
    TARO_APP_WECOM_AGENT_ID: string;
  }
}
