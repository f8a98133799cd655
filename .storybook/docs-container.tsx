import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import type { PropsWithChildren } from 'react';

/**
 * Storybook's docs container inside a `<main>` landmark: every docs page (autodocs, the MDX
 * Introduction and Theming) then has one, and its text is not outside every landmark (axe's
 * `landmark-one-main` and `region`, which the stories themselves already pass).
 */
export function MainDocsContainer({ children, ...props }: PropsWithChildren<DocsContainerProps>) {
  return (
    <main>
      <DocsContainer {...props}>{children}</DocsContainer>
    </main>
  );
}
