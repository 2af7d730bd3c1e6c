/**
 * Query parameters that chat apps, mail tools and ad networks add to a link they pass on
 * (`?utm_source=discord`, `&fbclid=…`). They say nothing about a page's state, so every page's
 * decoder drops them before reading the query; any other key it does not know is still refused.
 */

/** Exact keys, as the services write them (lower case). */
const TRACKING_KEYS: ReadonlySet<string> = new Set([
  'fbclid', // Facebook, Messenger
  'gclid', // Google Ads
  'dclid', // Google display ads
  'gbraid', // Google Ads on iOS
  'wbraid',
  'msclkid', // Microsoft Ads
  'igshid', // Instagram shares
  'igsh',
  'mc_cid', // Mailchimp
  'mc_eid',
  'ref', // sites and newsletters naming themselves
  'ref_src', // X (Twitter)
  'si', // YouTube and Spotify shares
  'yclid', // Yandex
  'twclid', // X ads
  'ttclid', // TikTok
  'srsltid', // Google Merchant
  '_ga', // Google Analytics cross-domain
  '_gl',
  '_hsenc', // HubSpot
  '_hsmi',
  'mkt_tok', // Marketo
]);

/** Google's campaign parameters (utm_source, utm_medium, utm_campaign, utm_term, utm_content, utm_id…). */
const TRACKING_PREFIX = 'utm_';

export function isTrackingParam(key: string): boolean {
  return key.startsWith(TRACKING_PREFIX) || TRACKING_KEYS.has(key);
}

/** The query's parameters (a leading "?" is allowed) without the tracking ones, in their order. */
export function withoutTracking(query: string): URLSearchParams {
  return new URLSearchParams([...new URLSearchParams(query)].filter(([key]) => !isTrackingParam(key)));
}
