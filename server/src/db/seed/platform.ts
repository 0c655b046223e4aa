/** Platform defaults every deployment needs: page settings, parameter defaults. */
import type { Db } from '../index';
import { newId } from '../../lib/crypto';

/** Blue with 4.6:1 contrast against white (text on white and white on it both pass WCAG AA). */
export const PLATFORM_THEME = {
  mainColor: '#1f6feb',
  backColor: '#f5f7fa',
  lightBackColor: '#eaf2ff',
  lightBackColor1: '#d6e6ff',
  linearMain1: '#1f6feb',
  linearMain2: '#3b82f6',
  linearMain3: '#1a5fd0',
  linearMain4: '#174ea6',
} as const;

const BANNERS = JSON.stringify({
  theme: 'blue',
  tkBanner: '',
  trBanner: '',
  htBanner: '',
  carBanner: '',
  homeBanner: '',
});

/** Platform parameter defaults (corp_id ''); companies override them row by row. */
export const PLATFORM_PARAMETERS: readonly { paramNo: string; value: string; name: string }[] = [
  { paramNo: '11603001', value: '0', name: 'offline-booking channel flags' },
  { paramNo: '11603006', value: '0', name: 'train transfer orders' },
  { paramNo: '11603009', value: '0', name: 'train waitlist' },
  { paramNo: '10000001', value: '0', name: 'visitorMode' },
  { paramNo: '10000002', value: '0', name: 'allowModifyMobile' },
  { paramNo: '10000003', value: '400-820-0000', name: 'complaint phone' },
  { paramNo: '10000004', value: '7x24', name: 'complaint service hours' },
];

export async function seedPlatform(db: Db): Promise<void> {
  await db
    .insertInto('page_settings')
    .values({
      id: newId(),
      corp_id: '',
      domain_name: '*',
      // The platform sets no name or slogan of its own: the app shows the product's, in the reader's language (and
      // the same as index.html's first screen paints). A company's own text (its row below the platform) is data.
      page_name: '',
      logo_url: '',
      by1: BANNERS,
      by2: '',
      t_sys_style: '1',
      theme_json: JSON.stringify(PLATFORM_THEME),
    })
    .execute();
  await db
    .insertInto('parameters')
    .values(PLATFORM_PARAMETERS.map((p) => ({ corp_id: '', param_no: p.paramNo, value: p.value, name: p.name })))
    .execute();
}
