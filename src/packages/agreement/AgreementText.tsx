import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { AGREEMENT_EFFECTIVE, AGREEMENT_VERSION } from '../../api/contract/agreements';
import { PageShell } from '../../components/PageShell';
import type { MessageKey } from '../../i18n';
import { useStores } from '../../stores';
import '../../i18n/parts/agreement';
import './agreement.scss';

/** Sections of each text, in order (keys `agreement.<kind>.s<n>.h` and `.p` in i18n/parts/agreement.ts). */
const SECTIONS = { user: 11, privacy: 10 } as const;

export type AgreementKind = keyof typeof SECTIONS;

/**
 * One of the two texts (issue 15, PIPL) in the reader's language: title, version and effective date, the
 * introduction, then numbered sections. Public: read before anyone signs in.
 */
export const AgreementText = observer(function AgreementText({ kind }: { kind: AgreementKind }) {
  const { t } = useStores().ui;
  const key = (suffix: string) => `agreement.${kind}.${suffix}` as MessageKey;
  const sections = Array.from({ length: SECTIONS[kind] }, (_, i) => i + 1);
  return (
    <PageShell route={`/agreement/${kind}`} title={key('title')} className="agreement-page">
      <View className="agreement-page__doc" data-testid={`agreement-${kind}`}>
        <Text className="agreement-page__title" role="heading" aria-level={1}>
          {t(key('title'))}
        </Text>
        <Text className="agreement-page__meta" data-testid="agreement-meta">
          {t('agreement.meta', { version: AGREEMENT_VERSION, date: AGREEMENT_EFFECTIVE })}
        </Text>
        <Text className="agreement-page__para">{t(key('intro'))}</Text>
        {sections.map((n) => (
          <View key={n} className="agreement-page__section">
            <Text className="agreement-page__heading" role="heading" aria-level={2}>
              {t(key(`s${n}.h`))}
            </Text>
            {t(key(`s${n}.p`))
              .split('\n')
              .map((para, i) => (
                <Text key={i} className="agreement-page__para">
                  {para}
                </Text>
              ))}
          </View>
        ))}
      </View>
    </PageShell>
  );
});
