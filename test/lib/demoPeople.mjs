/** The demo company 10001 and its nine employees (server/src/db/seed/demoPeople.ts, bookingKit.ts EMPLOYEE_FACTS), for the scripts that drive a real server. */
export const CORP_ID = '10001';

/** The nine employees of company 10001 (server/src/db/seed/demoPeople.ts). */
export const PEOPLE = [
  { empId: '40001', phone: '13800000001', name: '张三', sex: 'M', born: '1990-03-15', area: '110105' },
  { empId: '40002', phone: '13800000002', name: '李四', sex: 'M', born: '1985-07-08', area: '310115' },
  { empId: '40003', phone: '13800000003', name: '王五', sex: 'M', born: '1978-11-23', area: '440305', admin: true },
  { empId: '40004', phone: '13800000004', name: '赵六', sex: 'F', born: '1992-01-30', area: '320102' },
  { empId: '40005', phone: '13800000011', name: '钱七', sex: 'F', born: '1995-09-09', area: '330106' },
  { empId: '40006', phone: '13800000012', name: '孙八', sex: 'M', born: '1983-04-18', area: '420106' },
  { empId: '40007', phone: '13800000013', name: '周九', sex: 'F', born: '1987-12-02', area: '510107' },
  { empId: '40008', phone: '13800000014', name: '吴十', sex: 'M', born: '1993-06-21', area: '610113' },
  { empId: '40009', phone: '13800000015', name: '郑晓雨', sex: 'F', born: '1998-02-14', area: '350203' },
];
