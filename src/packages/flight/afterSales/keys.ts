/** The flight screens' idempotency keys are the after-sales kit's. */
export { useIntentKey, useVisitKey } from '../../../components/afterSales';
