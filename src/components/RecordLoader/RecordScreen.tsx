import type { ReactNode } from 'react';
import { PageShell } from '../PageShell';
import type { MessageKey } from '../../i18n';
import { RecordGate } from './RecordGate';
import type { RecordResult } from './useRecord';

interface Props<T> {
  /** The page's spec URL and title (SPEC §2). */
  route: string;
  title: MessageKey;
  className?: string;
  record: RecordResult<T>;
  /** No such record; `idleText` when the query names none (default `notFoundText`). */
  notFoundText: MessageKey;
  idleText?: MessageKey;
  /** The screen once its record is there. */
  children(data: T): ReactNode;
}

/** A page about one record: the record's screen once it is loaded, its loading / not found / failed view until then. */
export function RecordScreen<T>({ route, title, className, record, notFoundText, idleText, children }: Props<T>) {
  return (
    <PageShell route={route} title={title} className={className}>
      {record.data !== null ? (
        children(record.data)
      ) : (
        <RecordGate
          state={record.state}
          onRetry={() => void record.reload()}
          notFoundText={notFoundText}
          idleText={idleText}
        />
      )}
    </PageShell>
  );
}
