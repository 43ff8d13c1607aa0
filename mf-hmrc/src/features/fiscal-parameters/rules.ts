// Pure rules of the Fiscal Parameters screen.
import type { RateTableDto } from '@app/contracts';

export interface BandRow {
  index: number;
  name: string;
  from: number;
  /** null: open-ended top band. */
  to: number | null;
  ratePercent: number;
  basic: boolean;
}

/** Bands as ranges of annual taxable pay: the first starts at £0, each next one a pound above the previous top. */
export function bandRows(table: RateTableDto): BandRow[] {
  let top = 0;
  return table.bands.map((band, index) => {
    const from = index === 0 ? 0 : top + 1;
    const to = band.width === null ? null : top + band.width;
    top = to ?? top;
    return { index, name: band.name, from, to, ratePercent: band.ratePercent, basic: index === table.basicRateBandIndex };
  });
}
