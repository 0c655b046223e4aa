/** Paging (ARCHITECTURE §13): pageNum from 1 + count; answers carry { total, pageNum, count }. */
import type { PageData } from '../../../src/api/contract/envelope';

export interface Page {
  pageNum: number;
  count: number;
  offset: number;
}

export const MAX_PAGE_SIZE = 100;

export function toPage(input: { pageNum?: number; count?: number }, defaultCount = 20): Page {
  const pageNum = Math.max(1, Math.floor(input.pageNum ?? 1));
  const count = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(input.count ?? defaultCount)));
  return { pageNum, count, offset: (pageNum - 1) * count };
}

export function pageData(page: Page, total: number): PageData {
  return { total, pageNum: page.pageNum, count: page.count };
}
