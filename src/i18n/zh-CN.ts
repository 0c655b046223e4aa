/**
 * zh-CN is the default language and the source of the key set (ARCHITECTURE §9).
 * en-US must have exactly the same keys: `Dict` makes a missing or extra key a type error.
 * `{name}` marks a value filled in by `t(key, { name })`.
 */
import type * as account from './parts/account';
import type * as agreement from './parts/agreement';
import type * as consent from './parts/consent';
import type * as afterSales from './parts/afterSales';
import type * as approval from './parts/approval';
import type * as booking from './parts/booking';
import type * as calendar from './parts/calendar';
import type * as flight from './parts/flight';
import type * as car from './parts/car';
import type * as carBooking from './parts/carBooking';
import type * as carOrder from './parts/carOrder';
import type * as hotel from './parts/hotel';
import type * as hotelBooking from './parts/hotelBooking';
import type * as hotelIntl from './parts/hotelIntl';
import type * as hotelNeed from './parts/hotelNeed';
import type * as hotelOrder from './parts/hotelOrder';
import type * as invoice from './parts/invoice';
import type * as map from './parts/map';
import type * as notice from './parts/notice';
import type * as orders from './parts/orders';
import type * as pay from './parts/pay';
import type * as payActions from './parts/payActions';
import type * as people from './parts/people';
import type * as privacy from './parts/privacy';
import type * as shell from './parts/shell';
import type * as train from './parts/train';
import type * as trainAccount from './parts/trainAccount';
import type * as trainAfterSales from './parts/trainAfterSales';
import type * as trainBooking from './parts/trainBooking';
import type * as trainBench from './parts/trainBench';
import type * as wecom from './parts/wecom';
import type * as trip from './parts/trip';
import type * as tripBooking from './parts/tripBooking';
import { validationZhCN } from './validationZh';

