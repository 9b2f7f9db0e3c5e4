import { useIntl } from 'react-intl';
import type { ComponentType, SVGProps } from 'react';
import type { SocialNetwork } from '@acp/shared';
import { usePublicConfig } from '@/lib/public-config';
import { focusRing } from './button-styles';
import { InstagramIcon, LinkedInIcon, XLogoIcon, YouTubeIcon } from './social-icons';

const networks: Record<
  SocialNetwork,
  { Icon: ComponentType<SVGProps<SVGSVGElement>>; label: string }
> = {
  instagram: { Icon: InstagramIcon, label: 'Instagram' },
  linkedin: { Icon: LinkedInIcon, label: 'LinkedIn' },
  x: { Icon: XLogoIcon, label: 'X' },
  youtube: { Icon: YouTubeIcon, label: 'YouTube' },
};

interface SocialLinksProps {
  /** Colours of the round buttons, so they suit a light or a dark background. */
  tone?: 'light' | 'dark';
}

/**
 * The team's social profiles (`SOCIAL_*`) as round icon links, each named for screen readers;
 * nothing when none is configured.
 */
export function SocialLinks({ tone = 'light' }: SocialLinksProps) {
  const intl = useIntl();
  const social = usePublicConfig()?.social ?? [];
  if (social.length === 0) return null;
  const colours =
    tone === 'dark'
      ? 'bg-white/10 text-white hover:bg-white/20'
      : 'bg-indigo-50 text-indigo-700 hover:bg-indigo-100';
  return (
    <ul className="flex gap-3">
      {social.map(({ network, href }) => {
        const { Icon, label } = networks[network];
        return (
          <li key={network}>
            <a
              href={href}
              aria-label={intl.formatMessage({ id: 'social.on' }, { network: label })}
              target="_blank"
              rel="noopener noreferrer"
              className={`grid size-11 place-items-center rounded-full text-lg transition ${colours} ${focusRing}`}
            >
              <Icon />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
