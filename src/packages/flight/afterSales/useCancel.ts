/** Cancel of a pending refund, change or demand order: the after-sales kit's action (asks, one key per intent). */
export { useAction as useCancel } from '../../../components/afterSales';
