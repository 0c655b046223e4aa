/** Small pieces shared by the people screens: tabs, action bars, info lines, confirmations, paged look-ups. */
import { useState, type ReactNode } from 'react';
import { View, Text } from '@tarojs/components';
import { ApiError } from '../../../api/transport';
import { Pressable } from '../../../components/Pressable';
import { confirmDialog, showToast } from '../../../hosts/ui';
import { LIMITS } from '../../../domain/limits';
import type { MessageKey } from '../../../i18n';
import { useStores } from '../../../stores';
import type { Page } from '../../../stores/pagedList';
import '../../../components/booking/kit.scss';
import './people.scss';
import '../../../i18n/parts/people';

/** A row of tabs (role tablist). */
export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: readonly { value: T; label: string }[];
  value: T;
  onChange(value: T): void;
  label: string;
}) {
  return (
    <View className="pp-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <Pressable
          key={tab.value}
          role="tab"
          selected={tab.value === value}
          className={`pp-tab ${tab.value === value ? 'pp-tab--on' : ''}`}
          onPress={() => onChange(tab.value)}
          testId={`tab-${tab.value}`}
        >
          {tab.label}
        </Pressable>
      ))}
    </View>
  );
}

/** A fixed bar of buttons at the bottom of a form. */
export function ActionBar({ children }: { children: ReactNode }) {
  return <View className="pp-bar">{children}</View>;
}

/** A labelled value (read-only record fields). */
export function InfoLine({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <View className="bk-row" data-testid={testId}>
      <Text className="bk-row__label">{label}</Text>
      <Text className="bk-row__value">{value}</Text>
    </View>
  );
}

/**
 * Asks before a destructive call, runs it once (a double tap while it runs is ignored) and toasts the result.
 * A refusal is shown by the transport (the tips of the answer); a network failure gets the generic message.
 */
export function useConfirmedAction() {
  const { ui } = useStores();
  const { t } = ui;
  const [busy, setBusy] = useState(false);
  const run = async (
    texts: { title: MessageKey; content: MessageKey; done: MessageKey; values?: Record<string, string> },
    call: () => Promise<unknown>,
  ): Promise<boolean> => {
    if (busy) return false;
    const sure = await confirmDialog({
      title: t(texts.title),
      content: t(texts.content, texts.values),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!sure) return false;
    setBusy(true);
    try {
      await call();
      showToast(t(texts.done), LIMITS.ui.toastMs, 'success');
      return true;
    } catch (e) {
      if (!(e instanceof ApiError)) showToast(t('common.loadFailed'), LIMITS.ui.failureToastMs);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** Finds one row of a paged list by walking its pages (lists have no detail call). */
export async function findInPages<T>(
  fetchPage: (pageNum: number, count: number) => Promise<Page<T>>,
  match: (row: T) => boolean,
): Promise<T | null> {
  const count = LIMITS.pageSize.list;
  for (let pageNum = 1; pageNum <= 50; pageNum += 1) {
    const page = await fetchPage(pageNum, count);
    const found = page.rows.find(match);
    if (found) return found;
    if (pageNum * count >= page.total || page.rows.length === 0) return null;
  }
  return null;
}
