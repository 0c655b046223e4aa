/** Data of the approval screen tests, shaped like the reference server's answers (src/api/contract/approval). */
import type {
  ApprovalChainLevel,
  MyApprovalItem,
  OrderApproveData,
  SpgzInfoData,
} from '../../../src/api/contract/approval';

export const LISI = { empId: '40002', name: '李四', deptName: '研发部' };
export const WANGWU = { empId: '40003', name: '王五', deptName: '行政部' };
export const SUNBA = { empId: '40006', name: '孙八', deptName: '市场部' };

/** A two-level rule: level 1 李四 or 王五, level 2 孙八 or 王五. */
export function twoLevelRule(over: Partial<SpgzInfoData> = {}): SpgzInfoData {
  return {
    required: true,
    spgzId: 'r1',
    name: '差旅申请审批',
    levels: [
      { level: 1, approvers: [LISI, WANGWU] },
      { level: 2, approvers: [SUNBA, WANGWU] },
    ],
    ...over,
  };
}

export function pendingChain(): ApprovalChainLevel[] {
  return [
    {
      level: 1,
      state: 'pending',
      approvers: [LISI, WANGWU],
      items: [
        { workItemId: 'w1', ...LISI, state: 'pending', remark: '', decidedAt: '' },
        { workItemId: 'w2', ...WANGWU, state: 'pending', remark: '', decidedAt: '' },
      ],
    },
    { level: 2, state: 'waiting', approvers: [SUNBA], items: [] },
  ];
}

/** orderApproveList of a flight order in approval at level 1. */
export function approveData(over: Partial<OrderApproveData> = {}): OrderApproveData {
  return {
    orderId: 'o1',
    orderType: 11001,
    subject: {
      title: '北京-上海 MU5101',
      orderNo: 'T20261122001',
      amount: 1280.5,
      applicantName: '张三',
      travellers: ['张三', '赵六'],
      lines: ['2026-12-01 07:00 北京首都 → 上海虹桥', '经济舱 Y'],
      violations: [{ item: 'overBudget', reason: '会议改期，只剩高价航班' }],
    },
    instanceId: 'i1',
    spgzId: 'r1',
    ruleName: '超预算机票审批',
    state: 'pending',
    currentLevel: 1,
    levelCount: 2,
    appRemark: '客户会议',
    applicantName: '张三',
    sentAt: '2026-11-22 09:00:00',
    decidedAt: '',
    levels: pendingChain(),
    canAct: '',
    canWithdraw: false,
    ...over,
  };
}

export function item(over: Partial<MyApprovalItem> = {}): MyApprovalItem {
  return {
    workItemId: 'w1',
    instanceId: 'i1',
    orderId: 'o1',
    orderType: 11001,
    orderNo: 'T20261122001',
    level: 1,
    state: 'pending',
    instanceState: 'pending',
    applicantName: '张三',
    title: '北京-上海 MU5101',
    createdAt: '2026-11-22 09:00:00',
    decidedAt: '',
    ...over,
  };
}
