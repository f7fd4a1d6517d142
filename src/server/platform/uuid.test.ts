import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid.ts';

describe('isUuid', () => {
  it.each([
    ['0b8f6c1e-2f4a-4c3b-9d7e-5a6b7c8d9e0f', true],
    ['0B8F6C1E-2F4A-4C3B-9D7E-5A6B7C8D9E0F', true],
    ['0b8f6c1e2f4a4c3b9d7e5a6b7c8d9e0f', false],
    ['0b8f6c1e-2f4a-4c3b-9d7e-5a6b7c8d9e0f ', false],
    ['0b8f6c1e-2f4a-4c3b-9d7e-5a6b7c8d9e0g', false],
    ['not-a-uuid', false],
    ['', false],
    [42, false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isUuid(value)).toBe(expected);
  });
});
