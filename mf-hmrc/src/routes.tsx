// Exposed as ./routes: the shell mounts /admin/:section/* and renders this with the section id.
import type { ComponentType } from 'react';
import { Placeholder, QueryRoot } from '@app/ui';
import { ExpenseCategoriesPage } from './features/expense-categories/components/ExpenseCategoriesPage';
import { IncomeTaxSimulatorPage } from './features/income-tax-simulator/components/IncomeTaxSimulatorPage';
import { FiscalParametersPage } from './features/fiscal-parameters/components/FiscalParametersPage';
import { useFiscalYearLabels } from './features/fiscal-parameters/api/queries';
import { HmrcIntegrationPage } from './features/hmrc-integration/components/HmrcIntegrationPage';
import { messages } from './messages';
import type { SectionId } from './sections';

// Features never import each other: the simulator gets the stored tax years from the fiscal-parameters feature here.
function IncomeTaxSimulator() {
  return <IncomeTaxSimulatorPage fiscalYears={useFiscalYearLabels()} />;
}

const SCREENS: Record<SectionId, ComponentType> = {
  'expense-categories': ExpenseCategoriesPage,
  'income-tax-simulator': IncomeTaxSimulator,
  'fiscal-parameters': FiscalParametersPage,
  'hmrc': HmrcIntegrationPage,
};

export default function RemoteRoutes({ section }: { section: string }) {
  const Screen = SCREENS[section as SectionId];
  return <QueryRoot>{Screen ? <Screen /> : <Placeholder title={messages.pageNotFound} notFound />}</QueryRoot>;
}
