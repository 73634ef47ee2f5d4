import { act, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { LazyNotifications } from './lazy-notifications';

const LOADED = { timeout: 15_000 };

describe('LazyNotifications', { timeout: 20_000 }, () => {
  afterEach(() => act(() => notifications.clean()));

  it('renders nothing until the first notice, then shows it, one at a time', async () => {
    renderWithTheme(<LazyNotifications />);
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

    act(() => {
      notifications.show({ title: 'Saved', message: 'The course was saved.' });
      notifications.show({ title: 'Second', message: 'Waits for the first.' });
    });
    // The notice shown before the notice code arrived appears once it has.
    expect(await screen.findByText('The course was saved.', undefined, LOADED)).toBeTruthy();
    expect(screen.queryByText('Waits for the first.')).toBeNull();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Close notice' })).toBeTruthy();
  });
});
