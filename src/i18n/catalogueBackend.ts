import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { catalogueFolder } from './locales';

/** A failed read; `retry` tells i18next whether trying again may help (server or network trouble). */
class CatalogueReadError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

async function readCatalogue(url: string): Promise<ResourceKey> {
  const response = await fetch(url).catch((error: Error) => {
    throw new CatalogueReadError(`failed loading ${url}: ${error.message}`, true);
  });
  if (!response.ok) throw new CatalogueReadError(`failed loading ${url}; status code: ${response.status}`, response.status >= 500);
  return response.json();
}

/**
 * Reads the UI catalogues from /locales with the browser's fetch. It replaces i18next-http-backend, whose
 * fetch polyfill and options weighed 6 kB gzipped on the login page; i18next's own options still retry.
 */
export const catalogueBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    readCatalogue(`/locales/${catalogueFolder(language)}/${namespace}.json`).then(
      (catalogue) => callback(null, catalogue),
      (error: Error) => callback(error, error instanceof CatalogueReadError && error.retry),
    );
  },
};
