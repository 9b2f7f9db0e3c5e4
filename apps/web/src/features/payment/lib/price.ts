import { CURRENCY, PRICE_PAISE } from '@acp/shared';
import { useIntl } from 'react-intl';

/** The paid plan's price in the language shown ("₹499"; decided by the server only). */
export function usePriceLabel(): string {
  const intl = useIntl();
  return intl.formatNumber(PRICE_PAISE / 100, {
    style: 'currency',
    currency: CURRENCY,
    maximumFractionDigits: 0,
  });
}
