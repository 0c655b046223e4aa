import {
  isTripOverBudget,
  tripAreaBudgetFen,
  tripBookedFen,
  tripBudgetAreaOf,
  tripPlannedFen,
  tripRemainingFen,
  tripTotalFen,
} from '../../../src/domain';

describe('SPEC §3 trip application budgets (fen)', () => {
  it('zys is transport + accommodation + other, exact in fen', () => {
    expect(tripTotalFen({ jtysFen: 150000, zsysFen: 90000, qtysFen: 10050 })).toBe(250050);
    expect(tripTotalFen({ jtysFen: 0, zsysFen: 0, qtysFen: 0 })).toBe(0);
    // 0.1 + 0.2 yuan: no float drift in fen.
    expect(tripTotalFen({ jtysFen: 10, zsysFen: 20, qtysFen: 0 })).toBe(30);
  });

  it('refuses negative or fractional areas', () => {
    expect(() => tripTotalFen({ jtysFen: -1, zsysFen: 0, qtysFen: 0 })).toThrow(RangeError);
    expect(() => tripTotalFen({ jtysFen: 1.5, zsysFen: 0, qtysFen: 0 })).toThrow(RangeError);
  });
});

describe('SPEC §4 booking against a request: remaining budget and the over-budget test', () => {
  it('remaining transport budget is jtys minus what the booked legs cost', () => {
    expect(tripRemainingFen(150000, [])).toBe(150000);
    expect(tripRemainingFen(150000, [80000, 30000])).toBe(40000);
    expect(tripRemainingFen(150000, [120000, 60000])).toBe(-30000);
    expect(tripBookedFen([1, 2, 3])).toBe(6);
  });

  it('a booking is over budget when it costs more than what is left (equal is within)', () => {
    expect(isTripOverBudget(40000, 40000)).toBe(false);
    expect(isTripOverBudget(40000, 40001)).toBe(true);
    expect(isTripOverBudget(0, 1)).toBe(true);
    expect(isTripOverBudget(0, 0)).toBe(false);
    expect(isTripOverBudget(-100, 0)).toBe(false);
  });

  it('hotels draw on accommodation (zsys), flights, trains and cars on transport (jtys)', () => {
    expect(tripBudgetAreaOf('hotel')).toBe('accommodation');
    expect(tripBudgetAreaOf('10903')).toBe('accommodation');
    for (const t of ['flight', 'train', 'car', '10901', '10904', '10906'])
      expect(tripBudgetAreaOf(t)).toBe('transport');
    const b = { jtysFen: 100, zsysFen: 200, qtysFen: 300 };
    expect(tripAreaBudgetFen(b, 'transport')).toBe(100);
    expect(tripAreaBudgetFen(b, 'accommodation')).toBe(200);
  });

  it('planned legs add up per area like the trip builder totals', () => {
    expect(
      tripPlannedFen([
        { routeType: 'flight', costFen: 120000 },
        { routeType: 'hotel', costFen: 45000 },
        { routeType: 'car', costFen: 8000 },
        { routeType: 'hotel', costFen: 45000 },
      ]),
    ).toEqual({ transportFen: 128000, accommodationFen: 90000 });
  });
});
