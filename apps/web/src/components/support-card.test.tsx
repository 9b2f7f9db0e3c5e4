import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SupportCard } from './support-card';

describe('SupportCard', () => {
  it('is a region named by its heading that points to someone to talk to', () => {
    render(<SupportCard />);
    const card = screen.getByRole('region', { name: /alone/ });
    expect(card).toHaveTextContent(/someone you trust/);
    expect(card).toHaveTextContent('Tele-MANAS');
    expect(card).toHaveTextContent('KIRAN');
  });

  it('offers every helpline number as a link that dials it', () => {
    render(<SupportCard />);
    const dials = {
      'Call 14416': 'tel:14416',
      'Call 1-800-891-4416': 'tel:18008914416',
      'Call 1800-599-0019': 'tel:18005990019',
      '112': 'tel:112',
    };
    for (const [name, href] of Object.entries(dials)) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getAllByRole('link')).toHaveLength(4);
  });

  it('never labels the person or says how it was shown', () => {
    render(<SupportCard />);
    const text = screen.getByRole('region').textContent ?? '';
    expect(text).not.toMatch(/detect|flag|diagnos|risk|crisis|depress|suicid/i);
  });
});
