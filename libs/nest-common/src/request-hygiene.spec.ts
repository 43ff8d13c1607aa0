import { hasInvalidText, invalidTextFields, jsonDepthExceeds } from './request-hygiene';

describe('request hygiene rules', () => {
  it('measures JSON nesting outside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds(Buffer.from('[[[1]]]'), 3)).toBe(false);
    expect(jsonDepthExceeds(Buffer.from('[[[[1]]]]'), 3)).toBe(true);
    expect(jsonDepthExceeds(Buffer.from('{"a":"[[[[[[\\"[[[[[["}'), 3)).toBe(false);
    expect(jsonDepthExceeds(Buffer.from('['.repeat(100_000) + ']'.repeat(100_000)))).toBe(true);
    expect(jsonDepthExceeds(Buffer.from('{"a":{"b":[{"c":1}]}}'))).toBe(false);
  });

  it('finds NUL and unpaired surrogates, and accepts paired ones (emoji) and any other Unicode', () => {
    expect(hasInvalidText('a\u0000b')).toBe(true);
    expect(hasInvalidText('x\ud800')).toBe(true);
    expect(hasInvalidText('\udc00x')).toBe(true);
    expect(hasInvalidText('\ud800\ud800\udc00')).toBe(true);
    expect(hasInvalidText('Zoë 😀 Łódź £10 日本')).toBe(false);
  });

  it('names every field path that holds invalid text, in bodies, arrays and keys', () => {
    expect(invalidTextFields({ name: 'ok', email: 'a\u0000@b', items: ['fine', { note: '\ud83d' }] })).toEqual(['email', 'items.1.note']);
    expect(invalidTextFields({ ['bad\u0000key']: 1 })).toEqual(['body']);
    expect(invalidTextFields('top\u0000')).toEqual(['body']);
    expect(invalidTextFields({ n: 1, b: true, z: null })).toEqual([]);
  });
});
