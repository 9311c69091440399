/** @jest-environment jsdom */
import '../testing/polyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@optio/router';
import { configureStore } from '@reduxjs/toolkit';
import { registerNamespace } from '@optio/i18n';
import { sessionSlice, signedIn, signedOut } from '@optio/session';
import en from '../locales/en';
import Landing from './Landing';

registerNamespace('public', { en });

function renderLanding() {
  const store = configureStore({ reducer: { session: sessionSlice.reducer } });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <Landing />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

const hero = () => screen.getByRole('region', { name: 'Raise doers, not dependents.' });

describe('Landing', () => {
  it('renders the hero, the sections and sets the title', () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Raise doers, not dependents.',
    );
    expect(within(hero()).getByText('Free to start, no credit card needed')).toBeTruthy();
    for (const title of ['Learn Today', 'Progress Over Perfection', 'Joy of Discovery']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(10);
    expect(document.title).toBe('Optio — Raise doers, not dependents.');
  });

  it('shows the hero calls to action only to signed-out visitors, never while loading', () => {
    const store = renderLanding();
    expect(within(hero()).queryByRole('link', { name: 'Create Free Account' })).toBeNull();
    act(() => {
      store.dispatch(signedOut());
    });
    expect(
      within(hero()).getByRole('link', { name: 'Create Free Account' }).getAttribute('href'),
    ).toBe('/register');
    expect(within(hero()).getByRole('link', { name: 'Try 2-Min Demo' }).getAttribute('href')).toBe(
      '/demo',
    );
    act(() => {
      store.dispatch(
        signedIn({ id: 'u1', first_name: 'Sam', last_name: 'Lee' } as Parameters<
          typeof signedIn
        >[0]),
      );
    });
    expect(within(hero()).queryByRole('link')).toBeNull();
    // The closing section keeps its calls to action for everyone.
    expect(screen.getByRole('link', { name: 'Try Demo First' }).getAttribute('href')).toBe('/demo');
  });

  it('opens the philosophy modal, closes it on Esc and returns focus to the button', async () => {
    renderLanding();
    const button = screen.getByRole('button', { name: 'Read Our Full Philosophy' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', {
      name: 'Our Philosophy: The Process Is The Goal',
    });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('link', { name: 'Try 2-Min Demo' }).getAttribute('href')).toBe(
      '/demo',
    );
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('keeps Tab inside the modal and closes it with the close button', async () => {
    renderLanding();
    const button = screen.getByRole('button', { name: 'Read Our Full Philosophy' });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const demo = within(dialog).getByRole('link', { name: 'Try 2-Min Demo' });
    demo.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(demo);
    fireEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
