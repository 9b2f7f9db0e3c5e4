import type { MessageId, Section } from '@acp/shared';
import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import hindiMessages from 'virtual:messages/hi';
import englishMessages from 'virtual:messages/en';
import type { Messages } from './locale';
import { LocaleProvider, useLocale } from './locale-provider';
import { withSection } from './section-messages';

/** A screen of a section: one of its own messages and one of the app's. */
function Screen({ heading }: { heading: MessageId }) {
  const { setLocale } = useLocale();
  return (
    <>
      <h1>
        <FormattedMessage id={heading} />
      </h1>
      <p>
        <FormattedMessage id="hub.eyebrow" />
      </p>
      <button type="button" onClick={() => void setLocale('hi')}>
        Hindi
      </button>
    </>
  );
}

/** Called whenever the loading state shows. */
const loadingShown = vi.fn();
function Loading() {
  loadingShown();
  return <p>Loading</p>;
}

const AgeScreen = () => <Screen heading="journey.age.title" />;
const ProfileScreen = () => <Screen heading="profile.title" />;

function renderIn(locale: 'en' | 'hi', section: Section = 'journey', screen = AgeScreen) {
  // As the router does: the page's chunk and its section's catalogue load together.
  const Page = lazy(() => withSection(section, Promise.resolve(screen)));
  const messages = (locale === 'hi' ? hindiMessages : englishMessages) as Messages;
  return render(
    <LocaleProvider initial={{ locale, messages }}>
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    </LocaleProvider>,
  );
}

describe('a section catalogue loaded with its screen', () => {
  it('shows the section’s Hindi messages once its chunk is in, beside the app’s', async () => {
    renderIn('hi');
    expect(await screen.findByRole('heading', { name: 'शुरू करने से पहले' })).toBeInTheDocument();
    expect(screen.getByText('आपका सफ़र')).toBeInTheDocument();
  });

  it('leaves English as it is', async () => {
    renderIn('en');
    expect(await screen.findByRole('heading', { name: 'Before you start' })).toBeInTheDocument();
    expect(screen.getByText('Your journey')).toBeInTheDocument();
  });

  it('changes language with the rest of the app, without showing the loading state', async () => {
    // A section not yet loaded in Hindi by the tests above.
    renderIn('en', 'profile', ProfileScreen);
    await screen.findByRole('heading', { name: 'My Profile' });
    loadingShown.mockClear();
    act(() => {
      screen.getByRole('button', { name: 'Hindi' }).click();
    });
    expect(
      await screen.findByRole('heading', { name: 'मेरी प्रोफ़ाइल' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(loadingShown).not.toHaveBeenCalled();
  });
});
