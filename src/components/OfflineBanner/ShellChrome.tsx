import { useEffect } from 'react';
import { installBackButton } from '../../hosts/back';
import { translate } from '../../i18n';
import '../../i18n/parts/shell';
import { useStores } from '../../stores';
import { ConsentGate } from '../ConsentGate';
import { OfflineBanner } from './index';

/**
 * What every page carries from its host: the offline banner, the agreement consent asked again for a session that
 * outlived its version (../ConsentGate), and in the app shell the hardware back button (registered once per app;
 * installing again only refreshes the text source). Mounted by PageShell.
 */
export function ShellChrome() {
  const { ui } = useStores();

  useEffect(() => {
    // Read at press time, so a language switch after registering is honoured.
    installBackButton(() => translate(ui.locale, 'shell.exitHint'));
  }, [ui]);

  return (
    <>
      <OfflineBanner />
      <ConsentGate />
    </>
  );
}
