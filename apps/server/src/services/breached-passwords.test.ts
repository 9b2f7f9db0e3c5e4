import { describe, expect, it } from 'vitest';
import { isBreachedPassword } from './breached-passwords.js';

describe('isBreachedPassword', () => {
  it.each([
    'password123',
    'Passw0rd!',
    'password!',
    'baseball1',
    'superman1',
    'P@ssw0rd2024',
    'iloveyou!!',
    '2024sunshine',
    'QWERTYUIOP',
  ])('refuses %s', (password) => {
    expect(isBreachedPassword(password)).toBe(true);
  });

  it.each([
    'Monsoon-River-77',
    'Saffron-Kite-42',
    'Career-Path-2025',
    'chai pakoda barish',
    'mera naam riya hai 15',
    'Tq8#vL2pZ!',
  ])('accepts %s', (password) => {
    expect(isBreachedPassword(password)).toBe(false);
  });
});
