import { useEffect, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { PageShell } from '../../../../components/PageShell';
import { Pressable } from '../../../../components/Pressable';
import { EmptyState } from '../../../../components/EmptyState';
import { formatYuan } from '../../../../domain/money';
import { navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { useFlightStore } from '../../store';
import { dayText, priceText, weekdayText } from '../../format';
import { SUGGESTION_DAYS, cheaperDays } from '../../afterSales/info';
import { Section } from '../../afterSales/parts';
import './index.scss';
import '../../../../i18n/parts/afterSales';
import { NO_TRANSLATE } from '../../../../components/Pressable/noTranslate';

const ROUTE = '/tk/strategy';

const TIPS = ['early', 'flexible', 'offPeak', 'rules', 'policy'] as const;

/**
 * Booking strategy for the searched route (SPEC §2 /tk/strategy; §9 flight suggestion within 29 days): cheaper
 * days of the coming 29 days from the low-price calendar (weekPrice), and general booking tips.
 */
function StrategyPage() {
  const { ui } = useStores();
  const { t } = ui;
  const store = useFlightStore();
  const { depCity, arrCity, depDate } = store.query;
  const today = store.today;
  const dep = depCity?.code ?? '';
  const arr = arrCity?.code ?? '';
  const route = dep && arr ? { dep, arr } : null;
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (!dep || !arr) return;
    let live = true;
    setLoaded(false);
    void store.loadDayPrices({ dep, arr }, today, SUGGESTION_DAYS).finally(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [store, dep, arr, today]);

  const prices = store.pricesFor(route);
  const searchedPrice = prices[depDate];
  const days = route ? cheaperDays(prices, depDate, today) : [];

  const searchDay = (date: string) => {
    store.setDates(date);
    if (!store.startSearch()) void navigate('/tk/tkList');
  };

  return (
    <PageShell route={ROUTE} title="afterSales.strategy.title" className="as-page tk-strategy">
      {route && depCity && arrCity ? (
        <Section id="strategy-days" title={t('afterSales.strategy.cheaper')}>
          <Text className="as-sub" {...NO_TRANSLATE}>
            {t('afterSales.strategy.route', { from: depCity.name, to: arrCity.name })}
            {' · '}
            {dayText(depDate, t)} {weekdayText(depDate, t)}
            {typeof searchedPrice === 'number' ? ` · ${priceText(searchedPrice)}` : ''}
          </Text>
          {!loaded ? (
            <Text className="as-sub" role="status">
              {t('common.loading')}
            </Text>
          ) : days.length === 0 ? (
            <Text className="as-note" role="status" data-testid="strategy-none">
              {t('afterSales.strategy.none', { days: SUGGESTION_DAYS })}
            </Text>
          ) : (
            <>
              <Text className="as-sub">
                {t(
                  typeof searchedPrice === 'number'
                    ? 'afterSales.strategy.cheaperHint'
                    : 'afterSales.strategy.lowestHint',
                  { days: SUGGESTION_DAYS },
                )}
              </Text>
              {/* A group of links named by what they show (date, price, saving), not a list: a list takes only listitems. */}
              <View className="as-days" role="group" data-testid="strategy-days-list">
                {days.map((d) => (
                  <Pressable
                    key={d.date}
                    className="as-day as-day--low"
                    role="link"
                    onPress={() => searchDay(d.date)}
                    testId={`strategy-day-${d.date}`}
                  >
                    <Text>
                      {dayText(d.date, t)} {weekdayText(d.date, t)}
                    </Text>
                    <Text className="as-day__price">{priceText(d.price)}</Text>
                    {d.savingFen ? (
                      <Text className="as-sub">
                        {t('afterSales.strategy.save', { amount: formatYuan(d.savingFen) })}
                      </Text>
                    ) : null}
                  </Pressable>
                ))}
              </View>
            </>
          )}
        </Section>
      ) : (
        <EmptyState
          text={t('afterSales.strategy.noRoute')}
          actionText={t('afterSales.strategy.toQuery')}
          onAction={() => void navigate('/tk/tkQuery')}
        />
      )}

      <Section id="strategy-tips" title={t('afterSales.strategy.tips')}>
        <View role="list">
          {TIPS.map((tip) => (
            <View key={tip} className="as-tip" role="listitem">
              <Text className="as-item__name">{t(`afterSales.strategy.tip.${tip}`)}</Text>
              <Text className="as-sub">{t(`afterSales.strategy.tip.${tip}.text`)}</Text>
            </View>
          ))}
        </View>
      </Section>

      <View className="as-buttons">
        <Pressable
          className="as-btn as-btn--block"
          role="link"
          onPress={() => void navigate('/tk/tkNeed')}
          testId="strategy-need"
        >
          {t('afterSales.strategy.need')}
        </Pressable>
      </View>
    </PageShell>
  );
}

export default observer(StrategyPage);
