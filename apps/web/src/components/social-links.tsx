import type { ComponentType, SVGProps } from 'react';
import { socialLinks, type SocialNetwork } from '@/lib/site-contact';
import { focusRing } from './button-styles';
import { InstagramIcon, LinkedInIcon, XLogoIcon, YouTubeIcon } from './social-icons';

const icons: Record<SocialNetwork, ComponentType<SVGProps<SVGSVGElement>>> = {
  instagram: InstagramIcon,
  linkedin: LinkedInIcon,
  x: XLogoIcon,
  youtube: YouTubeIcon,
};

interface SocialLinksProps {
  /** Colours of the round buttons, so they suit a light or a dark background. */
  tone?: 'light' | 'dark';
}

/** The social profiles as round icon links, each named for screen readers. */
export function SocialLinks({ tone = 'light' }: SocialLinksProps) {
  const colours =
    tone === 'dark'
      ? 'bg-white/10 text-white hover:bg-white/20'
      : 'bg-indigo-50 text-indigo-700 hover:bg-indigo-100';
  return (
    <ul className="flex gap-3">
      {socialLinks.map(({ network, label, href }) => {
        const Icon = icons[network];
        return (
          <li key={network}>
            <a
              href={href}
              aria-label={label}
              target="_blank"
              rel="noopener noreferrer"
              className={`grid size-10 place-items-center rounded-full text-lg transition ${colours} ${focusRing}`}
            >
              <Icon />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
