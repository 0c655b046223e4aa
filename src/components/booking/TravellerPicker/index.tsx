import { useEffect, useMemo, useState } from 'react';
import { View, Text, Input } from '@tarojs/components';
import { Pressable } from '../../Pressable';
import { observer } from 'mobx-react-lite';
import type { TravellerCandidate } from '../../../api/contract';
import { LIMITS } from '../../../domain/limits';
import { maskIdNumber, maskMobile, maskPassport } from '../../../domain/masking';
import { validationKey, type MessageKey } from '../../../i18n';
import { useStores } from '../../../stores';
import { PagedListStore, type Page } from '../../../stores/pagedList';
import {
  blankTraveller,
  fromCandidate,
  travellerKey,
  type BookingTraveller,
  type TravellerSource,
} from '../../../stores/booking';
import { Sheet } from '../Sheet';
import { TravellerForm } from '../TravellerForm';
import { checkAgainstOthers, checkTravellerFields, checkTravellerList, type Problem } from '../validate';
import '../kit.scss';
import '../../../i18n/parts/booking';
import { Icon } from '../../Icon';
import { check, close, edit } from '../../Icon/icons';

/** One page of people from a source (employees within my scope, or my frequent travellers). */
export type TravellerSearch = (
  source: TravellerSource,
  keyword: string,
  pageNum: number,
) => Promise<Page<TravellerCandidate>>;

export interface TravellerPickerProps {
  open: boolean;
  /** Travellers selected now. */
  value: readonly BookingTraveller[];
  /** The new selection, when the user confirms. */
  onChange(next: BookingTraveller[]): void;
  onClose(): void;
  search: TravellerSearch;
  /** First travel date 'YYYY-MM-DD' (passenger type by age). */
  travelDate: string;
  /** Last travel date (passport validity); defaults to the travel date. */
  tripEnd?: string;
  /** A person not on file may be added (SPEC §6 bookOutside). */
  allowNew: boolean;
  /** SPEC §6 booking scope, shown as a hint: 1 only myself, 2 department, 3 whole company. */
  bookRange?: 1 | 2 | 3;
  /**
   * Booking forms check every traveller's document and mobile on confirm and open the form of the first
   * incomplete one; a search screen passes false and checks the count and duplicates only.
   */
  strict?: boolean;
  /** At most this many travellers (SPEC §9: 9). */
  max?: number;
}

// Lists never show full personal data (SPEC §9); the server masks already, this keeps it so.
const masked = (value: string, mask: (v: string) => string): string => (value.includes('*') ? value : mask(value));

/**
 * Traveller picker sheet (issue 3 shared kit): search employees within my booking scope and my frequent travellers,
 * select several (clkFlag and department shown), add or edit a traveller inline; duplicates, the maximum of 9 and the
 * SPEC §5 passenger rules are enforced with dictionary messages. Product-agnostic: props in, `onChange` out.
 */
