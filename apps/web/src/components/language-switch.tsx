import { LANGUAGE_NAMES, type Locale } from '@acp/shared';
import { useIntl } from 'react-intl';
import { useLocale } from '@/lib/i18n/locale-provider';

interface LanguageSwitchProps {
  className: string;
  onSwitch?: () => void;
}

/**
 * हिन्दी / English: names the other language in that language (its own `lang`), and switches
 * to it; the URL stays the same.
 */
export function LanguageSwitch({ className, onSwitch }: LanguageSwitchProps) {
  const { locale, setLocale } = useLocale();
  const intl = useIntl();
  const other: Locale = locale === 'hi' ? 'en' : 'hi';
  return (
    <button
      type="button"
      lang={other}
      className={className}
      title={intl.formatMessage({ id: 'language.switchTo' }, { language: LANGUAGE_NAMES[other] })}
      onClick={() => {
        onSwitch?.();
        void setLocale(other);
      }}
    >
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
