/** The one record loader of the app's screens and its loading / not found / failed view. */
export { useRecord, type RecordOptions, type RecordResult, type RecordState, type RecordTimers } from './useRecord';
export { RecordGate } from './RecordGate';
export { RecordScreen } from './RecordScreen';
