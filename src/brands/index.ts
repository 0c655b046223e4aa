import type { ThemeBean } from '../api/contract';

/** Which variant of the shell, home, message and service screens a brand uses (SPEC §2 dashboard shell). */
export type ScreenVariant = 'standard' | 'branded';

export interface Brand {
  code: string;
  /** Host names of this brand's domain family (suffix match). */
  hostFamily: readonly string[];
  /** The main branded family hides the online customer-service entry (SPEC §1). */
  onlineService: boolean;
  /**
   * Which build-time JS map key the H5 map uses (a browser key, domain-restricted): the main branded family has its
   * own (SPEC §1), `TARO_APP_MAP_KEY_MAIN`, the others `TARO_APP_MAP_KEY` (see `hostEnv.mapKey`). An empty key gives
   * the offline map over the reference server's basemap. Map web-service calls never use it: they go through
   * /obt/maps with the server-held MAP_WEB_KEY.
   */
  mapKeySlot: 'main' | 'default';
  variants: { shell: ScreenVariant; home: ScreenVariant; message: ScreenVariant; service: ScreenVariant };
  /** Theme tokens used until page settings arrive. */
  theme: ThemeBean;
  /** External WeCom sign-on pages (SPEC §4, production and test host); absent: the app exchanges the code itself. */
  wecomSignOn?: { production: string; test: string };
}

const BASE_THEME: ThemeBean = {
  mainColor: '#1f5fd6',
  backColor: '#f5f6f8',
  lightBackColor: '#eaf1ff',
  lightBackColor1: '#f3f7ff',
  linearMain1: '#2f6fe4',
  linearMain2: '#1f5fd6',
  linearMain3: '#4c8bf5',
  linearMain4: '#1f5fd6',
};

export const BRANDS: Record<string, Brand> = {
  default: {
    code: 'default',
    hostFamily: [],
    onlineService: true,
    mapKeySlot: 'default',
    variants: { shell: 'standard', home: 'standard', message: 'standard', service: 'standard' },
    theme: BASE_THEME,
  },
  main: {
    code: 'main',
    hostFamily: ['obt-travel.com', 'obt-travel.cn'],
    onlineService: false,
    mapKeySlot: 'main',
    variants: { shell: 'branded', home: 'branded', message: 'branded', service: 'branded' },
    wecomSignOn: {
      production: 'https://sso.obt-travel.com/qywx/login',
      test: 'https://sso-test.obt-travel.com/qywx/login',
    },
    theme: {
      ...BASE_THEME,
      mainColor: '#b3261e',
      linearMain1: '#c62828',
      linearMain2: '#b3261e',
      linearMain3: '#e53935',
      linearMain4: '#b3261e',
      lightBackColor: '#fdecea',
      lightBackColor1: '#fff5f4',
    },
  },
};

/** The brand by configured code, else by the host's domain family, else the default brand. */
export function resolveBrand(code: string | undefined, hostname: string | undefined): Brand {
  if (code && code !== 'default' && BRANDS[code]) return BRANDS[code];
  if (hostname) {
    const byHost = Object.values(BRANDS).find((brand) =>
      brand.hostFamily.some((family) => hostname === family || hostname.endsWith(`.${family}`)),
    );
    if (byHost) return byHost;
  }
  return BRANDS.default;
}

/** Theme tokens as CSS variables, page settings winning over the brand (ARCHITECTURE §9: one provider). */
export function themeVariables(brand: Brand, fromSettings?: Partial<ThemeBean> | null): Record<string, string> {
  const theme = { ...brand.theme, ...pickColours(fromSettings) };
  return {
    '--obt-main': theme.mainColor,
    '--obt-back': theme.backColor,
    '--obt-light-back': theme.lightBackColor,
    '--obt-light-back-1': theme.lightBackColor1,
    '--obt-linear-1': theme.linearMain1,
    '--obt-linear-2': theme.linearMain2,
    '--obt-linear-3': theme.linearMain3,
    '--obt-linear-4': theme.linearMain4,
  };
}

/** Only well-formed colours from the server reach the style sheet. */
function pickColours(theme?: Partial<ThemeBean> | null): Partial<ThemeBean> {
  if (!theme) return {};
  const out: Partial<ThemeBean> = {};
  for (const [key, value] of Object.entries(theme) as [keyof ThemeBean, unknown][]) {
    if (typeof value === 'string' && /^#[0-9a-f]{3,8}$|^rgba?\([\d\s.,%]+\)$/i.test(value.trim()))
      out[key] = value.trim();
  }
  return out;
}
