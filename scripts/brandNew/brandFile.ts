/**
 * A new brand's brand.json: the demo's structure with the restaurant's names, token and colours,
 * and nothing of the demo's own (no push keys, promo limits, rewards or kiosk payment settings:
 * each is added when the restaurant sets it up).
 */
import { deriveTheme } from '../../src/brand/deriveTheme';
import type { Answers } from './answers';

export type BrandFileInputs = {
  answers: Answers;
  /** The token the app sends with every call; made by the caller (random). */
  appToken: string;
  /** The app's release (package.json version), as the other brands carry it. */
  appVersion: string;
  /** Site paths of the logo and the icon under /brand/. */
  logo: string;
  icon: string;
};

export function brandFile({ answers, appToken, appVersion, logo, icon }: BrandFileInputs) {
  const theme = deriveTheme({
    primary: answers.primary,
    background: answers.background,
    text: answers.text,
    accent: answers.accent,
  });
  return {
    id: answers.id,
    name: answers.name,
    shortName: answers.shortName,
    description: answers.description,
    storeMode: answers.storeMode,
    menuSlug: answers.menuSlug,
    countryCode: answers.countryCode,
    stateCode: answers.stateCode,
    sessionMinutes: 20160,
    signIn: { apple: false, google: false, facebook: false },
    internationalPhone: true,
    apiVersion: '7',
    appVersion,
    appMode: 'PERSONAL',
    apiBaseUrl: '/api',
    appToken,
    features: {
      screensaverImage: null,
      hideMerchantCard: false,
      hideFulfilmentType: false,
      hideSubTabs: false,
      productSearch: true,
      locationSearch: answers.storeMode === 'multi',
      hideHome: false,
      footer: { address: true, phone: true, hours: true, appDownload: false, credit: true },
    },
    assets: { logo, icon, hero: '/brand/hero.svg' },
    theme,
    providers: { googleMapsKey: '', braintreeTokenizationKey: '', linklyCloudUrl: '' },
    links: { web: '/', ios: '', android: '' },
    frameAncestors: [],
    analytics: { adapter: 'firstParty' },
  };
}

/** A plain banner in the brand's colours for the home page, until the restaurant brings a photo. */
export function heroSvg(primary: string, background: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 480" width="1200" height="480"><defs><linearGradient id="h" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${primary}" stop-opacity=".72"/></linearGradient></defs><rect width="1200" height="480" fill="${background}"/><rect width="1200" height="480" fill="url(#h)"/></svg>\n`;
}
