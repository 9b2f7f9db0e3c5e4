import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { UserMenu } from './user-menu';

function renderMenu() {
  return renderWithApp(<UserMenu />, {
    user: buildUser(),
  });
}

describe('UserMenu', () => {
  it('opens from the keyboard, moves with the arrows and closes on Escape', async () => {
    const user = userEvent.setup();
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Asha Verma' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'My journey' })).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'My journey' })).toHaveAttribute(
      'href',
      '/user/journey',
    );
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/user/profile',
    );
    expect(screen.getByRole('menuitem', { name: 'Contact' })).toHaveAttribute(
      'href',
      '/user/contact',
    );

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My journey' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes when clicking elsewhere', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Asha Verma' }));
    expect(screen.getByRole('menu', { name: 'Account' })).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
