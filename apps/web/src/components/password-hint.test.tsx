import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InEnglish } from '@/test/render';
import { PasswordHint, passwordStrength } from './password-hint';

describe('passwordStrength', () => {
  it.each([
    ['short1', 'short'],
    ['sunshine', 'fair'],
    ['Monsoon-River-77', 'strong'],
    ['chai pakoda barish', 'strong'],
    ['alllowercaseletters', 'strong'],
  ] as const)('%s is %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });
});

describe('PasswordHint', () => {
  it('says nothing until something is typed, then speaks the strength politely', () => {
    const { rerender } = render(<PasswordHint password="" />, { wrapper: InEnglish });
    const hint = document.querySelector('[aria-live="polite"]');
    expect(hint).toHaveTextContent('');
    rerender(<PasswordHint password="Monsoon-River-77" />);
    expect(screen.getByText('Strong.')).toBeVisible();
    expect(hint).toHaveTextContent('Password strength: Strong.');
  });
});
