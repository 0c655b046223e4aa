/**
 * The traveller edit sheet (issue 15 small ones: "a phone error below the fold is not scrolled into view"): the
 * field a save finds wrong takes the focus — the host scrolls a focused input into view — and typing releases it.
 */
import { TravellerForm } from '../../../src/components/booking/TravellerForm';
import { blankTraveller, type BookingTraveller } from '../../../src/stores/booking';
import { StoreProvider } from '../../../src/stores';
import { byTestId, click, render, type } from '../support/render';
import { makeStore } from '../support/stores';
import { resetTaro } from '../support/taro';

const ADULT: BookingTraveller = {
  ...blankTraveller(),
  name: '王五',
  idType: 'ID',
  idno: '110101199001011237',
  born: '1990-01-01',
  sex: 'M',
  phone: '1380000',
};

async function show(value: BookingTraveller, onSave = jest.fn()) {
  const { store } = makeStore();
  const view = await render(
    <StoreProvider store={store}>
      <TravellerForm
        open
        value={value}
        isNew
        others={[]}
        travelDate="2026-12-01"
        tripEnd="2026-12-01"
        onSave={onSave}
        onCancel={() => undefined}
      />
    </StoreProvider>,
  );
  return { ...view, onSave };
}

beforeEach(() => resetTaro());
afterEach(() => {
  document.body.innerHTML = '';
});

describe('TravellerForm: the wrong field comes into view on save', () => {
  it('focuses the phone field with its error when the phone is wrong', async () => {
    const { container, onSave } = await show(ADULT);
    const phone = container.querySelector('#traveller-phone') as HTMLInputElement;
    expect(document.activeElement).not.toBe(phone);
    await click(byTestId(container, 'traveller-save'));
    expect(onSave).not.toHaveBeenCalled();
    expect(byTestId(container, 'traveller-phone-error')).not.toBeNull();
    expect(document.activeElement).toBe(phone);
  });

  it('focuses the name when the name is missing, and saves once the fields are right', async () => {
    const { container, onSave } = await show({ ...ADULT, name: '', phone: '13800000001' });
    await click(byTestId(container, 'traveller-save'));
    expect(document.activeElement).toBe(container.querySelector('#traveller-name'));
    await type(container.querySelector('#traveller-name'), '王五');
    await click(byTestId(container, 'traveller-save'));
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
