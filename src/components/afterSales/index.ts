/** The after-sales kit: pieces, hooks and styles shared by every product's refund, change and demand screens. */
export { useIntentKey, useVisitKey } from './keys';
export { useAction } from './useAction';
export {
  BlockButton,
  ButtonColumn,
  CmpHead,
  DetailButtons,
  MoneyRow,
  ReasonField,
  Section,
  SubmitBar,
  ValueRow,
  toggle,
  type ActionState,
} from './parts';
export { AfterSalesDetail, type AfterSalesDetailView } from './AfterSalesDetail';
