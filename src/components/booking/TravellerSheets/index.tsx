import { observer } from 'mobx-react-lite';
import { useStores } from '../../../stores';
import { useBookingStore, type BookingTraveller } from '../../../stores/booking';
import { TravellerForm } from '../TravellerForm';
import { TravellerPicker } from '../TravellerPicker';

export interface TravellerSheetsProps {
  /** The product's code: the employee's booking scope for it (rangeMap), else their bookRange. */
  cplx: string;
  travelDate: string;
  tripEnd: string;
  pickerOpen: boolean;
  onClosePicker(): void;
  /** The traveller being edited, null when none. */
  editing: BookingTraveller | null;
  onEditEnd(): void;
}

/** A booking form's traveller sheets on the kit's store: the picker and the one traveller's edit form. */
export const TravellerSheets = observer(function TravellerSheets(props: TravellerSheetsProps) {
  const { session } = useStores();
  const booking = useBookingStore();
  const emp = session.userInfo?.empInfo ?? null;
  if (!emp) return null;
  const travellers = booking.travellers;
  const { travelDate, tripEnd, editing } = props;
  return (
    <>
      <TravellerPicker
        open={props.pickerOpen}
        value={travellers}
        onChange={(next) => booking.setTravellers(next)}
        max={booking.travellerLimit}
        onClose={props.onClosePicker}
        search={(source, keyword, pageNum) => booking.searchTravellers(source, keyword, pageNum)}
        travelDate={travelDate}
        tripEnd={tripEnd}
        allowNew={emp.bookOutside === 1}
        bookRange={emp.rangeMap?.[props.cplx] ?? emp.bookRange}
      />
      {editing ? (
        <TravellerForm
          open
          value={editing}
          isNew={false}
          others={travellers}
          travelDate={travelDate}
          tripEnd={tripEnd}
          onSave={(tr) => {
            booking.saveTraveller(tr);
            props.onEditEnd();
          }}
          onCancel={props.onEditEnd}
        />
      ) : null}
    </>
  );
});
