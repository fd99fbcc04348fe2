import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { AUTONOMOUS_COMMUNITIES, type AutonomousCommunity } from '../../../contract/spain';

// The contract names communities in Spanish and Catalan; English readers get the Spanish name.
const nameLanguage = (locale: string): 'es' | 'ca' => (locale.startsWith('ca') ? 'ca' : 'es');

export const communityName = (code: AutonomousCommunity, locale: string): string =>
  AUTONOMOUS_COMMUNITIES[code]?.[nameLanguage(locale)] ?? code;

/** Select choices for a center's autonomous community: ISO code as value, name in the UI language, sorted by name. */
export const useAutonomousCommunityChoices = () => {
  const [locale] = useLocaleState();
  return useMemo(
    () =>
      (Object.keys(AUTONOMOUS_COMMUNITIES) as AutonomousCommunity[])
        .map((code) => ({ id: code, name: communityName(code, locale) }))
        .sort((a, b) => a.name.localeCompare(b.name, locale.replace('_', '-'))),
    [locale],
  );
};
