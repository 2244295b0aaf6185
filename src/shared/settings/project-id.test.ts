import { describe, expect, it } from 'vitest';
import { parseProjectId } from './project-id';
import { projectIdSchema } from './profile';

describe('parseProjectId', () => {
  it.each([
    'demo',
    '  outlet-2 ',
    'a_b',
    '',
    '   ',
    'com espaço',
    'ação',
    'x'.repeat(128),
    'x'.repeat(129),
  ])('agrees with projectIdSchema on %j', (value) => {
    const parsed = projectIdSchema.safeParse(value);
    expect(parseProjectId(value)).toEqual(
      parsed.success ? { id: parsed.data } : { refusal: parsed.error.issues[0].message },
    );
  });
});
