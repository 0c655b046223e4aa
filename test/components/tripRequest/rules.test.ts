import {
  bookingFields,
  choiceOf,
  dateOutsideWindow,
  overBudget,
  prefillOf,
  tripRequestRequired,
} from '../../../src/components/tripRequest';
import { REQUEST } from './harness';

describe('trip-request rules (pre-fill, window, budget, bookStyle)', () => {
  const leg = choiceOf('10901', REQUEST, 'r1');

  it('requires a request only with bookStyle 2', () => {
    expect(tripRequestRequired(2)).toBe(true);
    expect(tripRequestRequired(1)).toBe(false);
    expect(tripRequestRequired(undefined)).toBe(false);
  });

  it('pre-fills the leg cities, its first bookable day and the travellers', () => {
    expect(prefillOf(leg, '2026-11-22')).toEqual({
      depCity: 'BJS',
      depCityName: '北京',
      arrCity: 'SHA',
      arrCityName: '上海',
      date: '2026-12-01',
      endDate: '',
      travellers: REQUEST.travellers,
    });
    // The window began before today: the search starts today.
    expect(prefillOf(leg, '2026-12-02').date).toBe('2026-12-02');
    // A window already over: the leg's day stays (the search refuses the past date).
    expect(prefillOf(leg, '2026-12-09').date).toBe('2026-12-01');
    // Without a leg: the request's dates, no cities.
    const whole = choiceOf('10901', REQUEST, null);
    expect(prefillOf(whole, '2026-11-22')).toMatchObject({ depCity: '', date: '2026-12-01', endDate: '2026-12-03' });
    expect(whole).toMatchObject({ routeId: '', windowFrom: '2026-11-29', windowTo: '2026-12-05' });
  });

  it('finds dates outside the window', () => {
    expect(dateOutsideWindow(leg, ['2026-12-01'])).toBeNull();
    expect(dateOutsideWindow(leg, ['2026-12-01', '2026-12-04'])).toBe('2026-12-04');
    expect(dateOutsideWindow(leg, ['2026-11-28'])).toBe('2026-11-28');
    expect(dateOutsideWindow(null, ['2030-01-01'])).toBeNull();
  });

  it('compares the total with the remaining budget of the product area', () => {
    expect(overBudget(leg, 150000)).toBe(false);
    expect(overBudget(leg, 150001)).toBe(true);
    expect(overBudget(null, 99999999)).toBe(false);
    const hotel = choiceOf('10903', REQUEST, null);
    expect(hotel).toMatchObject({ area: 'accommodation', remainingFen: 100000 });
  });

  it('sends the request, the leg, the confirmation and the over-budget reason', () => {
    expect(bookingFields(null, true, { reasonId: 'x', text: '' })).toEqual({});
    expect(bookingFields(leg, false, { reasonId: 'x', text: '' })).toEqual({ ccsqdId: 'q1', routeId: 'r1' });
    expect(bookingFields(leg, true, { reasonId: '', text: ' 会议改期 ' })).toEqual({
      ccsqdId: 'q1',
      routeId: 'r1',
      overBudgetReasonText: '会议改期',
    });
    const booked = choiceOf('10901', REQUEST, 'r2', true);
    expect(bookingFields(booked, true, { reasonId: 'w1', text: '会议' })).toEqual({
      ccsqdId: 'q1',
      routeId: 'r2',
      confirmRouteBooked: true,
      overBudgetReasonId: 'w1',
    });
    // Confirmation only sticks to a leg that is booked.
    expect(choiceOf('10901', REQUEST, 'r1', true).confirmedBooked).toBe(false);
  });
});
