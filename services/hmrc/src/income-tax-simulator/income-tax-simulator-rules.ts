import type { SimulationRequestProblems } from '@app/paye';

const FIELDS = new Set(['fiscalYear', 'taxCode', 'monthlySalaries', 'enrollmentStatus', 'ytdTaxOverrides', 'monthlyTaxCodes']);

/** Like the global validation pipe (forbidNonWhitelisted): a field the request does not define is refused. */
export function unknownFields(body: unknown): SimulationRequestProblems {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const problems: SimulationRequestProblems = {};
  for (const key of Object.keys(body)) if (!FIELDS.has(key)) problems[key] = [`Unknown field: ${key}`];
  return problems;
}

/** The 400 message: the first problem (the invalid tax code naming month and code, or the missing salary, lead). */
export function leadingProblem(problems: SimulationRequestProblems): string {
  return Object.values(problems)[0]?.[0] ?? 'Invalid simulation request';
}
