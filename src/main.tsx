import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { openLoginPageWhenSignedOut } from './authProvider/signedOut';

openLoginPageWhenSignedOut();

// Browser history gives the spec's plain paths (/user/5); a data router lets forms block unsaved navigation.
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
