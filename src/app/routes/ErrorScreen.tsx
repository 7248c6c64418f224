import type { ReactNode } from 'react';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageHeader } from '@/shared/ui/PageHeader';

/** The shape every error page shares: a title, an explanation and a way home. */
export function ErrorScreen({ title, heading, children }: { title: string; heading: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        title={heading}
        action={
          <ButtonLink to="/" variant="primary">
            Go to the home page
          </ButtonLink>
        }
      >
        {children}
      </EmptyState>
    </>
  );
}
