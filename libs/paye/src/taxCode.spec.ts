import { describeTaxCode, InvalidTaxCodeError, parseTaxCode } from './taxCode';

describe('parseTaxCode', () => {
  it.each([
    ['1257L', { kind: 'allowance', codeNumber: 1257, suffix: 'L', region: 'restOfUk', cumulative: true }],
    [' 1383m ', { kind: 'allowance', codeNumber: 1383, suffix: 'M', text: '1383M' }],
    ['1131N', { kind: 'allowance', codeNumber: 1131, suffix: 'N' }],
    ['45T', { kind: 'allowance', codeNumber: 45, suffix: 'T' }],
    ['0T', { kind: 'allowance', codeNumber: 0, suffix: 'T' }],
    ['12345L', { kind: 'allowance', codeNumber: 12345 }],
    ['K500', { kind: 'K', codeNumber: 500 }],
    ['BR', { kind: 'BR', region: 'restOfUk' }],
    ['NT', { kind: 'NT' }],
    ['D0', { kind: 'D', higherBand: 0 }],
    ['D1', { kind: 'D', higherBand: 1 }],
    ['S1257L', { kind: 'allowance', region: 'scotland', text: 'S1257L' }],
    ['SK500', { kind: 'K', region: 'scotland' }],
    ['SBR', { kind: 'BR', region: 'scotland' }],
    ['SD2', { kind: 'D', higherBand: 2, region: 'scotland' }],
    ['SD3', { kind: 'D', higherBand: 3, region: 'scotland' }],
    ['S0T', { kind: 'allowance', codeNumber: 0, region: 'scotland' }],
    ['SNT', { kind: 'NT', region: 'scotland' }],
    ['C1257L', { kind: 'allowance', region: 'wales' }],
    ['CK100', { kind: 'K', codeNumber: 100, region: 'wales' }],
    ['CBR', { kind: 'BR', region: 'wales' }],
    ['CD1', { kind: 'D', higherBand: 1, region: 'wales' }],
    ['CNT', { kind: 'NT', region: 'wales' }],
    ['1257L M1', { text: '1257LM1', cumulative: false }],
    ['1257L W1', { text: '1257LW1', cumulative: false }],
    ['1257LX', { text: '1257LX', cumulative: false }],
    ['1257L x', { text: '1257LX', cumulative: false }],
    ['1257L W1/M1', { text: '1257LW1/M1', cumulative: false }],
    ['1257L W1M1', { text: '1257LW1M1', cumulative: false }],
    ['K45 M1', { kind: 'K', codeNumber: 45, cumulative: false }],
    ['br m1', { kind: 'BR', text: 'BRM1', cumulative: false }],
    ['SD3 M1', { kind: 'D', higherBand: 3, cumulative: false }],
    ['0T M1', { kind: 'allowance', codeNumber: 0, cumulative: false }],
  ])('%j', (raw, expected) => {
    expect(parseTaxCode(raw)).toMatchObject(expected);
  });

  it.each(['', '   ', 'D2', 'CD3', 'K0', 'K', '1257', 'L1257', 'KL', '123456L', 'S', 'X', 'SD4', '1257LM2', 'W11257L', '1257L/M1', 'BRR', '1257P', '-1257L', '12.5L'])(
    'rejects %j with a typed error carrying the code',
    (raw) => {
      expect(() => parseTaxCode(raw)).toThrow(InvalidTaxCodeError);
      try {
        parseTaxCode(raw);
      } catch (error) {
        expect((error as InvalidTaxCodeError).code).toBe(raw.toUpperCase().replace(/\s+/g, ''));
      }
    },
  );

  it('names the month when there is one', () => {
    const error = new InvalidTaxCodeError('1257').inMonth('June');
    expect(error.message).toBe('Invalid tax code in June: 1257');
    expect(error).toMatchObject({ code: '1257', monthName: 'June', name: 'InvalidTaxCodeError' });
  });
});

describe('describeTaxCode', () => {
  it.each([
    ['1257L', 'Standard allowance (L)'],
    ['1383M', 'Marriage allowance received (M)'],
    ['1131N', 'Marriage allowance transferred (N)'],
    ['500T', 'Other allowance (T)'],
    ['0T', 'Zero allowance (0T)'],
    ['K500', 'K code'],
    ['BR', 'Basic rate (BR)'],
    ['D0', 'Higher rate (D0)'],
    ['D1', 'Additional rate (D1)'],
    ['NT', 'No tax (NT)'],
    ['S1257L', 'Scottish standard allowance (L)'],
    ['SK500', 'Scottish K code'],
    ['SD0', 'Scottish intermediate rate (D0)'],
    ['SD3', 'Scottish top rate (D3)'],
    ['CBR', 'Welsh basic rate (BR)'],
    ['1257L M1', 'Standard allowance (L), non-cumulative (Month 1)'],
    ['S0T X', 'Scottish zero allowance (0T), non-cumulative (Month 1)'],
  ])('%s -> %s', (raw, label) => {
    expect(describeTaxCode(parseTaxCode(raw))).toBe(label);
  });
});
