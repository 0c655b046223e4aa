/**
 * Build-time settings the host adapters read. Taro injects only `TARO_APP_*` keys that some env file
 * defines, and replaces each `process.env.KEY` expression literally, so every key is spelled out in full
 * here and has a default in `.env`. An unreplaced key would throw on mini-programs (no `process`): read
 * them defensively and treat "missing" as empty.
 */
function read(get: () => string | undefined): string {
  try {
    return (get() ?? '').trim();
  } catch {
    return '';
  }
}

/** Settings for the WeCom (workplace messaging app) webview and mini-program. */
export const hostEnv = {
  /** WeCom corp id: OAuth `appid`, JS-SDK `register` and mini-program code exchange. */
  wecomCorpId: (): string => read(() => process.env.TARO_APP_WECOM_CORP_ID),
  /** WeCom self-built application id for the JS-SDK agent config; empty skips agentConfig. */
  wecomAgentId: (): string => read(() => process.env.TARO_APP_WECOM_AGENT_ID),
  /**
   * A production build (`taro build` without --watch sets NODE_ENV=production): picks the production host of a
   * brand's external WeCom sign-on page (SPEC §4) over its test host.
   */
  production: (): boolean => read(() => process.env.NODE_ENV) === 'production',
  /** The H5 provider JS map key of a brand's slot (SPEC §1: the main family's differs); empty: the offline map. */
  mapKey: (slot: 'main' | 'default'): string =>
    slot === 'main' ? read(() => process.env.TARO_APP_MAP_KEY_MAIN) : read(() => process.env.TARO_APP_MAP_KEY),
};
