import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ContactDetails } from './contact-details';
import { SocialLinks } from './social-links';

function Block() {
  return (
    <>
      <ContactDetails
        className=""
        iconClassName=""
        linkClassName=""
        fallback={<p>Send us a message</p>}
      />
      <SocialLinks />
    </>
  );
}

describe('ContactDetails and SocialLinks', () => {
  it('show only what the deployment configures, with working links', () => {
    renderWithApp(<Block />, {
      config: {
        contact: { email: 'help@careers.example.org', phone: '+91 80 2345 6789', address: null },
        social: [{ network: 'instagram', href: 'https://www.instagram.com/aicareerpath' }],
      },
    });
    expect(screen.getByRole('link', { name: '+91 80 2345 6789' })).toHaveAttribute(
      'href',
      'tel:+918023456789',
    );
    expect(screen.getByRole('link', { name: 'help@careers.example.org' })).toHaveAttribute(
      'href',
      'mailto:help@careers.example.org',
    );
    expect(screen.getByRole('link', { name: 'AI Career Path on Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/aicareerpath',
    );
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(screen.queryByText('Send us a message')).toBeNull();
  });

  it('show the fallback and no placeholder when nothing is configured', () => {
    renderWithApp(<Block />);
    expect(screen.getByText('Send us a message')).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
