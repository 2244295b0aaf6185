import { describe, expect, it } from 'vitest';
import { companyName } from './company-names';

const config = { companies: [{ id: 1, name: ' Tramontina Carlos Barbosa ' }, null, { id: 28 }] };

describe('companyName', () => {
  it('names a factory by its id, stored as a number or as text', () => {
    expect(companyName(config, 1)).toBe('Tramontina Carlos Barbosa');
    expect(companyName(config, '1')).toBe('Tramontina Carlos Barbosa');
  });

  it('has no name for an unnamed or unknown factory, or without the document', () => {
    expect(companyName(config, 28)).toBeNull();
    expect(companyName(config, 7)).toBeNull();
    expect(companyName(null, 1)).toBeNull();
    expect(companyName({ companies: 'x' }, 1)).toBeNull();
  });
});
