import { screen } from '@testing-library/react';
import type { renderApp } from './render-app';

type User = ReturnType<typeof renderApp>['user'];

/** Types a complete, valid sender into the open sender form (an unverified domain, so the mock accepts it). */
export async function fillSenderForm(user: User, nickname: string): Promise<void> {
  await user.type(screen.getByLabelText('From Name'), 'Spring Sale Team');
  await user.type(screen.getByLabelText('From Email Address'), 'spring@unverified-domain.example');
  await user.type(screen.getByLabelText('Reply To'), 'help@unverified-domain.example');
  await user.type(screen.getByLabelText('Company Address'), '500 Market St');
  await user.type(screen.getByLabelText('Address line 2'), 'Floor 3');
  await user.type(screen.getByLabelText('City'), 'Denver');
  await user.type(screen.getByLabelText('State'), 'CO');
  await user.type(screen.getByLabelText('Zip Code'), '80202');
  await user.type(screen.getByLabelText('Country'), 'United States');
  await user.type(screen.getByLabelText('Nickname'), nickname);
}