export const TravellerPicker = observer(function TravellerPicker(props: TravellerPickerProps) {
  const { ui } = useStores();
  const { t } = ui;
  const max = props.max ?? LIMITS.booking.maxTickets;
  const tripEnd = props.tripEnd ?? props.travelDate;
  const [draft, setDraft] = useState<BookingTraveller[]>([...props.value]);
  const [source, setSource] = useState<TravellerSource>('employee');
  const [keyword, setKeyword] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [editing, setEditing] = useState<{
    traveller: BookingTraveller;
    isNew: boolean;
    problem: Problem | null;
  } | null>(null);

  const fetcher = (s: TravellerSource, k: string) => (pageNum: number) => props.search(s, k, pageNum);
  const results = useMemo(
    () => new PagedListStore<TravellerCandidate>(fetcher('employee', ''), LIMITS.pageSize.list, (c) => travellerKey(c)),
    // One list per picker; its source is swapped by reset().
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  useEffect(() => {
    if (props.open) {
      setDraft([...props.value]);
      setProblem(null);
      setEditing(null);
    }
    // The selection is copied when the sheet opens, not on every change outside.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.open]);

  useEffect(() => {
    if (!props.open) return undefined;
    // Typing searches after a short pause, not on every key.
    const timer = setTimeout(() => void results.reset(fetcher(source, keyword)), keyword ? 300 : 0);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.open, source, keyword]);

  const selectedKeys = new Set(draft.map((d) => d.key));

  const toggle = (c: TravellerCandidate) => {
    const key = travellerKey(c);
    if (selectedKeys.has(key)) {
      setDraft(draft.filter((d) => d.key !== key));
      setProblem(null);
      return;
    }
    // A form of one traveller (e.g. a car's passenger): choosing another person swaps them.
    const kept = max === 1 ? [] : draft;
    if (kept.length >= max) {
      setProblem({ key: validationKey('passenger.tooMany') });
      return;
    }
    const candidate = fromCandidate(c);
    const clash = checkAgainstOthers(candidate, kept);
    if (clash) {
      setProblem(clash);
      return;
    }
    setProblem(null);
    setDraft([...kept, candidate]);
  };

  const addNew = () => {
    if (draft.length >= max) {
      setProblem({ key: validationKey('passenger.tooMany') });
      return;
    }
    setEditing({ traveller: blankTraveller(), isNew: true, problem: null });
  };

  const saveEdited = (traveller: BookingTraveller) => {
    const exists = draft.some((d) => d.key === traveller.key);
    setDraft(exists ? draft.map((d) => (d.key === traveller.key ? traveller : d)) : [...draft, traveller]);
    setEditing(null);
    setProblem(null);
  };

  const confirm = () => {
    let found: Problem | null;
    if (draft.length === 0) found = { key: validationKey('passenger.empty') };
    else if (draft.length > max) found = { key: validationKey('passenger.tooMany') };
    else if (props.strict === false) {
      found = draft.map((d, i) => checkAgainstOthers(d, draft.slice(0, i))).find((p) => p !== null) ?? null;
    } else found = checkTravellerList(draft, props.travelDate, tripEnd);
    if (found && found.index !== undefined && found.field) {
      const traveller = draft[found.index] as BookingTraveller;
      setEditing({ traveller, isNew: false, problem: found });
      return;
    }
    setProblem(found);
    if (found) return;
    props.onChange(draft);
    props.onClose();
  };

  const incomplete = (d: BookingTraveller) => checkTravellerFields(d, props.travelDate, tripEnd) !== null;

  return (
    <>
      <Sheet
        open={props.open}
        title={t('booking.travellers.choose')}
        onClose={props.onClose}
        testId="traveller-picker"
        footer={
          <>
            {props.allowNew ? (
              <Pressable className="bk-btn" testId="traveller-new" onPress={addNew}>
                {t('booking.travellers.new')}
              </Pressable>
            ) : null}
            <Pressable className="bk-btn bk-btn--primary" testId="traveller-confirm" onPress={confirm}>
              {t('booking.travellers.confirm', { count: draft.length })}
            </Pressable>
          </>
        }
      >
        <View className="bk-selected" aria-live="polite" data-testid="traveller-selected">
          <Text className="bk-sub">{t('booking.travellers.selected', { count: draft.length, max })}</Text>
          {draft.map((d) => (
            <View key={d.key} className="bk-selected__chip" data-key={d.key}>
              <Text>{d.name || t('booking.travellers.new')}</Text>
              {incomplete(d) ? <Text className="bk-badge bk-badge--warn">!</Text> : null}
              <Pressable
                className="bk-icon-btn"
                label={t('booking.travellers.editOne', { name: d.name })}
                testId={`traveller-edit-${d.key}`}
                onPress={() => setEditing({ traveller: d, isNew: false, problem: null })}
              >
                <Icon icon={edit} />
              </Pressable>
              <Pressable
                className="bk-icon-btn"
                label={t('booking.travellers.removeOne', { name: d.name })}
                testId={`traveller-remove-${d.key}`}
                onPress={() => {
                  setDraft(draft.filter((x) => x.key !== d.key));
                  setProblem(null);
                }}
              >
                <Icon icon={close} />
              </Pressable>
            </View>
          ))}
        </View>
        {problem ? (
          <View className="bk-alert" role="alert" data-testid="traveller-error">
            {t(problem.key)}
          </View>
        ) : null}
        {props.bookRange ? (
          <Text className="bk-sub" data-testid="traveller-scope">
            {t('booking.travellers.scope', { scope: t(`user.scope.${props.bookRange}` as MessageKey) })}
            {props.allowNew ? ` · ${t('booking.travellers.outside')}` : ''}
          </Text>
        ) : null}
        <View className="bk-tabs" role="tablist">
          {(['employee', 'contact'] as const).map((s) => (
            <Pressable
              key={s}
              role="tab"
              selected={source === s}
              testId={`traveller-tab-${s}`}
              className={`bk-tab ${source === s ? 'bk-tab--on' : ''}`}
              onPress={() => setSource(s)}
            >
              {t(s === 'employee' ? 'booking.travellers.tab.employee' : 'booking.travellers.tab.contact')}
            </Pressable>
          ))}
        </View>
        <View className="bk-field">
          <Input
            className="bk-field__input"
            data-testid="traveller-search"
            type="text"
            value={keyword}
            placeholder={t('booking.travellers.search')}
            aria-label={t('booking.travellers.search')}
            onInput={(e) => setKeyword(e.detail.value)}
            onConfirm={() => void results.reset(fetcher(source, keyword))}
          />
        </View>
        <View role="list" data-testid="traveller-results" aria-busy={results.loading}>
          {results.items.map((c) => {
            const key = travellerKey(c);
            const doc = c.documents[0];
            const on = selectedKeys.has(key);
            return (
              <Pressable
                key={key}
                role="checkbox"
                selected={on}
                testId={`traveller-row-${key}`}
                className={`bk-person bk-check ${on ? 'bk-check--on' : ''}`}
                onPress={() => toggle(c)}
              >
                <View className="bk-check__box" aria-hidden>
                  {on ? <Icon icon={check} color="#fff" /> : null}
                </View>
                <View className="bk-person__main">
                  <Text className="bk-person__name">
                    {c.name}{' '}
                    <Text className="bk-badge" data-clk={c.clkFlag}>
                      {t(c.clkFlag === 2 ? 'booking.clk.employee' : 'booking.clk.contact')}
                    </Text>
                  </Text>{' '}
                  <Text className="bk-sub">
                    {[
                      c.deptName,
                      c.phoneNumber ? masked(c.phoneNumber, maskMobile) : '',
                      doc
                        ? `${t(`booking.idType.${doc.idType}` as MessageKey)} ${masked(
                            doc.masked,
                            doc.idType === 'PASSPORT' ? maskPassport : maskIdNumber,
                          )}`
                        : '',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </View>
              </Pressable>
            );
          })}
          {results.empty ? (
            <Text className="bk-sub" role="status" data-testid="traveller-none">
              {t('booking.travellers.empty')}
            </Text>
          ) : null}
          {results.failed ? (
            <Pressable className="bk-btn bk-btn--inline" onPress={() => void results.refresh()}>
              {t('common.retry')}
            </Pressable>
          ) : null}
          {results.hasMore ? (
            <Pressable
              className="bk-btn bk-btn--inline"
              testId="traveller-more"
              onPress={() => void results.loadMore()}
            >
              {results.loading ? t('common.loading') : t('common.loadMore')}
            </Pressable>
          ) : null}
        </View>
      </Sheet>
      {editing ? (
        <TravellerForm
          open
          value={editing.traveller}
          isNew={editing.isNew}
          others={draft}
          travelDate={props.travelDate}
          tripEnd={tripEnd}
          initialProblem={editing.problem}
          onSave={saveEdited}
          onCancel={() => setEditing(null)}
        />
      ) : null}
    </>
  );
});
