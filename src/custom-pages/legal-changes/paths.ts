/** The register's "Novedades": its changes by date range, area and scope (issue 36). */
export const NOVEDADES_PATH = '/legal-changes';
