// CT600 boxes that expense categories map to, with the form's own wording, and the default set of UK business
// expense categories. Source and reasoning: docs/ct600-mapping.md (CT600 (2024) version 3 and HMRC's
// "Company Tax Return guide"). Box numbers are strings, as printed on the form.

/** The boxes of the CT600 (2024) version 3 main return that this product maps expenses to. */
export const CT600_BOXES: Readonly<Record<string, string>> = {
  '145': 'Total turnover from trade',
  '155': 'Trading profits',
  '170': 'Bank, building society or other interest, and profits from non-trading loan relationships',
  '245': 'Management expenses',
  '305': 'Qualifying donations',
  '660': 'R&D enhanced expenditure',
  '690': 'Annual investment allowance',
  '695': 'Machinery and plant - special rate pool (capital allowances)',
  '705': 'Machinery and plant - main pool (capital allowances)',
  '711': 'Structures and buildings (capital allowances)',
};

/** The CT600 form's description of a box, or undefined for a box this product does not know. */
export function ct600Description(box: string | null | undefined): string | undefined {
  return box ? CT600_BOXES[box] : undefined;
}

export interface DefaultExpenseCategory {
  name: string;
  description: string;
  /** null: not deductible, so it feeds no CT600 box (added back in the tax computation). */
  cT600BoxNumber: string | null;
}

const TRADING = '155';

/**
 * A sensible default set for a UK limited company. Revenue expenses are deducted in arriving at the trading
 * profit entered in box 155 (the CT600 has no per-expense boxes); capital items feed the capital allowance
 * boxes; qualifying charitable donations box 305; entertaining and depreciation are disallowable.
 */
export const DEFAULT_EXPENSE_CATEGORIES: readonly DefaultExpenseCategory[] = [
  { name: 'Office Supplies', description: 'Stationery, postage, printing and small office consumables', cT600BoxNumber: TRADING },
  { name: 'Rent and Rates', description: 'Rent of business premises, business rates and service charges', cT600BoxNumber: TRADING },
  { name: 'Utilities', description: 'Light, heat, power and water for business premises', cT600BoxNumber: TRADING },
  { name: 'Telephone and Internet', description: 'Phone lines, mobile contracts and broadband used for the business', cT600BoxNumber: TRADING },
  { name: 'Software and Subscriptions', description: 'Software licences, cloud services and online subscriptions', cT600BoxNumber: TRADING },
  { name: 'Travel', description: 'Business journeys: rail, air, taxis, parking and tolls', cT600BoxNumber: TRADING },
  { name: 'Accommodation and Subsistence', description: 'Hotels and meals while travelling on business', cT600BoxNumber: TRADING },
  { name: 'Motor Expenses', description: 'Fuel, servicing, insurance and road tax of business vehicles', cT600BoxNumber: TRADING },
  { name: 'Advertising and Marketing', description: 'Advertising, promotion, website and marketing costs', cT600BoxNumber: TRADING },
  { name: 'Accountancy and Legal Fees', description: 'Accountancy, bookkeeping, payroll and legal fees of a revenue nature', cT600BoxNumber: TRADING },
  { name: 'Insurance', description: 'Business insurance: public and employer liability, professional indemnity, contents', cT600BoxNumber: TRADING },
  { name: 'Repairs and Maintenance', description: 'Repairs and maintenance of premises and equipment (not improvements)', cT600BoxNumber: TRADING },
  { name: 'Salaries and Wages', description: 'Gross pay, employer National Insurance and staff benefits', cT600BoxNumber: TRADING },
  { name: 'Employer Pension Contributions', description: 'Employer contributions to registered pension schemes', cT600BoxNumber: TRADING },
  { name: 'Training', description: 'Training courses and professional development related to the trade', cT600BoxNumber: TRADING },
  { name: 'Professional Memberships', description: 'Professional body subscriptions and trade association fees', cT600BoxNumber: TRADING },
  { name: 'Bank Charges and Interest', description: 'Bank fees, card processing charges and interest on business loans', cT600BoxNumber: TRADING },
  { name: 'Research and Development', description: 'Qualifying R&D expenditure (staff, consumables, software) for an enhanced deduction', cT600BoxNumber: '660' },
  { name: 'Equipment and Machinery', description: 'Computers, tools, furniture and machinery bought for the business', cT600BoxNumber: '690' },
  { name: 'Company Vehicles', description: 'Vans and low-emission cars bought for the business', cT600BoxNumber: '705' },
  { name: 'Integral Features', description: 'Electrical, heating, lighting and water systems of a building; long-life assets', cT600BoxNumber: '695' },
  { name: 'Building Works', description: 'Construction or renovation of non-residential structures and buildings', cT600BoxNumber: '711' },
  { name: 'Charitable Donations', description: 'Qualifying donations to UK charities', cT600BoxNumber: '305' },
  { name: 'Business Entertainment', description: 'Entertaining clients and suppliers (not deductible for Corporation Tax)', cT600BoxNumber: null },
  { name: 'Depreciation', description: 'Depreciation and amortisation in the accounts (replaced by capital allowances)', cT600BoxNumber: null },
];

/** Default mapping by name, case-insensitive, for update-categories. */
export function defaultMappingFor(name: string): DefaultExpenseCategory | undefined {
  const key = name.trim().toLowerCase();
  return DEFAULT_EXPENSE_CATEGORIES.find((c) => c.name.toLowerCase() === key);
}
