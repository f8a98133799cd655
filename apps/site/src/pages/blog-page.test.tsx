import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { fakeApiClient, renderRoute } from '../testing/render-route';

describe('BlogPage', () => {
  it('shows the post with its title, date and author', () => {
    renderRoute('/blog', { api: fakeApiClient() });
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const post = screen.getByRole('article', { name: 'Why one box at a time?' });
    expect(post).toHaveTextContent('February 12, 2024');
    expect(post).toHaveTextContent('by Maya Lindqvist');
    expect(screen.getByRole('link', { name: 'Try some free problems' })).toHaveAttribute(
      'href',
      '/free-problems',
    );
    expect(document.title).toBe('Blog · mathcols');
  });

  it('has no axe violations', async () => {
    renderRoute('/blog', { api: fakeApiClient() });
    const results = await axe.run(screen.getByRole('main'));
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
