import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Calendar } from '../../../components/Calendar';
import { CityPicker, type PickedPlace } from '../../../components/CityPicker';
import { PickerRow, TextField } from '../../../components/booking';
import { chinaNow } from '../../../domain/time';
import { useStores } from '../../../stores';
import { CITY_PRODUCT, isStay, type LegDraft, type LegErrors, type LegTab } from '../legs';
import '../../../components/booking/kit.scss';
import '../../../i18n/parts/trip';
import { clock } from '../../../hosts/clock';

/** Days ahead a leg may be planned (the flight sale horizon, SPEC §13 demo clock). */
const PLAN_DAYS = 365;

type Open = 'from' | 'to' | 'dates' | null;

/**
 * The fields of one route leg: cities (city picker of the leg's product), date or date range (calendar), supplier
 * and hotel name for hotels, flight/train number, and the planned cost in yuan. Props in, patches out.
 */
export const LegForm = observer(function LegForm(props: {
  tab: LegTab;
  value: LegDraft;
  errors: LegErrors;
  onChange(patch: Partial<LegDraft>): void;
  /** Prefix of ids and test ids. */
  id: string;
}) {
  const { ui } = useStores();
  const { t } = ui;
  const { tab, value: d, errors, onChange, id } = props;
  const [open, setOpen] = useState<Open>(null);
  const stay = isStay(tab);
  const today = chinaNow(clock.now()).format('YYYY-MM-DD');
  const max = chinaNow(clock.now()).add(PLAN_DAYS, 'day').format('YYYY-MM-DD');
  const err = (key: keyof LegErrors) => (errors[key] ? t(errors[key]) : undefined);

  const pickCity = (which: 'from' | 'to', place: PickedPlace) => {
    const code = place.cityCode || place.code;
    if (which === 'from') onChange({ departCity: code, departCityName: place.name });
    else onChange({ arriveCity: code, arriveCityName: place.name });
    setOpen(null);
  };

  const datesText = stay
    ? d.departDate
      ? t('trip.dates', { begin: d.departDate, end: d.arriveDate || '…' })
      : ''
    : d.departDate;

  return (
    <>
      <PickerRow
        id={`${id}-from`}
        label={t(stay ? 'trip.leg.city' : 'trip.leg.from')}
        value={d.departCityName}
        placeholder={t('trip.leg.chooseCity')}
        required
        error={err('departCity')}
        onClick={() => setOpen('from')}
      />
      {stay ? null : (
        <PickerRow
          id={`${id}-to`}
          label={t('trip.leg.to')}
          value={d.arriveCityName}
          placeholder={t('trip.leg.chooseCity')}
          required
          error={err('arriveCity')}
          onClick={() => setOpen('to')}
        />
      )}
      <PickerRow
        id={`${id}-dates`}
        label={t(tab === 'hotel' ? 'trip.leg.stay' : stay ? 'trip.leg.useDates' : 'trip.leg.date')}
        value={datesText}
        placeholder={t('trip.leg.chooseDate')}
        required
        error={err('departDate') ?? err('arriveDate')}
        onClick={() => setOpen('dates')}
      />
      {tab === 'hotel' || tab === 'car' ? (
        <TextField
          id={`${id}-supplier`}
          label={t(tab === 'hotel' ? 'trip.leg.supplier' : 'trip.leg.carSupplier')}
          placeholder={t(tab === 'hotel' ? 'trip.leg.supplier.placeholder' : 'trip.optional')}
          value={d.cxr}
          maxlength={60}
          required={tab === 'hotel'}
          error={err('cxr')}
          onChange={(cxr) => onChange({ cxr })}
        />
      ) : null}
      {tab === 'car' ? null : (
        <TextField
          id={`${id}-name`}
          label={t(tab === 'hotel' ? 'trip.leg.hotelName' : tab === 'train' ? 'trip.leg.trainNo' : 'trip.leg.flightNo')}
          placeholder={t('trip.optional')}
          value={d.flightNo}
          maxlength={60}
          onChange={(flightNo) => onChange({ flightNo })}
        />
      )}
      <TextField
        id={`${id}-cost`}
        label={t('trip.leg.cost')}
        placeholder={t(tab === 'car' ? 'trip.leg.cost.required' : 'trip.leg.cost.placeholder')}
        type="digit"
        maxlength={12}
        value={d.costText}
        required={tab === 'car'}
        error={err('cost')}
        onChange={(costText) => onChange({ costText })}
      />
      <CityPicker
        open={open === 'from' || open === 'to'}
        title={t(open === 'to' ? 'trip.leg.to' : stay ? 'trip.leg.city' : 'trip.leg.from')}
        productCode={CITY_PRODUCT[tab]}
        history={[]}
        current={open === 'to' ? d.arriveCity : d.departCity}
        onSelect={(place) => pickCity(open === 'to' ? 'to' : 'from', place)}
        onClose={() => setOpen(null)}
      />
      <Calendar
        open={open === 'dates'}
        title={t(tab === 'hotel' ? 'trip.leg.stay' : stay ? 'trip.leg.useDates' : 'trip.leg.date')}
        mode={stay ? 'range' : 'single'}
        start={stay ? d.departDate : d.departDate || today}
        end={stay ? d.arriveDate || undefined : undefined}
        min={today}
        max={max}
        startLabel={stay ? t(tab === 'hotel' ? 'trip.leg.checkIn' : 'trip.leg.start') : undefined}
        endLabel={stay ? t(tab === 'hotel' ? 'trip.leg.checkOut' : 'trip.leg.end') : undefined}
        onConfirm={(start, end) => {
          onChange(stay ? { departDate: start, arriveDate: end || start } : { departDate: start });
          setOpen(null);
        }}
        onClose={() => setOpen(null)}
      />
    </>
  );
});
