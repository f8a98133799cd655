import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApiClient, renderRoute, testPublicMath } from '../testing/render-route';

const api = fakeApiClient(() => Promise.resolve(testPublicMath()));

describe('LandingPage', () => {
  it.each(['/', '/landing'])('offers the three choices at %s', (path) => {
    renderRoute(path, { api });
    expect(screen.getByRole('link', { name: 'Parent Login' })).toHaveAttribute(
      'href',
      '/parent-login',
    );
    expect(screen.getByRole('link', { name: 'Student Login' })).toHaveAttribute(
      'href',
      '/student-login',
    );
    expect(
      screen.getByRole('link', { name: 'Let me try some free math problems!' }),
    ).toHaveAttribute('href', '/free-problems');
  });

  it('shows what is practised: the four operations, each by its worked example', () => {
    renderRoute('/', { api });
    const list = screen.getByRole('list', { name: 'What you practise' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    ['Addition', 'Subtraction', 'Multiplication', 'Division'].forEach((name, index) => {
      const item = within(items[index] as HTMLElement);
      expect(item.getByText(name)).toBeVisible();
      // The worked example is a picture beside the name, hidden from screen readers.
      expect(items[index]?.querySelector('svg[aria-hidden="true"] text')).not.toBeNull();
    });
  });

  it('goes to free practice', async () => {
    renderRoute('/', { api });
    await userEvent
      .setup()
      .click(screen.getByRole('link', { name: 'Let me try some free math problems!' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Free Math Practice' }),
    ).toBeVisible();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it.each([
    ['Parent Login', 'Parent Login'],
    ['Student Login', 'Student Login'],
  ])('moves focus to the content of %s, a page of another layout', async (link, heading) => {
    renderRoute('/', { api });
    const main = within(screen.getByRole('main'));
    await userEvent.setup().click(main.getByRole('link', { name: link }));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('moves focus to the content after every move, not only the first', async () => {
    renderRoute('/', { api });
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Parent Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Parent Login' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    expect(screen.getByRole('main')).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(await screen.findByRole('heading', { level: 1, name: /FAQ|Frequently/ })).toBeVisible();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('leaves focus alone on the first page', () => {
    renderRoute('/', { api });
    expect(screen.getByRole('main')).not.toHaveFocus();
  });

  it('sits in the public layout: top bar and footer', () => {
    renderRoute('/', { api });
    const main = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(main.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Login',
      'FAQ',
      'About',
      'Blog',
    ]);
    expect(main.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/');
    const legal = within(screen.getByRole('contentinfo'));
    expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(legal.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  });
});

describe('NotFoundPage', () => {
  it('answers unknown addresses with a way home', async () => {
    renderRoute('/no-such-page', { api });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(screen.getByRole('link', { name: 'Parent Login' })).toBeVisible();
  });
});
