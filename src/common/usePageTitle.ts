import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/** The browser tab says which page this is: "<page> · EnvComply". */
export function usePageTitle(page: string | undefined) {
  const translate = useTranslate();
  const product = translate('app.name');
  useEffect(() => {
    document.title = page ? `${page} · ${product}` : product;
  }, [page, product]);
}
