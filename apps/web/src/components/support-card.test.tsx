import { SUPPORT_NOTICE } from '@acp/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSupportNotice } from '@/test/factories';
import { InEnglish } from '@/test/render';
import { SupportCard } from './support-card';

describe('SupportCard', () => {
  it('is a region named by its heading that points to someone to talk to', () => {
    render(<SupportCard />, { wrapper: InEnglish });
    const card = screen.getByRole('region', { name: SUPPORT_NOTICE.heading });
    expect(card).toHaveTextContent(/someone you trust/);
    expect(card).toHaveTextContent('Tele-MANAS');
    expect(card).toHaveTextContent('KIRAN');
  });

  it('offers every helpline number as a link that dials it', () => {
    render(<SupportCard />, { wrapper: InEnglish });
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

  it('shows the words, helplines and emergency number of the notice it is given', () => {
    render(<SupportCard notice={buildSupportNotice()} />, { wrapper: InEnglish });
    const card = screen.getByRole('region', { name: 'Someone is here for you' });
    expect(card).toHaveTextContent('You can talk to a counsellor for free.');
    expect(within(card).getByText('Test Helpline')).toBeInTheDocument();
    expect(within(card).getByText('Free, all day')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Call 1234' })).toHaveAttribute(
      'href',
      'tel:1234',
    );
    expect(card).toHaveTextContent('In immediate danger, call 999.');
    expect(within(card).getByRole('link', { name: '999' })).toHaveAttribute('href', 'tel:999');
    expect(card).not.toHaveTextContent(/Tele-MANAS|14416|112/);
  });

  it('never labels the person or says how it was shown', () => {
    render(<SupportCard />, { wrapper: InEnglish });
    const text = screen.getByRole('region').textContent ?? '';
    expect(text).not.toMatch(/detect|flag|diagnos|risk|crisis|depress|suicid/i);
  });
});
