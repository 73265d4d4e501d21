import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { pageForPath } from './routes';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App page={pageForPath(window.location.pathname)} />
  </StrictMode>
);

// Built pages arrive prerendered and are hydrated; the dev server's index.html is empty.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
