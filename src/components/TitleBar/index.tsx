import { useState, type ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import Taro, { useDidShow } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { goBack, goHome } from '../../router';
import { useStores } from '../../stores';
import { Icon } from '../Icon';
import { chevronLeft, home } from '../Icon/icons';
import { Pressable } from '../Pressable';
import '../../i18n/parts/shell';
import './index.scss';

interface Props {
  /** The screen's title, already translated (PageShell passes the route's dictionary text). */
  title: string;
  /** Controls at the right end (share, filter …). */
  right?: ReactNode;
}

/** Something under this page to go back to: a deep link or a reload starts a stack of one. */
function hasHistory(): boolean {
  return Taro.getCurrentPages().length > 1;
}

/**
 * The H5 title bar (mini-programs keep their native bar, titled by `setPageTitle`): back to the previous screen, or
 * home when the page was opened directly and there is nothing to go back to; the title as the page's heading.
 * Sticky at the top, below the safe area of notched screens.
 */
export const TitleBar = observer(function TitleBar({ title, right }: Props) {
  const { ui } = useStores();
  // Read again whenever the page shows: the stack may have changed under it (a redirect, a relaunch).
  const [canGoBack, setCanGoBack] = useState(hasHistory);
  useDidShow(() => setCanGoBack(hasHistory()));

  return (
    <View className="obt-title-bar" role="banner" data-testid="title-bar">
      <View className="obt-title-bar__side">
        <Pressable
          className="obt-title-bar__button"
          label={ui.t(canGoBack ? 'common.back' : 'shell.home')}
          testId="title-bar-back"
          onPress={() => void (canGoBack ? goBack() : goHome()).catch(() => undefined)}
        >
          <Icon icon={canGoBack ? chevronLeft : home} />
        </Pressable>
      </View>
      <Text className="obt-title-bar__title" role="heading" aria-level={1}>
        {title}
      </Text>
      <View className="obt-title-bar__side obt-title-bar__side--end">{right}</View>
    </View>
  );
});
