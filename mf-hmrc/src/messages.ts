// Message catalogue of mf-hmrc (the spec's exact wording).
export const messages = {
  expenseCategoriesTitle: 'Expense Categories',
  incomeTaxSimulatorTitle: 'Income Tax Simulator',
  fiscalParametersTitle: 'Fiscal Parameters',
  hmrcTitle: 'HMRC Integration Management',
  pageNotFound: 'Page not found',
} as const;
