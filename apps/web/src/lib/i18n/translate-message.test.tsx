import { messages } from '@acp/shared';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import hindiMessages from 'virtual:messages/hi';
import englishMessages from 'virtual:messages/en';
import { TextField } from '@/components/text-field';
import { toast, ToastContainer } from '@/lib/toast';
import type { Messages } from './locale';
import { LocaleProvider } from './locale-provider';

function renderIn(locale: 'en' | 'hi') {
  const catalogue = (locale === 'hi' ? hindiMessages : englishMessages) as Messages;
  return render(
    <LocaleProvider initial={{ locale, messages: catalogue }}>
      <TextField label="ईमेल" error={messages.emailInvalid} />
      <ToastContainer />
    </LocaleProvider>,
  );
}

describe('product messages in the language shown', () => {
  it('word a field rule and a server answer in Hindi when Hindi is shown', async () => {
    renderIn('hi');
    expect(await screen.findByText('कृपया सही ईमेल डालें')).toBeInTheDocument();
    act(() => {
      toast.error(messages.invalidCredentials);
    });
    expect(await screen.findByText('ईमेल या पासवर्ड गलत है')).toBeInTheDocument();
  });

  it('leave them in English when English is shown', async () => {
    renderIn('en');
    expect(await screen.findByText(messages.emailInvalid)).toBeInTheDocument();
    act(() => {
      toast.error(messages.invalidCredentials);
    });
    expect(await screen.findByText(messages.invalidCredentials)).toBeInTheDocument();
  });
});
