/** The department tree of a company, flattened depth-first (vipDeptFindList, filters, invitations). */
import type { DeptNode } from '../../../../src/api/contract/peopleAdmin';
import type { Locale } from '../../i18n/messages';

export interface DeptRow {
  id: string;
  parent_id: string | null;
  name: string;
  en_name: string;
  sort: number;
}

/** The department's name in the caller's language (the Chinese name when there is no English one). */
export function deptLabel(d: Pick<DeptRow, 'name' | 'en_name'>, locale: Locale): string {
  return (locale === 'en-US' && d.en_name) || d.name;
}

/**
 * Parents before children, siblings by sort then name then id. A department whose parent is unknown (or part of
 * a cycle) is treated as top level, so every department appears exactly once.
 */
export function flattenTree(rows: readonly DeptRow[], counts: ReadonlyMap<string, number>, locale: Locale): DeptNode[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const children = new Map<string, DeptRow[]>();
  const roots: DeptRow[] = [];
  for (const r of rows) {
    const parent = r.parent_id && r.parent_id !== r.id ? byId.get(r.parent_id) : undefined;
    if (parent) children.set(parent.id, [...(children.get(parent.id) ?? []), r]);
    else roots.push(r);
  }
  const order = (a: DeptRow, b: DeptRow) =>
    Number(a.sort) - Number(b.sort) || a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const out: DeptNode[] = [];
  const seen = new Set<string>();
  const visit = (d: DeptRow, level: number, parentPath: string, parentId: string) => {
    if (seen.has(d.id)) return;
    seen.add(d.id);
    const path = parentPath ? `${parentPath} / ${deptLabel(d, locale)}` : deptLabel(d, locale);
    out.push({ deptId: d.id, deptName: deptLabel(d, locale), parentId, level, path, empCount: counts.get(d.id) ?? 0 });
    for (const c of [...(children.get(d.id) ?? [])].sort(order)) visit(c, level + 1, path, d.id);
  };
  for (const r of [...roots].sort(order)) visit(r, 0, '', '');
  // Departments only reachable through a cycle: list them at the top level.
  for (const r of [...rows].sort(order)) visit(r, 0, '', '');
  return out;
}

/** A department and every department below it. */
export function subtreeIds(nodes: readonly DeptNode[], deptId: string): string[] {
  const ids = new Set([deptId]);
  // Depth-first order puts every child after its parent, so one pass collects the subtree.
  for (const n of nodes) if (ids.has(n.parentId)) ids.add(n.deptId);
  return nodes.some((n) => n.deptId === deptId) ? [...ids] : [];
}
