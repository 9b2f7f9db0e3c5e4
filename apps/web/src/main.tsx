import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'react-toastify/dist/ReactToastify.css';
import './index.css';
import { App } from './app/app';
import { initialLocale, loadMessages } from './lib/i18n/locale';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The first paint is in the person's language: its catalogue (one small chunk) comes first.
const locale = initialLocale();
const messages = await loadMessages(locale);

createRoot(container).render(
  <StrictMode>
    <App initialLocale={{ locale, messages }} />
  </StrictMode>,
);
