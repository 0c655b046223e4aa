/** Server texts of the trainBench module (tips, timeline notes, messages, order titles), zh-CN and en-US key for key. */
export const zh = {
  'trainBench.title': '候补 {from}-{to} {date} {trains}',
  'trainBench.waitlistOff': '贵公司未开通火车票候补购票',
  'trainBench.seatInvalid': '所选车次或席别已失效，请重新查询',
  'trainBench.sameRoute': '候补的车次须为同一出发站、到达站和日期',
  'trainBench.notBench': '{train} {seat}不支持候补',
  'trainBench.latestFormat': '请选择最晚出发时间',
  'trainBench.latestBeforeTrains': '最晚出发时间不能早于所有候补车次的出发时间',
  'trainBench.tooLate': '最晚出发时间前3小时内不能候补',
  'trainBench.bookingHours': '05:00至23:59以外为铁路系统维护时间，暂不能候补',
  'trainBench.cannotCancel': '候补已成功，订单不能取消',
  'trainBench.noteCreated': '候补订单已提交，待支付',
  'trainBench.noteGrabbing': '开始候补抢票',
  'trainBench.noteSecured': '候补成功：{train} {seat}，座位已锁定',
  'trainBench.noteIssued': '已出票：{tickets}',
  'trainBench.noteDifference': '差价 ¥{amount} 已退回',
  'trainBench.noteNoSeat': '候补失败：截止时间内无余票，全额退款 ¥{amount}，1-7个工作日退回',
  'trainBench.noteTooLate': '候补失败：已到最晚出发时间前3小时，全额退款 ¥{amount}，1-7个工作日退回',
  'trainBench.noteCancelled': '用户取消候补订单',
  'trainBench.noteCancelledRefund': '用户取消候补订单，全额退款 ¥{amount}，1-7个工作日退回',
  'trainBench.noteExpired': '超过支付时限，订单已取消',
  'trainBench.msgFailedTitle': '候补失败，已全额退款',
  'trainBench.msgFailedContent':
    '候补订单 {orderNo}（{title}）未能抢到车票，预付款 ¥{amount} 已全额退款，1-7个工作日退回原支付账户',
} as const;

export const en: Record<keyof typeof zh, string> = {
  'trainBench.title': 'Waitlist {from}-{to} {date} {trains}',
  'trainBench.waitlistOff': 'Train waitlist orders are not enabled for your company',
  'trainBench.seatInvalid': 'The chosen train or seat class is no longer available; please search again',
  'trainBench.sameRoute': 'Waitlisted trains must share the departure station, arrival station and date',
  'trainBench.notBench': '{train} {seat} does not take waitlist orders',
  'trainBench.latestFormat': 'Choose the latest departure time',
  'trainBench.latestBeforeTrains': 'The latest departure cannot be earlier than every waitlisted train',
  'trainBench.tooLate': 'A waitlist order must be placed at least 3 hours before the latest departure',
  'trainBench.bookingHours':
    'Rail booking is closed for maintenance outside 05:00–23:59; waitlist orders are unavailable',
  'trainBench.cannotCancel': 'The waitlist already secured a seat; the order cannot be cancelled',
  'trainBench.noteCreated': 'Waitlist order submitted, awaiting payment',
  'trainBench.noteGrabbing': 'Ticket grabbing started',
  'trainBench.noteSecured': 'Seat secured: {train} {seat}',
  'trainBench.noteIssued': 'Tickets issued: {tickets}',
  'trainBench.noteDifference': 'Price difference of ¥{amount} returned',
  'trainBench.noteNoSeat':
    'Waitlist failed: no seat freed up in time; ¥{amount} refunded in full, back within 1–7 working days',
  'trainBench.noteTooLate':
    'Waitlist failed: the latest departure is within 3 hours; ¥{amount} refunded in full, back within 1–7 working days',
  'trainBench.noteCancelled': 'Waitlist order cancelled by the user',
  'trainBench.noteCancelledRefund':
    'Waitlist order cancelled by the user; ¥{amount} refunded in full, back within 1–7 working days',
  'trainBench.noteExpired': 'Payment time limit passed; order cancelled',
  'trainBench.msgFailedTitle': 'Waitlist failed, refunded in full',
  'trainBench.msgFailedContent':
    'Waitlist order {orderNo} ({title}) got no ticket; the prepayment of ¥{amount} is refunded in full, back on the original payment within 1–7 working days',
};
