import type { RateTableDto } from '@app/contracts';
import { bandRows } from './rules';

describe('bandRows', () => {
  it('turns band widths into pound ranges, the last one open-ended, and marks the basic band', () => {
    const table = {
      basicRateBandIndex: 1,
      bands: [
        { name: 'Starter', width: 2306, ratePercent: 19 },
        { name: 'Basic', width: 11685, ratePercent: 20 },
        { name: 'Top', width: null, ratePercent: 48 },
      ],
    } as unknown as RateTableDto;
    expect(bandRows(table)).toEqual([
      { index: 0, name: 'Starter', from: 0, to: 2306, ratePercent: 19, basic: false },
      { index: 1, name: 'Basic', from: 2307, to: 13991, ratePercent: 20, basic: true },
      { index: 2, name: 'Top', from: 13992, to: null, ratePercent: 48, basic: false },
    ]);
  });
});
