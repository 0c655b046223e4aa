/** Words of the inquiry screens: a problem's message, a status's name, a star list. */
import type { HotelStar } from '../../../api/contract/hotel';
import type { HotelNeedStatus } from '../../../api/contract/hotelNeed';
import type { Translate } from '../../../components/format';
import type { MessageKey } from '../../../i18n';
import type { NeedProblem } from './needForm';

export function problemText(t: Translate, problem: NeedProblem | null | undefined): string | undefined {
  return problem ? t(problem.key, problem.params) : undefined;
}

export const statusKey = (status: HotelNeedStatus): MessageKey => `hotelNeed.status.${status}`;

export const starKey = (star: HotelStar): MessageKey => `hotelNeed.star.${star}`;

export function starsText(t: Translate, stars: readonly HotelStar[]): string {
  return stars.length === 0 ? t('hotelNeed.detail.noLimit') : stars.map((s) => t(starKey(s))).join(' / ');
}

/** Status colour group of the shared status chip (obt-status--…). */
export function statusGroup(status: HotelNeedStatus): 'processing' | 'done' | 'closed' {
  return status === 'quoted' ? 'done' : status === 'closed' ? 'closed' : 'processing';
}
