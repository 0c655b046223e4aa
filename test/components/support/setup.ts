// React 18 act() support in jsdom.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
process.env.TARO_ENV = 'h5';
process.env.TARO_APP_PWD_KEY = 'obtDemoPwdKey16!';
