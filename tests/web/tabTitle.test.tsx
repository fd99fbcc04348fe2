import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { usePageTitle, useTabTitleFromAppBar } from '../../src/common/usePageTitle';
import { testI18nProvider } from './support/testI18nProvider';

const Bar = ({ title }: { title: string }) => {
  useTabTitleFromAppBar();
  return <h1 id="react-admin-title">{title}</h1>;
};
const NamedPage = () => {
  usePageTitle('Elija su contraseña');
  return null;
};

describe('the browser tab title', () => {
  it("follows the app bar's title on pages that only name themselves there, and yields to a page that names the tab", async () => {
    let setTitle: (title: string) => void = () => undefined;
    let setNamed: (named: boolean) => void = () => undefined;
    const Shell = () => {
      const [title, set] = useState('Proyectos');
      const [named, setN] = useState(false);
      setTitle = set;
      setNamed = setN;
      return (
        <>
          <Bar title={title} />
          {named && <NamedPage />}
        </>
      );
    };
    render(
      <AdminContext i18nProvider={await testI18nProvider('es_ES')}>
        <Shell />
      </AdminContext>,
    );
    await act(async () => undefined);
    expect(document.title).toBe('Proyectos · EnvComply');
    await act(async () => setTitle('Proyecto Auditoría ISO 14001'));
    expect(document.title).toBe('Proyecto Auditoría ISO 14001 · EnvComply');
    await act(async () => setNamed(true));
    await act(async () => setTitle('Otro título'));
    expect(document.title).toBe('Elija su contraseña · EnvComply');
  });
});
