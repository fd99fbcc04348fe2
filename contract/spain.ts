// Autonomous communities and cities by ISO 3166-2:ES code: the stored value of a center's autonomous_community.
export const AUTONOMOUS_COMMUNITIES = {
  'ES-AN': { es: 'Andalucía', ca: 'Andalusia' },
  'ES-AR': { es: 'Aragón', ca: 'Aragó' },
  'ES-AS': { es: 'Principado de Asturias', ca: 'Principat d’Astúries' },
  'ES-IB': { es: 'Illes Balears', ca: 'Illes Balears' },
  'ES-CN': { es: 'Canarias', ca: 'Canàries' },
  'ES-CB': { es: 'Cantabria', ca: 'Cantàbria' },
  'ES-CL': { es: 'Castilla y León', ca: 'Castella i Lleó' },
  'ES-CM': { es: 'Castilla-La Mancha', ca: 'Castella-la Manxa' },
  'ES-CT': { es: 'Cataluña', ca: 'Catalunya' },
  'ES-VC': { es: 'Comunitat Valenciana', ca: 'Comunitat Valenciana' },
  'ES-EX': { es: 'Extremadura', ca: 'Extremadura' },
  'ES-GA': { es: 'Galicia', ca: 'Galícia' },
  'ES-MD': { es: 'Comunidad de Madrid', ca: 'Comunitat de Madrid' },
  'ES-MC': { es: 'Región de Murcia', ca: 'Regió de Múrcia' },
  'ES-NC': { es: 'Comunidad Foral de Navarra', ca: 'Comunitat Foral de Navarra' },
  'ES-PV': { es: 'País Vasco', ca: 'País Basc' },
  'ES-RI': { es: 'La Rioja', ca: 'La Rioja' },
  'ES-CE': { es: 'Ceuta', ca: 'Ceuta' },
  'ES-ML': { es: 'Melilla', ca: 'Melilla' },
} as const;

export type AutonomousCommunity = keyof typeof AUTONOMOUS_COMMUNITIES;

/** Spanish postal codes: five digits, the first two a province from 01 to 52. */
export const POSTAL_CODE_PATTERN = '^(0[1-9]|[1-4][0-9]|5[0-2])[0-9]{3}$';

/** Languages a center's documents and e-mails can use. */
export const CENTER_LANGUAGES = ['es', 'ca'] as const;

/** Provinces by INE code (a postal code's first two digits), with their autonomous community. */
export const PROVINCES: Record<string, { name: string; community: AutonomousCommunity }> = {
  '01': { name: 'Araba/Álava', community: 'ES-PV' },
  '02': { name: 'Albacete', community: 'ES-CM' },
  '03': { name: 'Alicante/Alacant', community: 'ES-VC' },
  '04': { name: 'Almería', community: 'ES-AN' },
  '05': { name: 'Ávila', community: 'ES-CL' },
  '06': { name: 'Badajoz', community: 'ES-EX' },
  '07': { name: 'Illes Balears', community: 'ES-IB' },
  '08': { name: 'Barcelona', community: 'ES-CT' },
  '09': { name: 'Burgos', community: 'ES-CL' },
  '10': { name: 'Cáceres', community: 'ES-EX' },
  '11': { name: 'Cádiz', community: 'ES-AN' },
  '12': { name: 'Castellón/Castelló', community: 'ES-VC' },
  '13': { name: 'Ciudad Real', community: 'ES-CM' },
  '14': { name: 'Córdoba', community: 'ES-AN' },
  '15': { name: 'A Coruña', community: 'ES-GA' },
  '16': { name: 'Cuenca', community: 'ES-CM' },
  '17': { name: 'Girona', community: 'ES-CT' },
  '18': { name: 'Granada', community: 'ES-AN' },
  '19': { name: 'Guadalajara', community: 'ES-CM' },
  '20': { name: 'Gipuzkoa', community: 'ES-PV' },
  '21': { name: 'Huelva', community: 'ES-AN' },
  '22': { name: 'Huesca', community: 'ES-AR' },
  '23': { name: 'Jaén', community: 'ES-AN' },
  '24': { name: 'León', community: 'ES-CL' },
  '25': { name: 'Lleida', community: 'ES-CT' },
  '26': { name: 'La Rioja', community: 'ES-RI' },
  '27': { name: 'Lugo', community: 'ES-GA' },
  '28': { name: 'Madrid', community: 'ES-MD' },
  '29': { name: 'Málaga', community: 'ES-AN' },
  '30': { name: 'Murcia', community: 'ES-MC' },
  '31': { name: 'Navarra', community: 'ES-NC' },
  '32': { name: 'Ourense', community: 'ES-GA' },
  '33': { name: 'Asturias', community: 'ES-AS' },
  '34': { name: 'Palencia', community: 'ES-CL' },
  '35': { name: 'Las Palmas', community: 'ES-CN' },
  '36': { name: 'Pontevedra', community: 'ES-GA' },
  '37': { name: 'Salamanca', community: 'ES-CL' },
  '38': { name: 'Santa Cruz de Tenerife', community: 'ES-CN' },
  '39': { name: 'Cantabria', community: 'ES-CB' },
  '40': { name: 'Segovia', community: 'ES-CL' },
  '41': { name: 'Sevilla', community: 'ES-AN' },
  '42': { name: 'Soria', community: 'ES-CL' },
  '43': { name: 'Tarragona', community: 'ES-CT' },
  '44': { name: 'Teruel', community: 'ES-AR' },
  '45': { name: 'Toledo', community: 'ES-CM' },
  '46': { name: 'Valencia/València', community: 'ES-VC' },
  '47': { name: 'Valladolid', community: 'ES-CL' },
  '48': { name: 'Bizkaia', community: 'ES-PV' },
  '49': { name: 'Zamora', community: 'ES-CL' },
  '50': { name: 'Zaragoza', community: 'ES-AR' },
  '51': { name: 'Ceuta', community: 'ES-CE' },
  '52': { name: 'Melilla', community: 'ES-ML' },
};

