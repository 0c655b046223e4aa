import { useEffect, useRef } from 'react';
import { useDidShow } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { redirectTo } from '../../router';
import { useStores } from '../../stores';
import { checkRestoredSession, gateState, setFront } from './gate';

let gates = 0;

/**
 * Every page's part of the consent re-ask (./gate.ts): says when its page is in front, runs the once-per-run check
 * of a restored session, and shows the dialog when it was asked for on this page. Mounted by ShellChrome.
 */
export const ConsentGate = observer(function ConsentGate() {
  const { session } = useStores();
  const id = useRef(0);
  if (id.current === 0) id.current = ++gates;

  useDidShow(() => setFront(id.current));
  useEffect(() => {
    setFront(id.current);
    void checkRestoredSession(session, () => redirectTo('/login'));
  }, [session]);

  const asking = gateState.asking;
  if (!asking || asking.owner !== id.current) return null;
  return <asking.Dialog onAnswer={asking.answer} />;
});
