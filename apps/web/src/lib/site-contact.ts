/**
 * How to reach the team, shown in the footer, on the contact page and in the privacy policy.
 * Placeholders (product.md §2) until the operator publishes real details: edit them here only.
 */
export const siteContact = {
  address: 'Bengaluru, Karnataka, India',
  phone: '+91 80 4000 0000',
  email: 'support@aicareerpath.example',
} as const;

export type SocialNetwork = 'instagram' | 'linkedin' | 'x' | 'youtube';

/** The social profiles linked from the footer and the contact page. */
export const socialLinks: readonly { network: SocialNetwork; label: string; href: string }[] = [
  {
    network: 'instagram',
    label: 'AI Career Path on Instagram',
    href: 'https://www.instagram.com/',
  },
  { network: 'linkedin', label: 'AI Career Path on LinkedIn', href: 'https://www.linkedin.com/' },
  { network: 'x', label: 'AI Career Path on X', href: 'https://x.com/' },
  { network: 'youtube', label: 'AI Career Path on YouTube', href: 'https://www.youtube.com/' },
];
