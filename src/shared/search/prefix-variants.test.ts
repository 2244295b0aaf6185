import { describe, expect, it } from 'vitest';
import { prefixVariants } from './prefix-variants';

describe('prefixVariants', () => {
  it('asks for the spellings a stored title is likely in, each once', () => {
    expect(prefixVariants('panela de')).toEqual([
      'panela de',
      'Panela de',
      'Panela De',
      'PANELA DE',
    ]);
    expect(prefixVariants('  PaNela ')).toEqual(['PaNela', 'panela', 'Panela', 'PANELA']);
    expect(prefixVariants('1011')).toEqual(['1011']);
  });

  it('asks nothing for blank input', () => {
    expect(prefixVariants('')).toEqual([]);
    expect(prefixVariants('   ')).toEqual([]);
  });
});
