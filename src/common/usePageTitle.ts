import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

// Pages mounted that name the tab themselves; while there is one, the app bar's title does not.
let claims = 0;

/** The browser tab says which page this is: "<page> · EnvComply". */
export function usePageTitle(page: string | undefined) {
  const translate = useTranslate();
  const product = translate('app.name');
  useEffect(() => {
    claims++;
    return () => {
      claims--;
    };
  }, []);
  useEffect(() => {
    document.title = page ? `${page} · ${product}` : product;
  }, [page, product]);
}

/** The app bar's title as text (react-admin's lists and forms write it through <Title>), following its changes. */
export function useAppBarTitle(): string {
  const [text, setText] = useState('');
  useEffect(() => {
    const bar = document.getElementById('react-admin-title');
    if (!bar) return;
    const follow = () => setText(bar.textContent?.trim() ?? '');
    const observer = new MutationObserver(follow);
    observer.observe(bar, { childList: true, subtree: true, characterData: true });
    follow();
    return () => observer.disconnect();
  }, []);
  return text;
}

/**
 * Every other page: the tab follows the app bar's title, so no page is left as a bare product name.
 */
export function useTabTitleFromAppBar() {
  const translate = useTranslate();
  const product = translate('app.name');
  const text = useAppBarTitle();
  useEffect(() => {
    if (claims > 0) return;
    document.title = text ? `${text} · ${product}` : product;
  }, [text, product]);
}
