import 'bootstrap/dist/css/bootstrap.min.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startRemoteRegistry } from './app/remotes';

// Read /remotes.json while the session is restored; a failure is shown (with Retry) where sections are needed.
startRemoteRegistry().catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
