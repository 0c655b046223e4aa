/**
 * Table types of this module, composed into `Database` by db/schema.ts. Approval rules, instances and work items.
 */
import type { Generated } from 'kysely';

export interface ApprovalWorkItemsTable {
  id: string;
  corp_id: string;
  approver_emp_id: string;
  applicant_emp_id: string;
  order_id: string;
  order_type: number;
  order_no: string;
  title: string;
  level: number;
  /** pending | approved | rejected | closed (another approver of the level decided, or withdrawn/terminated). */
  state: string;
  remark: string;
  created_at: number;
  decided_at: number | null;
  // Added by 20261122_0601_approvals (A1): null for rows written before approvals existed.
  instance_id: Generated<string | null>;
}

/** Approval rules (migration 20261122_0601_approvals). Lists are comma-separated; '' = every. */
export interface ApprovalRulesTable {
  id: string;
  corp_id: string;
  name: string;
  /** 'trip', a product code ('10901'…) or '*'. */
  product: string;
  dept_ids: string;
  /** 0 every booking, 1 only bookings that violate. */
  violation: number;
  violate_items: string;
  sort: number;
  is_valid: number;
  created_at: number;
  updated_at: number;
}

export interface ApprovalRuleLevelsTable {
  id: string;
  rule_id: string;
  corp_id: string;
  level: number;
  name: string;
}

/** The candidate approvers of a rule level. */
export interface ApprovalRuleApproversTable {
  rule_id: string;
  level: number;
  emp_id: string;
  corp_id: string;
  sort: number;
}

/** One sending of an order or trip application for approval. */
export interface ApprovalInstancesTable {
  id: string;
  corp_id: string;
  order_id: string;
  order_type: number;
  order_no: string;
  title: string;
  spgz_id: string;
  rule_name: string;
  /** pending | approved | rejected | withdrawn | terminated. */
  state: string;
  current_level: number;
  level_count: number;
  /** [{ level, empIds }] chosen at send time. */
  send_apps_json: string;
  remark: string;
  applicant_emp_id: string;
  created_at: number;
  updated_at: number;
  decided_at: number | null;
}

/** The tables this module owns, by table name. */
export interface ApprovalTables {
  approval_work_items: ApprovalWorkItemsTable;
  approval_rules: ApprovalRulesTable;
  approval_rule_levels: ApprovalRuleLevelsTable;
  approval_rule_approvers: ApprovalRuleApproversTable;
  approval_instances: ApprovalInstancesTable;
}