export const zhCN = {
  'app.name': '商旅通',
  'common.confirm': '确定',
  'common.cancel': '取消',
  'common.retry': '重试',
  'common.loading': '加载中…',
  'common.loadMore': '加载更多',
  'common.noMore': '没有更多了',
  'common.empty': '暂无数据',
  'common.tips': '提示',
  'common.back': '返回',
  'common.close': '关闭',
  'common.loadFailed': '加载失败',
  'error.timeout': '请求超时，请检查网络或重新进入页面',
  'error.network': '网络不给力，请刷新重试',
  'error.server': '服务器连接失败',
  'error.system': '系统错误',
  'error.notFound': '访问资源不存在',
  'lang.label': '语言',
  'lang.zh-CN': '简体中文',
  'lang.en-US': 'English',
  'login.title': '登录',
  'login.welcome': '欢迎使用企业商旅',
  'login.tab.password': '密码登录',
  'login.tab.sms': '验证码登录',
  'login.phone': '手机号',
  'login.phone.placeholder': '请输入手机号',
  'login.password': '密码',
  'login.password.placeholder': '请输入密码',
  'login.password.show': '显示密码',
  'login.password.hide': '隐藏密码',
  'login.code': '验证码',
  'login.code.placeholder': '请输入6位验证码',
  'login.code.send': '获取验证码',
  'login.code.resend': '{seconds}秒后重发',
  'login.code.sent': '验证码已发送',
  'login.code.demo': '演示环境验证码：{code}',
  'login.submit': '登录',
  'login.submitting': '登录中…',
  'login.remember': '记住账号',
  'login.forgot': '忘记密码',
  'login.register': '注册账号',
  'login.failed': '登录失败',
  'login.failCount': '已连续失败{count}次',
  'login.selectCorp': '请选择登录的企业',
  'login.mustUpdatePwd': '为了账户安全，请先修改密码',
  'login.agree.prefix': '我已阅读并同意',
  'login.agree.user': '《用户协议》',
  'login.agree.and': '和',
  'login.agree.privacy': '《隐私政策》',
  'sso.signingIn': '正在登录…',
  'sso.missing': '登录参数缺失，请重新登录',
  'sso.invalid': '登录凭证无效，请重新登录',
  'session.expired': '登录已超时，请重新登录',
  'session.loggedOut': '账号已退出，请重新登录',
  'session.otherDevice': '您的账号已在其他设备登录',
  'tab.home': '首页',
  'tab.allorder': '订单',
  'tab.tripList': '出差申请',
  'tab.approvalList': '审批',
  'tab.message': '消息',
  'tab.userCenter': '我的',
  'home.greeting': '您好，{name}',
  'home.products': '预订服务',
  'home.todo': '待办',
  'home.todo.approval': '待我审批',
  'home.todo.toPay': '待支付',
  'home.todo.waitApproval': '待送审',
  'home.noProducts': '贵公司暂未开通预订产品，请联系管理员',
  'product.10901': '国内机票',
  'product.10902': '国际机票',
  'product.10903': '酒店',
  'product.10904': '火车票',
  'product.10906': '用车',
  'product.10913': '签证',
  'product.11015': '保险',
  'product.11028': '贵宾休息室',
  'product.11029': '快速安检',
  'product.11030': '值机服务',
  'product.11031': '接送机迎宾',
  'product.11032': '旅游度假',
  'orders.title': '全部订单',
  'orders.tab.all': '全部',
  'orders.tab.toPay': '待支付',
  'orders.tab.approval': '审批中',
  'orders.tab.processing': '处理中',
  'orders.tab.done': '已完成',
  'orders.tab.closed': '已关闭',
  'orders.scope.mine': '我的',
  'orders.scope.dept': '部门',
  'orders.scope.corp': '公司',
  'orders.range': '近30天',
  'orders.empty': '近30天暂无订单',
  'orders.type.unknown': '其他订单',
  'trips.title': '出差申请',
  'trips.status.all': '全部',
  'trips.status.draft': '草稿',
  'trips.status.pending': '审批中',
  'trips.status.approved': '已通过',
  'trips.status.rejected': '已驳回',
  'trips.empty': '暂无出差申请',
  'trips.dates': '{begin} 至 {end}',
  'approvals.title': '审批',
  'approvals.pending': '待审批',
  'approvals.done': '已审批',
  'approvals.empty': '暂无审批',
  'approvals.level': '第{level}级',
  'messages.title': '消息',
  'messages.empty': '暂无消息',
  'messages.unread': '未读',
  'messages.kind.order': '订单消息',
  'messages.kind.approval': '审批消息',
  'user.title': '我的',
  'user.company': '所属企业',
  'user.dept': '部门',
  'user.rank': '职级',
  'user.phone': '手机号',
  'user.scope': '预订范围',
  'user.scope.1': '仅本人',
  'user.scope.2': '本部门',
  'user.scope.3': '全公司',
  'user.role.booker': '预订员',
  'user.role.approver': '审批人',
  'user.role.admin': '企业管理员',
  'user.logout': '退出登录',
  'user.logout.confirm': '确定退出当前账号吗？',
  'notFound.title': '页面不存在',
  'notFound.body': '您访问的页面不存在或暂未开放',
  'notFound.home': '返回首页',
  'status.awaitingSubmission': '待送审',
  'status.inApproval': '审批中',
  'status.awaitingPayment': '待支付',
  'status.processing': '处理中',
  'status.ticketing': '出票中',
  'status.seatRequested': '占座中',
  'status.seatSecured': '已占座',
  'status.grabbing': '抢票中',
  'status.dispatching': '派车中',
  'status.dispatched': '已派车',
  'status.driverArrived': '司机已到达',
  'status.inService': '服务中',
  'status.refunding': '退票中',
  'status.changing': '改签中',
  'status.paid': '已支付',
  'status.issued': '已出票',
  'status.confirmed': '已确认',
  'status.completed': '已完成',
  'status.refunded': '已退票',
  'status.partRefunded': '部分退票',
  'status.changed': '已改签',
  'status.partChanged': '部分改签',
  'status.checkedOut': '已离店',
  'status.cancelled': '已取消',
  'status.rejected': '已驳回',
  'status.approvalTerminated': '审批终止',
  'status.closed': '已关闭',
  'status.unknown': '处理中',
  ...validationZhCN,
} as const;

/** Keys of the core dictionary (always loaded). */
export type CoreKey = keyof typeof zhCN;
/** Every key: core plus the parts, which load with their packages (src/i18n/registry.ts). */
export type MessageKey =
  | CoreKey
  | keyof typeof account.zh
  | keyof typeof agreement.zh
  | keyof typeof consent.zh
  | keyof typeof afterSales.zh
  | keyof typeof approval.zh
  | keyof typeof booking.zh
  | keyof typeof flight.zh
  | keyof typeof calendar.zh
  | keyof typeof invoice.zh
  | keyof typeof map.zh
  | keyof typeof notice.zh
  | keyof typeof orders.zh
  | keyof typeof pay.zh
  | keyof typeof payActions.zh
  | keyof typeof people.zh
  | keyof typeof privacy.zh
  | keyof typeof shell.zh
  | keyof typeof car.zh
  | keyof typeof carBooking.zh
  | keyof typeof carOrder.zh
  | keyof typeof hotel.zh
  | keyof typeof hotelIntl.zh
  | keyof typeof hotelBooking.zh
  | keyof typeof hotelNeed.zh
  | keyof typeof hotelOrder.zh
  | keyof typeof train.zh
  | keyof typeof trainAccount.zh
  | keyof typeof trainAfterSales.zh
  | keyof typeof trainBooking.zh
  | keyof typeof trainBench.zh
  | keyof typeof wecom.zh
  | keyof typeof trip.zh
  | keyof typeof tripBooking.zh;
/** The core dictionary's shape: en-US must match it key for key. */
export type Dict = Record<CoreKey, string>;
