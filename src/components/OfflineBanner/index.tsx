import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { isOnline, watchNetwork } from '../../hosts/network';
import '../../i18n/parts/shell';
import { useStores } from '../../stores';
import { usePushDown } from './usePushDown';
import './index.scss';

/**
 * A clear banner while the device is offline (SPEC §9 network check every 500 ms). The status region is always
 * in the page so screen readers announce the change; it is empty while online. On H5 it sits above the title bar
 * and pushes it down while shown (./usePushDown.ts), so neither covers the other when the page scrolls.
 */
export const OfflineBanner = observer(function OfflineBanner() {
  const { ui } = useStores();
  const [online, setOnline] = useState(isOnline);
  const region = usePushDown<HTMLElement>(!online);

  useEffect(() => {
    const stop = watchNetwork(setOnline);
    // The state may have changed between the first render and the subscription.
    setOnline(isOnline());
    return stop;
  }, []);

  return (
    <View ref={region} className="obt-offline" role="status" aria-live="polite">
      {!online && (
        <View className="obt-offline__banner">
          <View className="obt-offline__icon" aria-hidden />
          <View className="obt-offline__text">
            <Text className="obt-offline__title">{ui.t('shell.offline')}</Text>
            <Text className="obt-offline__hint">{ui.t('shell.offlineHint')}</Text>
          </View>
        </View>
      )}
    </View>
  );
});
