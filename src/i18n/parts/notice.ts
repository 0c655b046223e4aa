/**
 * Texts of the notice and message screens (/noticeList, /userCenter/noticeDetail, /userCenter/message and its
 * order and approval lists). `en` must have exactly the keys of `zh` (the type enforces it); keys start with
 * 'notice.' so parts never collide.
 *
 * Importing this module registers the texts; every module that uses a 'notice.' key imports it.
 */
import { registerTexts } from '../registry';

export const zh = {
  'notice.list.title': '公告通知',
  'notice.list.empty': '暂无公告',
  'notice.filter.all': '全部',
  'notice.filter.unread': '未读',
  'notice.filter.read': '已读',
  'notice.unread': '未读',
  'notice.unreadCount': '{count}条未读',
  'notice.detail.title': '公告详情',
  'notice.detail.published': '发布时间 {time}',
  'notice.detail.missing': '公告不存在或已撤回',
  'notice.entry': '公告通知',
  'notice.hub.title': '全部消息',
  'notice.hub.order': '订单消息',
  'notice.hub.approval': '审批消息',
  'notice.hub.notices': '公告通知',
  'notice.hub.unread': '{count}条未读',
  'notice.hub.none': '暂无未读',
  'notice.order.title': '订单消息',
  'notice.approval.title': '审批消息',
  'notice.readAll': '全部已读',
  'notice.readAll.done': '已全部标记为已读',
  'notice.messages.entry': '消息中心',
  'notice.refresh': '刷新',
  'notice.hub.latestNone': '暂无消息',
} as const;

export const en: Record<keyof typeof zh, string> = {
  'notice.list.title': 'Notices',
  'notice.list.empty': 'No notices',
  'notice.filter.all': 'All',
  'notice.filter.unread': 'Unread',
  'notice.filter.read': 'Read',
  'notice.unread': 'Unread',
  'notice.unreadCount': '{count} unread',
  'notice.detail.title': 'Notice',
  'notice.detail.published': 'Published {time}',
  'notice.detail.missing': 'This notice does not exist or was withdrawn',
  'notice.entry': 'Notices',
  'notice.hub.title': 'All messages',
  'notice.hub.order': 'Order messages',
  'notice.hub.approval': 'Approval messages',
  'notice.hub.notices': 'Company notices',
  'notice.hub.unread': '{count} unread',
  'notice.hub.none': 'No unread',
  'notice.order.title': 'Order messages',
  'notice.approval.title': 'Approval messages',
  'notice.readAll': 'Mark all read',
  'notice.readAll.done': 'All marked as read',
  'notice.messages.entry': 'Message centre',
  'notice.refresh': 'Refresh',
  'notice.hub.latestNone': 'No messages yet',
} as const;

registerTexts(zh, en);
