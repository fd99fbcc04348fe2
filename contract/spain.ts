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
