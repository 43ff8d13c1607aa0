import { useCallback, useReducer, useState } from 'react';
import { errorMessage, isAxiosError, isNetworkError } from '@app/api-client';
import type { SimulationResponseDto } from '@app/contracts';
import { messages } from '../../../messages';
import { useSimulateIncomeTax } from '../api/queries';
import {
  FALLBACK_FISCAL_YEARS,
  hasSalary,
  initialSimulatorForm,
  simulatorReducer,
  toSimulationRequest,
  type SimulatorAction,
} from '../rules';

const m = messages.simulator;

export interface SimulatorError {
  message: string;
  /** The server's explanation, e.g. which month's tax code is invalid. */
  detail?: string;
}

/** `storedYears`: the server's tax years; until they are known (or if they cannot be loaded) the built-in list. */
export function useIncomeTaxSimulator(storedYears?: string[]) {
  const [form, dispatch] = useReducer(simulatorReducer, undefined, initialSimulatorForm);
  // The server still validates the year.
  const fiscalYears: string[] = storedYears && storedYears.length > 0 ? storedYears : [...FALLBACK_FISCAL_YEARS];
  const [result, setResult] = useState<SimulationResponseDto | null>(null);
  const [error, setError] = useState<SimulatorError | null>(null);
  const simulation = useSimulateIncomeTax();
  const { mutateAsync: simulate } = simulation;

  const change = useCallback((action: SimulatorAction) => {
    dispatch(action);
    if (action.type === 'clearAll') {
      setResult(null);
      setError(null);
    }
  }, []);

  const run = useCallback(async () => {
    setError(null);
    if (!hasSalary(form)) {
      setResult(null);
      setError({ message: m.noSalary });
      return;
    }
    try {
      setResult(await simulate(toSimulationRequest(form)));
    } catch (e) {
      setResult(null);
      if (isAxiosError(e) && !isNetworkError(e)) setError({ message: m.failed, detail: errorMessage(e) });
      else setError({ message: m.error });
    }
  }, [form, simulate]);

  return { form, change, fiscalYears, result, error, running: simulation.isPending, run };
}
