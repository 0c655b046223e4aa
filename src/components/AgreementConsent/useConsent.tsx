import { useRef, useState, type ComponentType, type ReactNode } from 'react';
import { showToast } from '../../hosts/ui';
import { useStores } from '../../stores';
import { deviceAccepted, rememberDeviceConsent } from './deviceConsent';
import type { ConsentDialogProps } from './ConsentDialog';

/** The consent state of a sign-in or registration screen. */
export interface Consent {
  /** Whether the box is ticked. */
  agreed: boolean;
  setAgreed(agreed: boolean): void;
  /**
   * Resolves true when the user has agreed: at once when the box is ticked, otherwise after "Agree and continue"
   * in the dialog (which ticks the box); false on Cancel.
   */
  ensure(): Promise<boolean>;
  /** The dialog while it asks (render it anywhere on the page); null otherwise. */
  dialog: ReactNode;
}

// The dialog and its texts load on first use: most people tick the box, and the login page is the H5 entry.
const loadDialog = () => import('./ConsentDialog').then((m) => m.ConsentDialog);

/** Consent per device and version (deviceConsent.ts); the server record follows sign-in (record.ts). */
export function useConsent(): Consent {
  const { ui } = useStores();
  const [agreed, setAgreedState] = useState(deviceAccepted);
  const [asking, setAsking] = useState<{ Dialog: ComponentType<ConsentDialogProps>; answer(ok: boolean): void } | null>(
    null,
  );
  // ensure() runs inside submit handlers created before the last render: read the latest tick, not a stale one.
  const ticked = useRef(agreed);

  function setAgreed(value: boolean): void {
    ticked.current = value;
    setAgreedState(value);
    rememberDeviceConsent(value);
  }

  function ensure(): Promise<boolean> {
    if (ticked.current) return Promise.resolve(true);
    return loadDialog().then(
      (Dialog) =>
        new Promise<boolean>((resolve) => {
          setAsking({
            Dialog,
            answer(ok) {
              setAsking(null);
              if (ok) setAgreed(true);
              resolve(ok);
            },
          });
        }),
      () => {
        // No network for the dialog's chunk: say what is missing; the box itself still works.
        const t = ui.t;
        showToast(
          `${t('login.agree.prefix')}${t('login.agree.user')}${t('login.agree.and')}${t('login.agree.privacy')}`,
          3000,
        );
        return false;
      },
    );
  }

  const dialog = asking ? <asking.Dialog onAnswer={asking.answer} /> : null;
  return { agreed, setAgreed, ensure, dialog };
}
