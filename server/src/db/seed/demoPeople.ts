/** Demo employees (CONVENTIONS demo accounts). Phones are stored in full; every answer masks them. */

export interface DemoEmployee {
  id: string;
  corpId: string;
  deptId: string;
  rankCode: 'L1' | 'L2' | 'L3';
  empNo: string;
  name: string;
  enName: string;
  phone: string;
  email: string;
  sex: 'M' | 'F';
  /** Has the demo password (every seeded employee; the README documents the four main accounts). */
  login: boolean;
  isAdmin?: 1;
  ifBooker?: 1;
  ifApprover?: 1;
  isDirector?: 1;
  bookRange: 1 | 2 | 3;
}

export const DEMO_CORP_ID = '10001';
export const DEMO2_CORP_ID = '10002';

export const DEMO_DEPARTMENTS = [
  { id: '20001', corpId: DEMO_CORP_ID, name: '总经办', enName: 'General Office' },
  { id: '20002', corpId: DEMO_CORP_ID, name: '研发部', enName: 'R&D' },
  { id: '20003', corpId: DEMO_CORP_ID, name: '市场部', enName: 'Marketing' },
  { id: '20004', corpId: DEMO_CORP_ID, name: '财务部', enName: 'Finance' },
  { id: '20101', corpId: DEMO2_CORP_ID, name: '集团总部', enName: 'Group Headquarters' },
  { id: '20102', corpId: DEMO2_CORP_ID, name: '销售部', enName: 'Sales' },
] as const;

export const DEMO_EMPLOYEES: readonly DemoEmployee[] = [
  {
    id: '40001',
    corpId: DEMO_CORP_ID,
    deptId: '20002',
    rankCode: 'L1',
    empNo: 'E0001',
    name: '张三',
    enName: 'Zhang San',
    phone: '13800000001',
    email: 'zhangsan@demo.example.com',
    sex: 'M',
    login: true,
    bookRange: 1,
  },
  {
    id: '40002',
    corpId: DEMO_CORP_ID,
    deptId: '20002',
    rankCode: 'L2',
    empNo: 'E0002',
    name: '李四',
    enName: 'Li Si',
    phone: '13800000002',
    email: 'lisi@demo.example.com',
    sex: 'M',
    login: true,
    ifApprover: 1,
    isDirector: 1,
    ifBooker: 1,
    bookRange: 2,
  },
  {
    id: '40003',
    corpId: DEMO_CORP_ID,
    deptId: '20001',
    rankCode: 'L3',
    empNo: 'E0003',
    name: '王五',
    enName: 'Wang Wu',
    phone: '13800000003',
    email: 'wangwu@demo.example.com',
    sex: 'M',
    login: true,
    isAdmin: 1,
    ifBooker: 1,
    ifApprover: 1,
    bookRange: 3,
  },
  {
    id: '40004',
    corpId: DEMO_CORP_ID,
    deptId: '20003',
    rankCode: 'L1',
    empNo: 'E0004',
    name: '赵六',
    enName: 'Zhao Liu',
    phone: '13800000004',
    email: 'zhaoliu@demo.example.com',
    sex: 'F',
    login: true,
    bookRange: 1,
  },
  {
    id: '40005',
    corpId: DEMO_CORP_ID,
    deptId: '20002',
    rankCode: 'L1',
    empNo: 'E0005',
    name: '钱七',
    enName: 'Qian Qi',
    phone: '13800000011',
    email: 'qianqi@demo.example.com',
    sex: 'F',
    login: true,
    bookRange: 1,
  },
  {
    id: '40006',
    corpId: DEMO_CORP_ID,
    deptId: '20003',
    rankCode: 'L2',
    empNo: 'E0006',
    name: '孙八',
    enName: 'Sun Ba',
    phone: '13800000012',
    email: 'sunba@demo.example.com',
    sex: 'M',
    login: true,
    ifApprover: 1,
    isDirector: 1,
    ifBooker: 1,
    bookRange: 2,
  },
  {
    id: '40007',
    corpId: DEMO_CORP_ID,
    deptId: '20004',
    rankCode: 'L2',
    empNo: 'E0007',
    name: '周九',
    enName: 'Zhou Jiu',
    phone: '13800000013',
    email: 'zhoujiu@demo.example.com',
    sex: 'F',
    login: true,
    ifApprover: 1,
    isDirector: 1,
    bookRange: 2,
  },
  {
    id: '40008',
    corpId: DEMO_CORP_ID,
    deptId: '20004',
    rankCode: 'L1',
    empNo: 'E0008',
    name: '吴十',
    enName: 'Wu Shi',
    phone: '13800000014',
    email: 'wushi@demo.example.com',
    sex: 'M',
    login: true,
    bookRange: 1,
  },
  {
    id: '40009',
    corpId: DEMO_CORP_ID,
    deptId: '20001',
    rankCode: 'L1',
    empNo: 'E0009',
    name: '郑晓雨',
    enName: 'Zheng Xiaoyu',
    phone: '13800000015',
    email: 'zhengxy@demo.example.com',
    sex: 'F',
    login: true,
    bookRange: 1,
  },
  {
    id: '40101',
    corpId: DEMO2_CORP_ID,
    deptId: '20102',
    rankCode: 'L1',
    empNo: 'S0001',
    name: '赵六',
    enName: 'Zhao Liu',
    phone: '13800000004',
    email: 'zhaoliu@example-group.example.com',
    sex: 'F',
    login: true,
    bookRange: 1,
  },
  {
    id: '40102',
    corpId: DEMO2_CORP_ID,
    deptId: '20101',
    rankCode: 'L3',
    empNo: 'S0002',
    name: '冯立',
    enName: 'Feng Li',
    phone: '13800000021',
    email: 'fengli@example-group.example.com',
    sex: 'M',
    login: true,
    isAdmin: 1,
    ifBooker: 1,
    ifApprover: 1,
    bookRange: 3,
  },
];

/** Open ids and WeCom user ids bound to the three main demo accounts. */
export const DEMO_IDENTITIES = [
  { provider: 'wx', subject: 'demo-openid-1', corpId: DEMO_CORP_ID, empId: '40001' },
  { provider: 'wx', subject: 'demo-openid-2', corpId: DEMO_CORP_ID, empId: '40002' },
  { provider: 'wx', subject: 'demo-openid-3', corpId: DEMO_CORP_ID, empId: '40003' },
  { provider: 'qy', subject: 'zhangsan', corpId: DEMO_CORP_ID, empId: '40001' },
  { provider: 'qy', subject: 'lisi', corpId: DEMO_CORP_ID, empId: '40002' },
  { provider: 'qy', subject: 'wangwu', corpId: DEMO_CORP_ID, empId: '40003' },
] as const;

export const DEMO_PASSWORD = 'Demo12345';
