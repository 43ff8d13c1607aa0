// The simulator's one server call. A simulation stores nothing, so it invalidates nothing.
import { useMutation } from '@tanstack/react-query';
import { simulateIncomeTax } from './incomeTaxSimulatorApi';

export function useSimulateIncomeTax() {
  return useMutation({ mutationFn: simulateIncomeTax });
}
