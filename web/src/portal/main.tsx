import './styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalApp } from './PortalApp';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from portal.html');

createRoot(container).render(
  <StrictMode>
    <PortalApp />
  </StrictMode>,
);
