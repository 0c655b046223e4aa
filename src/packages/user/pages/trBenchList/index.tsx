import { trBenchList } from '../../../../api/people';
import { UserOrderList } from '../../people/UserOrderList';
import '../../../../i18n/parts/people';

/** Train berth (waitlist) orders (SPEC §2 /userCenter/trBenchList; order type 20031). Details come with trains. */
export default function TrBenchListPage() {
  return (
    <UserOrderList
      route="/userCenter/trBenchList"
      title="people.trBench.title"
      empty="people.trBench.empty"
      call={trBenchList}
    />
  );
}
