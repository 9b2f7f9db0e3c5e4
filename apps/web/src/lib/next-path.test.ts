import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it('keeps a page of the app', () => {
    expect(safeNextPath('/user/deep')).toBe('/user/deep');
    expect(safeNextPath('/user/day2?from=email')).toBe('/user/day2?from=email');
  });

  it('refuses anything that could leave the app or is not a user page', () => {
    for (const value of [
      null,
      '',
      '/',
      '//evil.example/user/x',
      'https://evil.example/user/deep',
      '/user//evil.example',
      '/user/\\evil.example',
      'javascript:alert(1)',
      `/user/${'a'.repeat(600)}`,
    ]) {
      expect(safeNextPath(value), String(value)).toBeNull();
    }
  });

  it('round-trips through the login address', () => {
    const url = new URL(loginPathFor('/user/day2?x=1'), 'http://localhost');
    expect(url.pathname).toBe('/user/signin');
    expect(safeNextPath(url.searchParams.get('next'))).toBe('/user/day2?x=1');
  });
});
