import { observer } from 'mobx-react-lite';
import type { CostCenter } from '../../../api/contract';
import { useStores } from '../../../stores';
import { OptionPicker } from '../OptionPicker';
import '../../../i18n/parts/booking';

export interface CostCenterPickerProps {
  options: readonly CostCenter[];
  value: CostCenter | null;
  onChange(value: CostCenter | null): void;
  /** The company requires a cost centre (BookingRules.costCenterRequired). */
  required: boolean;
  error?: string;
}

/** Cost centre of the booking (costCenterFindList), required where the company says so. */
export const CostCenterPicker = observer(function CostCenterPicker(props: CostCenterPickerProps) {
  const { ui } = useStores();
  return (
    <OptionPicker
      id="cost-center"
      title={ui.t('booking.costCenter.title')}
      options={props.options.map((c) => ({ id: c.costCenterId, name: c.name, code: c.code }))}
      valueId={props.value?.costCenterId ?? null}
      onChange={(id) => props.onChange(props.options.find((c) => c.costCenterId === id) ?? null)}
      required={props.required}
      error={props.error}
    />
  );
});
