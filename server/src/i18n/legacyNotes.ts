/**
 * The English constants the flight modules write as timeline notes (and rows written before notes had keys), each
 * with the key it means and the names of its captured parameters. First match wins: the specific ones ('refund
 * withdrawn', 'change paid') come before the patterns that would also take them ('refund {no}').
 * An internal payment id ('payment 0mww…') is never shown: it becomes "paid".
 */
import type { MsgKey } from './messages';

export type EnglishNote = readonly [re: RegExp, key: MsgKey, names?: readonly string[]];

export const ENGLISH_NOTES: readonly EnglishNote[] = [
  [/^booked$/, 'note.booked'],
  [/^ticketing started$/, 'note.ticketing'],
  [/^payment deadline passed$/, 'note.payExpired'],
  [/^payment \S+$/, 'note.paidPlain'],
  [/^company account after approval$/, 'note.payCompanyAfterApproval'],
  [/^tickets (.+)$/, 'note.issued', ['tickets']],
  [/^sent for approval$/, 'note.sentForApproval'],
  [/^approval ended before departure$/, 'note.approvalEnded'],
  [/^approved$/, 'note.approved'],
  [/^approval rejected$/, 'note.approvalRejected'],
  [/^approval withdrawn$/, 'note.approvalWithdrawn'],
  [/^not sent for approval within 30 minutes$/, 'note.notSent'],
  [/^refund of (\S+)$/, 'note.refundOf', ['orderNo']],
  [/^change of (\S+)$/, 'note.changeOf', ['orderNo']],
  [/^refund accepted by the airline$/, 'note.refundAccepted'],
  [/^refund withdrawn$/, 'note.refundWithdrawn'],
  [/^refund (\S+) withdrawn$/, 'note.refundWithdrawnOf', ['orderNo']],
  [/^refund (\S+) done$/, 'note.refundDone', ['orderNo']],
  [/^change (\S+) done$/, 'note.changeDone', ['orderNo']],
  [/^change paid$/, 'note.changePaid'],
  [/^change cancelled: (.+)$/s, 'note.changeCancelled', ['reason']],
  [/^cancelled by user$/, 'note.cancelledByUser'],
  [/^refund (\S+)$/, 'note.refundUnderWay', ['orderNo']],
  [/^change (\S+)$/, 'note.changeUnderWay', ['orderNo']],
  [/^demo car order$/, 'note.demo'],
];
