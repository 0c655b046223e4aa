/** Business numbers stay unique at booking rates (reliability: the unique order number never fails a booking). */
import { businessNo, claimBusinessNo } from '../../server/src/lib/businessNo';
import { START_MS } from './helpers/testApp';

describe('businessNo', () => {
  it('reads prefix + China time to the second + a 4-digit sequence (16 digits)', () => {
    // START_MS is 2026-03-02 10:00:00 China time.
    expect(businessNo('TK', START_MS)).toMatch(/^TK260302100000\d{4}$/);
  });

  it('never repeats within one second for 10,000 numbers of a prefix', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 10_000; i += 1) seen.add(businessNo('SQ', START_MS + 500));
    expect(seen.size).toBe(10_000);
  });

  it('never repeats when the clock comes back to a second it used before', () => {
    const seen = new Set<string>();
    for (let round = 0; round < 20; round += 1) {
      for (let i = 0; i < 400; i += 1) seen.add(businessNo('BK', START_MS + 7_000));
      businessNo('BK', START_MS + 8_000 + round * 1000);
    }
    expect(seen.size).toBe(8_000);
  });

  it('keeps prefixes apart', () => {
    expect(businessNo('KP', START_MS).startsWith('KP')).toBe(true);
    expect(businessNo('TKR', START_MS).startsWith('TKR2603')).toBe(true);
  });
});

describe('claimBusinessNo (issue 17: numbers another instance gave out)', () => {
  it('writes under the first number the insert could take, drawing from a new point after a taken one', async () => {
    const tried: string[] = [];
    const no = await claimBusinessNo('CL', START_MS + 3_000, async (n) => {
      tried.push(n);
      return tried.length === 3;
    });
    expect(tried).toHaveLength(3);
    expect(no).toBe(tried[2]);
    expect(new Set(tried).size).toBe(3);
    for (const n of tried) expect(n).toMatch(/^CL260302100003\d{4}$/);
  });

  it('gives up after eight taken numbers instead of looping', async () => {
    let calls = 0;
    const never = async () => {
      calls += 1;
      return false;
    };
    await expect(claimBusinessNo('CL', START_MS + 4_000, never)).rejects.toThrow(/no free CL number after 8 draws/);
    expect(calls).toBe(8);
  });
});
