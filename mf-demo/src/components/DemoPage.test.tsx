/** @jest-environment jsdom */
import '../test/jsdomPolyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@optio/router';
import { registerNamespace } from '@optio/i18n';
import { en } from '../locales/en';
import { findQuest } from '../content/quests';
import { chooseQuest, goToStep } from '../state/demoSlice';
import { createDemoStore } from '../state/store';
import { DemoPage } from './DemoPage';

registerNamespace('demo', { en });

function setup(signedIn = false) {
  const store = createDemoStore();
  render(
    <MemoryRouter initialEntries={['/demo']}>
      <Provider store={store}>
        <DemoPage signedIn={signedIn} restored={false} />
      </Provider>
    </MemoryRouter>,
  );
  return store;
}

const heading = () => document.getElementById('demo-step-heading');
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('DemoPage walk-through', () => {
  beforeAll(() => {
    // jsdom has no rAF timing guarantees we need; run it synchronously.
    globalThis.requestAnimationFrame = (cb: FrameRequestCallback) => {
      cb(0);
      return 0;
    };
  });

  it('walks from persona to "Create Free Account" as a parent with the academy tier', () => {
    const store = setup();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Try Optio in two minutes' }),
    ).toBeTruthy();
    expect(screen.getByText('Step 1 of 8: Who’s exploring')).toBeTruthy();

    click(/I’m a parent/);
    expect(store.getState().demo.currentStep).toBe(1);
    expect(document.activeElement).toBe(heading());
    expect(heading()?.textContent).toBe('Your family’s learning vision');

    fireEvent.change(screen.getByLabelText('Your learner’s first name (optional)'), {
      target: { value: 'Leo' },
    });
    click('Show me the accredited Academy path');
    expect(store.getState().demo.subscriptionTier).toBe('academy');
    click('Continue');
    expect(heading()?.textContent).toBe('Pick your quests');

    const card = screen
      .getByRole('heading', { level: 3, name: 'Family Recipe Book' })
      .closest('article') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Start this quest' }));
    expect(store.getState().demo.currentStep).toBe(3);
    expect(heading()?.textContent).toBe('Quest: Family Recipe Book');

    // Completing without evidence is refused with a message.
    const first = screen.getAllByRole('button', { name: 'Complete task' })[0]!;
    fireEvent.click(first);
    expect(screen.getByText('Add a line about what you did first.')).toBeTruthy();

    for (const task of findQuest('family-recipes')!.tasks) {
      const input = screen.getAllByLabelText('What did you do? One line of evidence')[0]!;
      fireEvent.change(input, { target: { value: `I did ${task.id}` } });
      fireEvent.click(screen.getAllByRole('button', { name: 'Complete task' })[0]!);
      const next = screen.queryAllByLabelText('What did you do? One line of evidence')[0];
      if (next) expect(document.activeElement).toBe(next);
    }
    // Focus follows the work: from each completed task to the next, then to the result.
    expect(document.activeElement?.id).toBe('demo-quest-complete');
    expect(store.getState().demo.earnedXP).toEqual({
      stem: 144,
      wellness: 144,
      communication: 119,
      civics: 0,
      art: 119,
    });
    expect(screen.getByTestId('quest-complete').textContent).toContain('175 XP');
    const chart = screen.getByTestId('xp-chart');
    expect(within(chart).getByText('Total: 526 XP')).toBeTruthy();
    expect(chart.querySelector('[data-pillar="stem"]')?.textContent).toContain('144 XP');
    expect(chart.querySelector('[data-pillar="stem"]')?.textContent).toContain('includes 44 bonus');

    click('Continue');
    expect(heading()?.textContent).toBe('Badge unlocked!');
    expect(screen.getByRole('heading', { level: 3, name: 'Family Historian' })).toBeTruthy();

    click('Continue');
    click('Generate my diploma');
    const diploma = screen.getByTestId('diploma');
    expect(diploma.getAttribute('data-accredited')).toBe('true');
    expect(within(diploma).getByText('Leo')).toBeTruthy();
    expect(within(diploma).getByText('Accredited · Optio Academy')).toBeTruthy();

    click('Continue');
    expect(heading()?.textContent).toBe('Your portfolio, filled automatically');
    expect(screen.getByTestId('portfolio').querySelectorAll('li')).toHaveLength(4);
    expect(screen.getByRole('radio', { name: 'Public' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Private' }));
    expect(store.getState().demo.submittedWork.every((w) => w.visibility === 'private')).toBe(true);

    click('Continue');
    const cta = screen.getByRole('link', { name: 'Create Free Account' });
    expect(cta.getAttribute('href')).toBe('/register');
    expect(screen.getByText('Step 8 of 8: Make it real')).toBeTruthy();
  });

  it('a student gets no accredited option and a non-accredited diploma', () => {
    const store = setup();
    click(/I’m a student/);
    expect(screen.queryByText('Show me the accredited Academy path')).toBeNull();
    act(() => {
      store.dispatch(chooseQuest('music-composition'));
      store.dispatch(goToStep(5));
    });
    click('Generate my diploma');
    expect(screen.getByTestId('diploma').getAttribute('data-accredited')).toBe('false');
    expect(screen.getByText('Not accredited · free plan')).toBeTruthy();
  });

  it('Back and Start over (with confirmation) work and tell signed-in visitors it is a sandbox', () => {
    const store = setup(true);
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', true);
    click(/I’m a student/);
    click('Back');
    expect(store.getState().demo.currentStep).toBe(0);
    click(/I’m a student/);
    click('Start over');
    expect(document.activeElement?.textContent).toBe('Start the demo over?');
    click('Keep going');
    expect(store.getState().demo.currentStep).toBe(1);
    click('Start over');
    click('Yes, start over');
    expect(store.getState().demo.currentStep).toBe(0);
    expect(store.getState().demo.persona).toBeNull();
  });
});
