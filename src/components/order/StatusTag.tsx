import { Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { groupOf } from '../../domain/orderStatus';
import { useStores } from '../../stores';
import { orderStatusKey } from './statusKey';

/** An order status as a coloured tag: the label from the dictionaries, the colour from its order-centre group. */
export const StatusTag = observer(function StatusTag({ status }: { status: string }) {
  const { ui } = useStores();
  const group = groupOf(status);
  return (
    <Text className={`obt-status obt-status--${group}`} data-status={status} data-group={group}>
      {ui.t(orderStatusKey(status))}
    </Text>
  );
});
