import { CT600_BOXES, ct600Description, DEFAULT_EXPENSE_CATEGORIES, defaultMappingFor } from './ct600';

it('every default category maps to a box of the catalogue, or to none', () => {
  for (const c of DEFAULT_EXPENSE_CATEGORIES) {
    if (c.cT600BoxNumber !== null) expect([c.name, CT600_BOXES[c.cT600BoxNumber]]).toEqual([c.name, expect.any(String)]);
    expect(c.name.trim()).toBe(c.name);
    expect(c.description.length).toBeLessThanOrEqual(500);
  }
});

it('default names are unique case-insensitively (update-categories matches by name)', () => {
  const names = DEFAULT_EXPENSE_CATEGORIES.map((c) => c.name.toLowerCase());
  expect(new Set(names).size).toBe(names.length);
  expect(defaultMappingFor('  charitable DONATIONS ')).toMatchObject({ cT600BoxNumber: '305' });
  expect(defaultMappingFor('Unknown')).toBeUndefined();
});

it('uses the CT600 (2024) v3 wording of the main boxes', () => {
  expect(ct600Description('155')).toBe('Trading profits');
  expect(ct600Description('305')).toBe('Qualifying donations');
  expect(ct600Description('690')).toBe('Annual investment allowance');
  expect(ct600Description(null)).toBeUndefined();
  expect(ct600Description('1')).toBeUndefined();
});
