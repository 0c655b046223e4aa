/** Company reference data of the trip form: required-field rules, cost centres and projects (SPEC §6, §7 Common). */
import { useEffect, useState } from 'react';
import type { CostCenter, Project } from '../../api/contract';
import { costCenterFindList, projectList, queryVipParameter } from '../../api/common';
import { ORDER_TYPE } from '../../domain/codes';
import { LIMITS } from '../../domain/limits';
import type { TripRules } from './form';

/**
 * Product code the company's booking rules are read with: the trip order type (SPEC §9 11099). No product rule uses
 * it, so the company-wide rules apply (e.g. a company that requires a cost centre on every booking).
 */
export const TRIP_RULES_CPLX = String(ORDER_TYPE.trip);

export interface TripReference {
  rules: TripRules;
  costCenters: CostCenter[];
  projects: Project[];
}

const NONE: TripReference = {
  rules: { costCenterRequired: false, projectRequired: false },
  costCenters: [],
  projects: [],
};

/** Loads the reference data once per screen; each list fails on its own (the form stays usable). */
export function useTripReference(active: boolean): TripReference {
  const [ref, setRef] = useState<TripReference>(NONE);
  useEffect(() => {
    if (!active) return undefined;
    let live = true;
    const page = { pageNum: 1, count: LIMITS.pageSize.projects };
    void Promise.allSettled([
      queryVipParameter({ cplx: TRIP_RULES_CPLX }),
      costCenterFindList(page),
      projectList(page),
    ]).then(([rules, centres, projects]) => {
      if (!live) return;
      setRef({
        rules:
          rules.status === 'fulfilled' && rules.value.data
            ? {
                costCenterRequired: rules.value.data.costCenterRequired,
                projectRequired: rules.value.data.projectRequired,
              }
            : NONE.rules,
        costCenters: centres.status === 'fulfilled' ? (centres.value.list ?? []) : [],
        projects: projects.status === 'fulfilled' ? (projects.value.list ?? []) : [],
      });
    });
    return () => {
      live = false;
    };
  }, [active]);
  return ref;
}
