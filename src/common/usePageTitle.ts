import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

// Pages mounted that name the tab themselves; while there is one, the app bar's title does not.
let claims = 0;

/** The browser tab says which page this is: "<page> · EnvComply". */
export function usePageTitle(page: string | undefined) {
  const translate = useTranslate();
  const product = translate('app.name');
  useEffect(() => {
    claims++;
    return () => { claims--; };
  }, []);
  useEffect(() => {
    document.title = page ? `${page} · ${product}` : product;
  }, [page, product]);
}

/**
 * Every other page (react-admin's lists and forms name themselves with <Title> in the app bar): the tab
 * follows the app bar's title, so no page is left as a bare product name.
 */
export function useTabTitleFromAppBar() {
  const translate = useTranslate();
  const product = translate('app.name');
  useEffect(() => {
    const bar = document.getElementById('react-admin-title');
    if (!bar) return;
    const follow = () => {
      if (claims > 0) return;
      const text = bar.textContent?.trim();
      document.title = text ? `${text} · ${product}` : product;
    };
    const observer = new MutationObserver(follow);
    observer.observe(bar, { childList: true, subtree: true, characterData: true });
    follow();
    return () => observer.disconnect();
  }, [product]);
}
