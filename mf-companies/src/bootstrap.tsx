// Standalone dev entry: the dev harness signs in against the gateway and renders this remote's sections.
import 'bootstrap/dist/css/bootstrap.min.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DevHarness } from '@app/ui';
import RemoteRoutes from './routes';
import { SECTIONS } from './sections';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DevHarness name="mf-companies" sections={SECTIONS} RemoteRoutes={RemoteRoutes} />
  </StrictMode>,
);
