import { screen, within } from '@testing-library/react';
import { renderWithApp } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockViewportWidth } from '@/test/match-media';
import { testimonials } from '../testimonials';
import { TestimonialsCarousel } from './testimonials-carousel';

afterEach(() => vi.unstubAllGlobals());

const shownNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => within(item).getByText(/^[A-Z][a-z]+ [A-Z][a-z]+$/).textContent);

const [first, second, third, fourth, fifth] = testimonials.map((item) => item.name);

describe('TestimonialsCarousel', () => {
  it('shows 3 per page on desktop and wraps around both ways', async () => {
    mockViewportWidth(1280);
    const user = userEvent.setup();
    renderWithApp(<TestimonialsCarousel testimonials={testimonials} />);
    expect(shownNames()).toEqual([first, second, third]);
    expect(screen.getByText('Page 1 of 2')).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('button', { name: 'Next testimonials' }));
    expect(shownNames()).toEqual([fourth, fifth]);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next testimonials' }));
    expect(shownNames()).toEqual([first, second, third]);

    await user.click(screen.getByRole('button', { name: 'Previous testimonials' }));
    expect(shownNames()).toEqual([fourth, fifth]);
  });

  it('shows 1 per page below 768 px and wraps from the first to the last', async () => {
    mockViewportWidth(375);
    const user = userEvent.setup();
    renderWithApp(<TestimonialsCarousel testimonials={testimonials} />);
    expect(shownNames()).toEqual([first]);
    expect(screen.getByText('Page 1 of 5')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous testimonials' }));
    expect(shownNames()).toEqual([fifth]);
    await user.click(screen.getByRole('button', { name: 'Next testimonials' }));
    expect(shownNames()).toEqual([first]);
  });

  it('can be driven from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithApp(<TestimonialsCarousel testimonials={testimonials} pageSize={1} />);
    screen.getByRole('button', { name: 'Next testimonials' }).focus();
    await user.keyboard('{Enter}');
    expect(shownNames()).toEqual([second]);
    await user.keyboard(' ');
    expect(shownNames()).toEqual([third]);
  });

  it('shows each rating, lazily loaded sized avatars and who said it', () => {
    renderWithApp(<TestimonialsCarousel testimonials={testimonials} pageSize={5} />);
    const ratings = screen.getAllByRole('img', { name: /^Rated \d out of 5$/ });
    expect(ratings.map((rating) => rating.getAttribute('aria-label'))).toEqual(
      testimonials.map((item) => `Rated ${item.rating} out of 5`),
    );
    const avatar = screen.getAllByRole('presentation')[0];
    expect(avatar).toHaveAttribute('loading', 'lazy');
    expect(avatar).toHaveAttribute('width', '48');
    expect(avatar).toHaveAttribute('height', '48');
  });
});
