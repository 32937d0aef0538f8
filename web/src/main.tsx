import './app/signInStyles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadScreen } from './app/router';
import { useSession } from './app/session';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

preloadScreen(window.location.pathname, useSession.getState().isUserLoggedIn);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
