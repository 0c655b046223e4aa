/** Pieces shared by the invoice screens: status badge, amounts, the address chooser, the e-mail dialog. */
import { useCallback, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { Address } from '../../../../../api/contract';
import type { InvoiceStatus } from '../../../../../api/contract/invoice';
import { vipEmpAddrList } from '../../../../../api/people';
import { Sheet, TextField } from '../../../../../components/booking';
import { Pressable } from '../../../../../components/Pressable';
import { formatYuan, yuanToFen } from '../../../../../domain/money';
import { maskMobile } from '../../../../../domain/masking';
import { checkEmail } from '../../../../../domain/validators';
import { validationKey, type MessageKey } from '../../../../../i18n';
import { navigate } from '../../../../../router';
import { useStores } from '../../../../../stores';
import { addressText } from '../../../people/addressForm';
import '../../../../../components/booking/kit.scss';
import '../../../people/people.scss';
import './invoice.scss';
import '../../../../../i18n/parts/invoice';

/** '¥1,234.50' of a yuan amount as answered. */
export function yuan(amount: number): string {
  return formatYuan(yuanToFen(amount));
}

export const InvoiceStatusBadge = observer(function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { ui } = useStores();
  return (
    <Text className={`inv-status inv-status--${status}`} data-status={status} data-testid="invoice-status">
      {ui.t(`invoice.status.${status}` as MessageKey)}
    </Text>
  );
});

/** All my saved addresses (vipEmpAddr/list, every page); `reload` again after adding one. */
export function useAddresses() {
  const [addresses, setAddresses] = useState<Address[]>([]);
  const [loaded, setLoaded] = useState(false);
  const reload = useCallback(async () => {
    const all: Address[] = [];
    for (let pageNum = 1; pageNum <= 10; pageNum += 1) {
      const answer = await vipEmpAddrList({ pageNum, count: 50 });
      const rows = answer.list ?? [];
      all.push(...rows);
      if (rows.length === 0 || all.length >= (answer.data?.total ?? 0)) break;
    }
    setAddresses(all);
    setLoaded(true);
    return all;
  }, []);
  return { addresses, loaded, reload };
}

const shownPhone = (phone: string): string => (phone.includes('*') ? phone : maskMobile(phone));

/** A bottom sheet choosing one of my saved addresses, with a way to add one. */
export const AddressSheet = observer(function AddressSheet(props: {
  open: boolean;
  addresses: readonly Address[];
  chosenId: string;
  onChoose(address: Address): void;
  onClose(): void;
}) {
  const { ui } = useStores();
  const { t } = ui;
  return (
    <Sheet
      open={props.open}
      title={t('invoice.add.chooseAddress')}
      onClose={props.onClose}
      testId="invoice-address-sheet"
      footer={
        <Pressable
          className="bk-btn"
          testId="invoice-address-new"
          onPress={() => {
            props.onClose();
            void navigate('/userCenter/CommonInfo/EditAddress');
          }}
        >
          {t('invoice.add.newAddress')}
        </Pressable>
      }
    >
      <View role="radiogroup" aria-label={t('invoice.add.chooseAddress')}>
        {props.addresses.map((a) => (
          <Pressable
            key={a.empAddrId}
            role="radio"
            selected={props.chosenId === a.empAddrId}
            className="bk-person"
            testId={`invoice-address-${a.empAddrId}`}
            onPress={() => props.onChoose(a)}
          >
            <View className="bk-person__main">
              <Text className="bk-person__name">
                {a.recipient} {shownPhone(a.phoneNumber)}
              </Text>
              <Text className="bk-sub">{addressText(a)}</Text>
            </View>
          </Pressable>
        ))}
        {props.addresses.length === 0 ? (
          <Text className="bk-sub" role="status">
            {t('invoice.add.noAddress')}
          </Text>
        ) : null}
      </View>
    </Sheet>
  );
});

/**
 * The e-mail download dialog (SPEC §3: url, email): shows the download link and sends it to an address (checked
 * before sending). `onSend` rejects when the call failed; the dialog stays open then.
 */
export const EmailDialog = observer(function EmailDialog(props: {
  open: boolean;
  url: string;
  email: string;
  onClose(): void;
  onSend(email: string): Promise<void>;
}) {
  const { ui } = useStores();
  const { t } = ui;
  const [email, setEmail] = useState(props.email);
  const [error, setError] = useState<MessageKey | null>(null);
  const [sending, setSending] = useState(false);
  const [shownFor, setShownFor] = useState(false);
  // Each opening starts from the address on file.
  if (props.open !== shownFor) {
    setShownFor(props.open);
    if (props.open) {
      setEmail(props.email);
      setError(null);
    }
  }
  const send = async () => {
    if (sending) return;
    const code = checkEmail(email.trim());
    if (code) {
      setError(validationKey(code));
      return;
    }
    setSending(true);
    try {
      await props.onSend(email.trim());
    } catch {
      // The transport showed why; keep the dialog open for another try.
    } finally {
      setSending(false);
    }
  };
  return (
    <Sheet
      open={props.open}
      title={t('invoice.email.title')}
      onClose={props.onClose}
      testId="invoice-email-dialog"
      footer={
        <Pressable
          className="bk-btn bk-btn--primary"
          testId="invoice-email-send"
          disabled={sending}
          onPress={() => void send()}
        >
          {t(sending ? 'invoice.email.sending' : 'invoice.email.send')}
        </Pressable>
      }
    >
      {props.url ? (
        <View className="bk-field">
          <Text className="bk-field__label">{t('invoice.email.link')}</Text>
          <Text className="inv-url" data-testid="invoice-email-url">
            {props.url}
          </Text>
        </View>
      ) : null}
      <TextField
        id="invoice-email-field"
        label={t('invoice.email.field')}
        value={email}
        maxlength={254}
        required
        error={error ? t(error) : undefined}
        onChange={(value) => {
          setEmail(value);
          setError(null);
        }}
      />
    </Sheet>
  );
});