/** The province and community a postal code belongs to (its first two digits are the INE province code). */
export const provinceOfPostalCode = (postalCode: string | null | undefined) =>
  /^\d{5}$/.test(postalCode ?? '') ? PROVINCES[postalCode!.slice(0, 2)] : undefined;

/** English names and usual alternatives, beside the Spanish and Catalan ones of AUTONOMOUS_COMMUNITIES. */
const OTHER_COMMUNITY_NAMES: Partial<Record<AutonomousCommunity, string[]>> = {
  'ES-AN': ['Andalusia'],
  'ES-AR': ['Aragon'],
  'ES-AS': ['Asturias', 'Principality of Asturias'],
  'ES-IB': ['Balearic Islands', 'Islas Baleares', 'Baleares'],
  'ES-CN': ['Canary Islands', 'Islas Canarias'],
  'ES-CB': ['Cantabria'],
  'ES-CL': ['Castile and León', 'Castile and Leon'],
  'ES-CM': ['Castile-La Mancha'],
  'ES-CT': ['Catalonia'],
  'ES-VC': ['Valencian Community', 'Comunidad Valenciana'],
  'ES-EX': ['Extremadura'],
  'ES-GA': ['Galicia', 'Galiza'],
  'ES-MD': ['Madrid', 'Community of Madrid'],
  'ES-MC': ['Murcia', 'Region of Murcia'],
  'ES-NC': ['Navarre', 'Navarra', 'Chartered Community of Navarre'],
  'ES-PV': ['Basque Country', 'Euskadi', 'País Vasco/Euskadi'],
  'ES-RI': ['La Rioja', 'Rioja'],
};

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();

const COMMUNITY_BY_NAME = new Map<string, AutonomousCommunity>(
  (Object.keys(AUTONOMOUS_COMMUNITIES) as AutonomousCommunity[]).flatMap((code) => [
    [plain(code), code] as const,
    [plain(AUTONOMOUS_COMMUNITIES[code].es), code] as const,
    [plain(AUTONOMOUS_COMMUNITIES[code].ca), code] as const,
    ...(OTHER_COMMUNITY_NAMES[code] ?? []).map((name) => [plain(name), code] as const),
  ]),
);

/** The ISO code of a community given as its code or its name in es, ca or en ("Catalunya", "Cataluña", "Catalonia"); undefined when unknown. */
export const communityCode = (text: string): AutonomousCommunity | undefined => COMMUNITY_BY_NAME.get(plain(text));
