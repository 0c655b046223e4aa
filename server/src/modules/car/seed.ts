/**
 * Demo car standards (issue 14): for every company's ranks, once (when car_standards is empty) — the top rank (L3)
 * every class without a cap, the middle rank (L2) up to business class, every other rank economy and comfort with a
 * cap of ¥150 a ride. The car product (carOrders) calls this from its ProductModule.seed.
 */
import type { Db } from '../../db';
import { carRepository } from './repository';

/** Per rank code: allowed classes and per-ride cap (fen, null none). */
export const DEMO_CAR_STANDARDS: Readonly<Record<string, { classes: string[]; capFen: number | null }>> = {
  L3: { classes: ['economy', 'comfort', 'business', 'luxury', 'mpv'], capFen: null },
  L2: { classes: ['economy', 'comfort', 'business'], capFen: null },
};
const OTHER_RANKS = { classes: ['economy', 'comfort'], capFen: 15_000 };

export async function seedCarStandards(db: Db): Promise<void> {
  const repo = carRepository(db);
  if (await repo.anyStandard()) return;
  const ranks = await repo.allRanks();
  await repo.insertStandards(
    ranks.map((r) => {
      const s = DEMO_CAR_STANDARDS[r.code] ?? OTHER_RANKS;
      return { corp_id: r.corp_id, rank_id: r.id, classes_json: JSON.stringify(s.classes), ride_cap_fen: s.capFen };
    }),
  );
}
